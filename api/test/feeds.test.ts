import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseXml,
  checkAtom,
  checkJsonFeed,
  checkRss,
  kids,
  one,
  text,
  type FeedItem,
} from './feed-checks.ts';
import { builtWebDist, GENEROUS_RATE_LIMITS, SAMPLE_FILES, startTestApp, type TestApp } from './harness.ts';

// The feeds (decision 063): the blog as RSS 2.0, Atom and JSON Feed 1.1 (all of it and each
// category), the open vacancies as a job board's XML and as JSON. Checked as a reader parses them
// (feed-checks.ts), kept and dropped like pages, 304 on a matching ETag, linked from every page.

let app: TestApp;
/** The same database with the response cache off: the fresh path's own ETag and 304. */
let uncached: TestApp;
let copywriter: string;
let hr: string;
const SITE = 'http://site.test';

beforeAll(async () => {
  app = await startTestApp({
    webDist: builtWebDist(),
    rateLimits: GENEROUS_RATE_LIMITS,
    publicCacheSeconds: 60,
  });
  uncached = await startTestApp(
    {
      webDist: builtWebDist(),
      rateLimits: GENEROUS_RATE_LIMITS,
      cache: { ...app.config.cache, pages: false },
    },
    { sameDatabaseAs: app },
  );
  copywriter = (await app.staff(['COPYWRITER'])).token;
  hr = (await app.staff(['HR'])).token;
});
afterAll(async () => {
  await uncached?.stop();
  await app?.stop();
});

let n = 0;
const unique = (what: string) => `${what} ${++n} ${Math.random().toString(36).slice(2, 8)}`;

async function createArticle(input: Record<string, unknown>) {
  const res = await app.gql<{ createArticle: { id: string; slug: string; title: string; content: string } }>(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug title content } }',
    {
      input: {
        title: unique('Feed probe'),
        description: 'A probe.',
        content: '<p>Body</p>',
        category: 'DESIGN',
        ...input,
      },
    },
    copywriter,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createArticle;
}

