import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '@agency/schema/articles';
import { builtWebDist, GENEROUS_RATE_LIMITS, SAMPLE_FILES, startTestApp, type TestApp } from './harness.ts';
import { metaOf } from './structured-data.ts';

// Addresses that never break and search/sharing per article (decision 044): a published article's
// former slugs answer 308 to its current page (no chains, no loops, taken over by another article
// that claims them), a deleted published page answers 410 with a page in the site's frame, hidden
// ones stay 404; meta title/description, the social image and cover alt text, checked on both doors.
// Renders the built web app, with the page cache on.

const SITE = 'http://site.test';
let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ webDist: builtWebDist(), rateLimits: GENEROUS_RATE_LIMITS });
  token = (await app.staff(['COPYWRITER'])).token;
});
afterAll(() => app?.stop());

const get = async (path: string) => {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

type Saved = { id: string; slug: string };
let n = 0;
async function create(more: Record<string, unknown> = {}): Promise<Saved> {
  const res = await app.gql<{ createArticle: Saved }>(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    {
      input: {
        title: `Address test ${++n}`,
        description: 'The description.',
        content: '<p>Body</p>',
        category: 'DESIGN',
        visibility: true,
        ...more,
      },
    },
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createArticle;
}
async function update(id: string, input: Record<string, unknown>) {
  return app.gql<{ updateArticle: Saved }>(
    'mutation($id: ID!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { id slug } }',
    { id, input },
    token,
  );
}
async function rename(id: string, slug: string): Promise<void> {
  const res = await update(id, { slug });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data!.updateArticle.slug).toBe(slug);
}
const remove = async (id: string) =>
  expect(
    (await app.gql('mutation($id: ID!) { deleteArticle(id: $id) }', { id }, token)).errors,
  ).toBeUndefined();
const setVisible = async (id: string, visibility: boolean) =>
  expect(
    (
      await app.gql(
        'mutation($id: ID!, $v: Boolean!) { setArticleVisibility(id: $id, visibility: $v) { id } }',
        { id, v: visibility },
        token,
      )
    ).errors,
  ).toBeUndefined();

async function uploadImage(): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(SAMPLE_FILES.png())], { type: 'image/png' }), 'image.png');
  const res = await app.rest('POST', '/api/images', form, token);
  expect(res.status).toBe(200);
  return res.body.url as string;
}