const setVisibility = async (id: string, visibility: boolean) => {
  const res = await app.gql(
    'mutation($id: ID!, $v: Boolean!) { setArticleVisibility(id: $id, visibility: $v) { id } }',
    { id, v: visibility },
    copywriter,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
};

async function get(path: string, headers: Record<string, string> = {}, on = app) {
  const res = await fetch(`${on.baseUrl}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** The three blog feeds at `base` (`/blog` or a category's folder), each checked against its format. */
async function blogFeeds(base = '/blog'): Promise<Record<'rss' | 'atom' | 'json', FeedItem[]>> {
  const [rss, atom, json] = await Promise.all([
    get(`${base}/rss.xml`),
    get(`${base}/atom.xml`),
    get(`${base}/feed.json`),
  ]);
  for (const r of [rss, atom, json]) expect(r.status).toBe(200);
  expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  expect(json.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
  return {
    rss: checkRss(rss.body, `${SITE}${base}/rss.xml`),
    atom: checkAtom(atom.body, `${SITE}${base}/atom.xml`),
    json: checkJsonFeed(json.body, `${SITE}${base}/feed.json`),
  };
}

const titlesIn = (feeds: Record<string, FeedItem[]>) =>
  Object.values(feeds).map((items) => items.map((i) => i.title));

describe('the blog feeds', () => {
  it('validate as RSS 2.0, Atom and JSON Feed 1.1, with full text, cover and category, title escaped', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(SAMPLE_FILES.png())], { type: 'image/png' }), 'cover.png');
    const upload = await app.rest('POST', '/api/images', form, copywriter);
    expect(upload.status).toBe(200);
    const title = `Less <than> & more ]]> end ${unique('x')}`;
    const a = await createArticle({
      title,
      category: 'WEB_TECHNOLOGIES',
      visibility: true,
      coverUrl: upload.body.url,
      coverAlt: 'A cover',
      content: '<p>Text with ]]&gt; and &lt;b&gt; &amp; a <a href="/careers">link</a></p>',
    });
    const feeds = await blogFeeds();
    const html = a.content.replace('href="/careers"', `href="${SITE}/careers"`);
    const cover = new URL(upload.body.url, `${SITE}/`).toString();
    for (const items of Object.values(feeds)) {
      const item = items.find((i) => i.link === `${SITE}/blog/${a.slug}`)!;
      // Exactly as written, in every format: plain text, not markup, not cut at `]]>`.
      expect(item.title).toBe(title);
      expect(item.html).toBe(html);
      expect(item.category).toBe('WEB TECHNOLOGIES');
      expect(item.cover).toBe(cover);
      expect(item.id).toBe(`tag:site.test,2026-11-27:article:${a.id}`);
    }
    // RSS's enclosure states the upload's real size and type.
    const rss = parseXml((await get('/blog/rss.xml')).body).documentElement!;
    const item = kids(one(rss, 'channel'), 'item').find((i) => text(one(i, 'link')).endsWith(a.slug))!;
    expect(one(item, 'enclosure').getAttribute('length')).toBe(String(SAMPLE_FILES.png().length));
    expect(one(item, 'enclosure').getAttribute('type')).toBe('image/png');
  });

  it('leave out drafts and articles waiting for their scheduled publish, then carry them once published', async () => {
    const draft = await createArticle({});
    const waiting = await createArticle({});
    const soon = new Date(Date.now() + 60_000).toISOString();
    const set = await app.gql(
      'mutation($id: ID!, $input: ArticleScheduleInput!) { setArticleSchedule(id: $id, input: $input) { id } }',
      { id: waiting.id, input: { publishAt: soon } },
      copywriter,
    );
    expect(set.errors).toBeUndefined();
    for (const titles of [
      ...titlesIn(await blogFeeds()),
      ...titlesIn(await blogFeeds('/blog/category/design')),
    ]) {
      expect(titles).not.toContain(draft.title);
      expect(titles).not.toContain(waiting.title);
    }
    // The feeds are kept now; the scheduled publish drops them, as it drops the pages.
    await app.scheduleRunner.tick(new Date(Date.now() + 61_000));
    for (const titles of [
      ...titlesIn(await blogFeeds()),
      ...titlesIn(await blogFeeds('/blog/category/design')),
    ]) {
      expect(titles).toContain(waiting.title);
      expect(titles).not.toContain(draft.title);
    }
  });

  it('per category carry only that category; an unknown category is a 404; another spelling moves', async () => {
    const mobile = await createArticle({ category: 'MOBILE', visibility: true });
    const design = await createArticle({ category: 'DESIGN', visibility: true });
    const feeds = await blogFeeds('/blog/category/mobile');
    for (const items of Object.values(feeds)) {
      expect(items.map((i) => i.title)).toContain(mobile.title);
      expect(items.map((i) => i.title)).not.toContain(design.title);
      expect(new Set(items.map((i) => i.category))).toEqual(new Set(['MOBILE']));
    }
    const web = await get('/blog/category/web-technologies/atom.xml');
    expect(web.status).toBe(200);
    for (const path of [
      '/blog/category/cooking/rss.xml',
      '/blog/category/cooking/feed.json',
      '/blog/category/x/atom.xml',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    const moved = await get('/blog/category/WEB_TECHNOLOGIES/rss.xml');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/category/web-technologies/rss.xml');
    // Article pages and the blog are where they were.
    expect((await get(`/blog/${mobile.slug}`)).status).toBe(200);
    expect((await get('/blog/no-such-article')).status).toBe(404);
  });

  it('are kept: the same ETag again, 304 when the reader has it, Last-Modified; a publish or unpublish makes a new one', async () => {
    const first = await get('/blog/feed.json');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Date(first.headers.get('last-modified')!).toUTCString()).toBe(
      first.headers.get('last-modified'),
    );
    expect(first.headers.get('cache-control')).toContain('max-age=0');
    const again = await get('/blog/feed.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('last-modified')).toBe(first.headers.get('last-modified'));

    const hidden = await createArticle({});
    expect((await get('/blog/feed.json', { 'if-none-match': etag })).status).toBe(304);
    await setVisibility(hidden.id, true);
    const published = await get('/blog/feed.json', { 'if-none-match': etag });
    expect(published.status).toBe(200);
    expect(checkJsonFeed(published.body, `${SITE}/blog/feed.json`).map((i) => i.title)).toContain(
      hidden.title,
    );
    const etag2 = published.headers.get('etag')!;
    expect(etag2).not.toBe(etag);
    expect(Date.parse(published.headers.get('last-modified')!)).toBeGreaterThanOrEqual(
      Date.parse(first.headers.get('last-modified')!),
    );

    await setVisibility(hidden.id, false);
    const unpublished = await get('/blog/feed.json', { 'if-none-match': etag2 });
    expect(unpublished.status).toBe(200);
    expect(checkJsonFeed(unpublished.body, `${SITE}/blog/feed.json`).map((i) => i.title)).not.toContain(
      hidden.title,
    );
  });

  it('answer 304 on their ETag with the response cache off too, and the same bytes on every instance', async () => {
    const kept = await get('/blog/rss.xml');
    const fresh = await get('/blog/rss.xml', {}, uncached);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toBe(kept.body);
    const etag = fresh.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(fresh.headers.get('last-modified')).toBe(kept.headers.get('last-modified'));
    const again = await get('/blog/rss.xml', { 'if-none-match': etag }, uncached);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/blog/rss.xml', { 'if-none-match': '"other"' }, uncached)).status).toBe(200);
  });
});

describe('the job feeds', () => {
  async function vacancy(input: Record<string, unknown> = {}) {
    const res = await app.gql<{ createVacancy: { id: string; slug: string; name: string } }>(
      'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug name } }',
      {
        input: {
          name: `Engineer <C++> & ]]> ${unique('role')}`,
          languageLvl: 'B2',
          city: 'Kyiv',
          country: 'UA',
          remote: true,
          experience: '3 years',
          content: '<p>Build things.</p>',
          visibility: true,
          ...input,
        },
      },
      hr,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.createVacancy;
  }

  const xmlJobs = async () => {
    const res = await get('/careers/jobs.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const source = parseXml(res.body).documentElement!;
    expect(source.localName).toBe('source');
    expect(text(one(source, 'publisher'))).not.toBe('');
    return kids(source, 'job').map((job) =>
      Object.fromEntries(
        [
          'title',
          'date',
          'referencenumber',
          'url',
          'company',
          'city',
          'country',
          'description',
          'remotetype',
          'expirationdate',
        ].map((name) => [name, kids(job, name)[0] ? text(kids(job, name)[0]!) : undefined]),
      ),
    );
  };
  const jsonJobs = async () => {
    const res = await get('/careers/jobs.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return (JSON.parse(res.body) as { jobs: Record<string, any>[] }).jobs;
  };

  it('carry each open vacancy with the facts job boards read, and no hidden or closed one', async () => {
    const open = await vacancy();
    const hidden = await vacancy({ visibility: false });
    const closing = await vacancy({ remote: false });
    const closesAt = new Date(Date.now() + 60_000);
    const set = await app.gql(
      'mutation($id: ID!, $input: VacancyScheduleInput!) { setVacancySchedule(id: $id, input: $input) { id } }',
      { id: closing.id, input: { closesAt: closesAt.toISOString() } },
      hr,
    );
    expect(set.errors).toBeUndefined();

    const xml = await xmlJobs();
    const job = xml.find((j) => j.referencenumber === open.id)!;
    expect(job).toMatchObject({
      title: open.name,
      url: `${SITE}/careers/${open.slug}`,
      city: 'Kyiv',
      country: 'UA',
      remotetype: 'Fully remote',
    });
    expect(job.date).toMatch(/GMT$/);
    expect(job.description).toContain('<p>Build things.</p>');
    expect(job.description).toContain('English: B2. Experience: 3 years.');
    expect(xml.map((j) => j.referencenumber)).not.toContain(hidden.id);
    const closingJob = xml.find((j) => j.referencenumber === closing.id)!;
    expect(closingJob.expirationdate).toBe(closesAt.toUTCString());
    expect(closingJob.remotetype).toBeUndefined();

    const json = await jsonJobs();
    expect(json.find((j) => j.id === open.id)).toMatchObject({
      title: open.name,
      url: `${SITE}/careers/${open.slug}`,
      city: 'Kyiv',
      country: 'UA',
      remote: true,
    });
    expect(json.map((j) => j.id)).not.toContain(hidden.id);

    // Its closing comes: gone from both at once (the kept feeds are dropped with the pages).
    await app.scheduleRunner.tick(new Date(closesAt.getTime() + 1_000));
    expect((await xmlJobs()).map((j) => j.referencenumber)).not.toContain(closing.id);
    expect((await jsonJobs()).map((j) => j.id)).not.toContain(closing.id);
    expect((await xmlJobs()).map((j) => j.referencenumber)).toContain(open.id);
  });
});

describe('the pages', () => {
  it('link the blog feeds in the head of every public page, a category’s and the job feeds where they belong', async () => {
    const links = async (path: string) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      return [...head.matchAll(/<link ([^>]*)>/g)]
        .map((m) => Object.fromEntries([...m[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])))
        .filter((l) => l.rel === 'alternate');
    };
    for (const path of ['/', '/company', '/blog', '/careers', '/privacy']) {
      const alternate = await links(path);
      expect(alternate).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'application/rss+xml', href: '/blog/rss.xml' }),
          expect.objectContaining({ type: 'application/atom+xml', href: '/blog/atom.xml' }),
          expect.objectContaining({ type: 'application/feed+json', href: '/blog/feed.json' }),
        ]),
      );
    }
    expect(await links('/blog?category=WEB_TECHNOLOGIES')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'application/rss+xml',
          href: '/blog/category/web-technologies/rss.xml',
        }),
      ]),
    );
    expect(await links('/careers')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'application/xml', href: '/careers/jobs.xml' }),
        expect.objectContaining({ type: 'application/json', href: '/careers/jobs.json' }),
      ]),
    );
    // Every linked feed answers, and robots.txt lets readers fetch them.
    for (const path of [
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/blog/feed.json',
      '/careers/jobs.xml',
      '/careers/jobs.json',
    ])
      expect((await get(path)).status).toBe(200);
    expect((await get('/robots.txt')).body).not.toMatch(/Disallow: \/(blog|careers)/);
  });
});