describe('a published article keeps its old addresses', () => {
  it('answers 308 from every former slug straight to the current page, never through a chain', async () => {
    const a = await create({ slug: 'first-address' });
    // The first page view is kept by the page cache: the rename must drop it.
    expect((await get('/blog/first-address')).status).toBe(200);
    expect((await get('/blog/first-address')).status).toBe(200);
    await rename(a.id, 'second-address');
    await rename(a.id, 'third-address');
    for (const old of ['first-address', 'second-address']) {
      const res = await get(`/blog/${old}`);
      expect(res.status, old).toBe(308);
      expect(res.headers.get('location')).toBe('/blog/third-address');
      expect(res.headers.get('cache-control')).not.toMatch(/max-age=[1-9]|immutable/);
    }
    const page = await get('/blog/third-address');
    expect(page.status).toBe(200);
    expect(canonicalOf(page.html)).toBe(`${SITE}/blog/third-address`);
    expect(metaOf(page.html, 'og:url')).toBe(`${SITE}/blog/third-address`);
    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${SITE}/blog/third-address<`);
    expect(sitemap).not.toContain('/blog/first-address<');

    const address = await app.gql<{ articleAddress: { state: string; slug: string } }>(
      '{ articleAddress(slug: "first-address") { state slug } }',
    );
    expect(address.data?.articleAddress).toEqual({ state: 'MOVED', slug: 'third-address' });
  });

  it('going back to an old slug makes no loop; another article may take a former slug over', async () => {
    const a = await create({ slug: 'loop-one' });
    await rename(a.id, 'loop-two');
    await rename(a.id, 'loop-one');
    expect((await get('/blog/loop-one')).status).toBe(200);
    expect((await get('/blog/loop-two')).headers.get('location')).toBe('/blog/loop-one');

    const b = await create({ slug: 'loop-two' });
    const taken = await get('/blog/loop-two');
    expect(taken.status).toBe(200);
    expect(titleOf(taken.html)).toContain(`Address test ${n}`);
    // The slug is the other article's now, so it is no longer a former address of the first.
    await rename(b.id, 'loop-three');
    expect((await get('/blog/loop-two')).headers.get('location')).toBe('/blog/loop-three');
  });

  it("a clash with another article's current slug is a 409 naming the slug, on both doors", async () => {
    await create({ slug: 'clash-held' });
    const b = await create({ slug: 'clash-other' });
    const res = await update(b.id, { slug: 'clash-held' });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ slug: ARTICLE_MESSAGES.slugTaken });
    const rest = await app.rest('PUT', '/api/article', { _id: b.id, slug: 'clash-held' }, token);
    expect(rest.status).toBe(409);
  });

  it('a hidden article and a draft renamed while hidden answer 404, as hidden pages do', async () => {
    const a = await create({ slug: 'hidden-before' });
    await rename(a.id, 'hidden-after');
    await setVisible(a.id, false);
    expect((await get('/blog/hidden-before')).status).toBe(404);
    expect((await get('/blog/hidden-after')).status).toBe(404);
    await setVisible(a.id, true);
    expect((await get('/blog/hidden-before')).status).toBe(308);

    const draft = await create({ slug: 'draft-before', visibility: false });
    await rename(draft.id, 'draft-after');
    await setVisible(draft.id, true);
    expect((await get('/blog/draft-before')).status).toBe(404);
  });
});

describe('a deleted published page is gone', () => {
  it('answers 410 with a page a person can read, in the frame, never kept as a 200', async () => {
    const a = await create({ slug: 'to-be-gone' });
    await rename(a.id, 'to-be-gone-now');
    expect((await get('/blog/to-be-gone-now')).status).toBe(200);
    await remove(a.id);
    for (const path of ['/blog/to-be-gone-now', '/blog/to-be-gone', '/blog/to-be-gone-now']) {
      const res = await get(path);
      expect(res.status, path).toBe(410);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.html).toContain('This article has been removed');
      expect(res.html).toContain('<header');
      expect(res.html).toContain('<footer');
      expect(canonicalOf(res.html)).toBeUndefined();
    }
    const address = await app.gql<{ articleAddress: { state: string; slug: string | null } }>(
      '{ articleAddress(slug: "to-be-gone") { state slug } }',
    );
    expect(address.data?.articleAddress).toEqual({ state: 'GONE', slug: null });
  });

  it('a deleted draft stays a 404, and a new article at a gone address brings it back', async () => {
    const draft = await create({ slug: 'gone-draft', visibility: false });
    await remove(draft.id);
    expect((await get('/blog/gone-draft')).status).toBe(404);

    const a = await create({ slug: 'gone-reused' });
    await remove(a.id);
    expect((await get('/blog/gone-reused')).status).toBe(410);
    await create({ slug: 'gone-reused' });
    expect((await get('/blog/gone-reused')).status).toBe(200);
  });

  it('unknown slugs stay 404', async () => {
    expect((await get('/blog/never-was-here')).status).toBe(404);
    const res = await app.gql<{ articleAddress: unknown }>(
      '{ articleAddress(slug: "never-was-here") { state } }',
    );
    expect(res.data?.articleAddress).toBeNull();
  });
});

describe('search and sharing per article', () => {
  it('the head uses the meta title and description when set, else the title and description', async () => {
    const plain = await create({ title: 'Plain head title' });
    const html = (await get(`/blog/${plain.slug}`)).html;
    expect(titleOf(html)).toMatch(/^Plain head title \| Blog \| /);
    expect(metaOf(html, 'description')).toBe('The description.');

    const image = await uploadImage();
    const meta = await create({
      title: 'Meta head title',
      metaTitle: 'A shorter search title',
      metaDescription: 'What search results say.',
      shareImageUrl: image,
    });
    const page = (await get(`/blog/${meta.slug}`)).html;
    expect(titleOf(page)).toBe('A shorter search title');
    expect(metaOf(page, 'og:title')).toBe('A shorter search title');
    expect(metaOf(page, 'description')).toBe('What search results say.');
    expect(metaOf(page, 'og:description')).toBe('What search results say.');
    expect(metaOf(page, 'og:image')).toBe(image);

    // Cleared ('' or null), the defaults come back; the new page is not the kept one.
    const res = await update(meta.id, { metaTitle: '', metaDescription: null, shareImageUrl: null });
    expect(res.errors).toBeUndefined();
    const after = (await get(`/blog/${meta.slug}`)).html;
    expect(titleOf(after)).toMatch(/^Meta head title \| Blog \| /);
    expect(metaOf(after, 'og:image')).not.toBe(image);
  });

  it('a cover needs its alt text, which the page and the card use', async () => {
    const cover = await uploadImage();
    const missing = await app.gql(
      'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
      {
        input: {
          title: 'No alt',
          description: 'd',
          content: '<p>b</p>',
          category: 'DESIGN',
          coverUrl: cover,
        },
      },
      token,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ coverAlt: ARTICLE_MESSAGES.coverAlt });
    const rest = await app.rest(
      'POST',
      '/api/article/create',
      { title: 'No alt', description: 'd', content: '<p>b</p>', category: 'DESIGN', coverUrl: cover },
      token,
    );
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ coverAlt: ARTICLE_MESSAGES.coverAlt });

    const a = await create({ coverUrl: cover, coverAlt: 'Two hands on a keyboard' });
    const html = (await get(`/blog/${a.slug}`)).html;
    expect(html).toMatch(/<img[^>]*alt="Two hands on a keyboard"/);
    // Removing the text while the cover stays is refused; removing both is fine.
    const cleared = await update(a.id, { coverAlt: '' });
    expect(cleared.errors?.[0]?.extensions?.fields).toEqual({ coverAlt: ARTICLE_MESSAGES.coverAlt });
    expect((await update(a.id, { coverAlt: null, coverUrl: null })).errors).toBeUndefined();
  });

  it('refuses a meta title or description past its hard limit with 400 naming the field', async () => {
    const a = await create();
    const long = await update(a.id, { metaTitle: 'x'.repeat(71) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.fields).toEqual({ metaTitle: ARTICLE_MESSAGES.metaTitle });
    const rest = await app.rest(
      'PUT',
      '/api/article',
      { _id: a.id, metaDescription: 'y'.repeat(201) },
      token,
    );
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ metaDescription: ARTICLE_MESSAGES.metaDescription });
    const image = await app.rest(
      'PUT',
      '/api/article',
      { _id: a.id, shareImageUrl: 'https://evil.test/x.png' },
      token,
    );
    expect(image.status).toBe(400);
    expect(image.body.fields).toEqual({ shareImageUrl: ARTICLE_MESSAGES.shareImageUrl });
    // 70 characters are allowed, and the REST answer carries the new fields.
    const ok = await app.rest('PUT', '/api/article', { _id: a.id, metaTitle: 'z'.repeat(70) }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      metaTitle: 'z'.repeat(70),
      metaDescription: null,
      coverAlt: null,
      shareImageUrl: null,
    });
  });

  it('an old REST client that sends none of the new fields works as before', async () => {
    const res = await app.rest(
      'POST',
      '/api/article/create',
      { title: 'Legacy client', description: 'd', content: '<p>b</p>', category: 'DESIGN', visibility: true },
      token,
    );
    expect(res.status).toBe(201);
    const put = await app.rest('PUT', '/api/article', { _id: res.body._id, title: 'Legacy client 2' }, token);
    expect(put.status).toBe(200);
  });
});
