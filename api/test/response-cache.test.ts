import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Changes } from '../src/caching/changes.ts';
import { recordRead } from '../src/caching/read-tags.ts';
import { ResponseCache, type Produced } from '../src/caching/response-cache.ts';
import { builtWebDist, GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

// What visitors get from the response cache (pages, anonymous GraphQL queries, public REST lists):
// the same answer again, revalidated with 304, and never a stale one after a write, a draft, or a
// staff answer. Renders the built web app (npm test builds it first).

let app: TestApp;
let editor: string;
let hr: string;
const GQL = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

beforeAll(async () => {
  app = await startTestApp({ webDist: builtWebDist(), rateLimits: GENEROUS_RATE_LIMITS });
  editor = (await app.staff(['COPYWRITER'])).token;
  hr = (await app.staff(['HR'])).token;
});
afterAll(() => app?.stop());

let n = 0;
const unique = (what: string) => `${what} ${++n} ${Math.random().toString(36).slice(2, 8)}`;

/** GET over node:http, so the body arrives as sent (fetch would decode br and gzip on its own). */
function page(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    http
      .get(`${app.baseUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          resolve({ status: res.statusCode!, headers: h, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}
const html = async (path: string) => (await page(path)).body.toString('utf8');

async function createArticle(visibility: boolean, content = '<p>Body</p>') {
  const title = unique('Cache probe');
  const res = await app.gql<{ createArticle: { id: string; slug: string } }>(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    { input: { title, description: 'Probe', content, category: 'DESIGN', visibility } },
    editor,
  );
  expect(res.errors).toBeUndefined();
  return { title, ...res.data!.createArticle };
}

const ARTICLE_LIST = '{ articles(first: 50) { items { title } } }';
const anonymousTitles = async () => {
  const res = await app.rest('POST', '/graphql', { query: ARTICLE_LIST }, undefined, GQL);
  return (res.body.data.articles.items as { title: string }[]).map((a) => a.title);
};
const restTitles = async (token?: string) =>
  ((await app.rest('GET', '/api/article/all', undefined, token)).body.data as { title: string }[]).map(
    (a) => a.title,
  );

describe('a kept page', () => {
  it('is sent again byte for byte with a strong ETag, br and gzip computed once, and a CDN Cache-Control', async () => {
    const first = await page('/careers', { 'accept-encoding': 'br' });
    const second = await page('/careers', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);

    const gz = await page('/careers', { 'accept-encoding': 'gzip' });
    const plain = await page('/careers', { 'accept-encoding': 'identity' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = plain.body.toString('utf8');
    expect(text).toContain('<h1');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(text);
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe(text);
    // Each encoding has its own strong validator.
    expect(new Set([first, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it('answers 304 with no body when the client has it, in any encoding', async () => {
    const first = await page('/cases/joyn', { 'accept-encoding': 'gzip' });
    for (const encoding of ['gzip', 'br', 'identity']) {
      const res = await fetch(`${app.baseUrl}/cases/joyn`, {
        headers: { 'if-none-match': first.headers.get('etag')!, 'accept-encoding': encoding },
      });
      expect(res.status).toBe(304);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
      expect(res.headers.get('etag')).toBeTruthy();
      expect(res.headers.get('content-length')).toBeNull();
    }
    const stale = await fetch(`${app.baseUrl}/cases/joyn`, {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.status).toBe(200);
  });

  it('shares one entry with the same address plus tracking parameters, not with a different blog filter', async () => {
    const plain = await page('/careers');
    const tracked = await page('/careers?utm_source=linkedin&fbclid=abc');
    expect(tracked.headers.get('etag')).toBe(plain.headers.get('etag'));
    const design = await page('/blog?category=design');
    const all = await page('/blog');
    expect(design.headers.get('etag')).not.toBe(all.headers.get('etag'));
  });

  it('allows exactly the inline scripts the server wrote, by hash, and none smuggled into stored content', async () => {
    const article = await createArticle(true);
    // Written past the sanitiser, straight into the database: the CSP is the second line of defence.
    await app.db.article.update({
      where: { id: article.id },
      data: { content: '<p>Hi</p><script>window.smuggled = 1</script>' },
    });
    app.changes.publish([`article:${article.slug}`]);
    const res = await page(`/blog/${article.slug}`);
    const text = res.body.toString('utf8');
    expect(text).toContain('window.smuggled = 1');
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s))).toBe(true);
    expect(csp).not.toContain('nonce-');
    expect(text).not.toMatch(/ nonce="/);
    const hashOf = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
    // JSON-LD blocks are data, never run, so they need no hash (and get none): left out here.
    const inline = [
      ...text.matchAll(
        /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((m) => m[1]!);
    const data = [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(data.length).toBeGreaterThan(0);
    for (const [, block] of data) expect(scriptSrc).not.toContain(hashOf(block!));
    const allowed = inline.filter((s) => scriptSrc.includes(hashOf(s)));
    expect(allowed.length).toBeGreaterThan(0);
    expect(inline.filter((s) => !scriptSrc.includes(hashOf(s)))).toEqual(['window.smuggled = 1']);
  });

  it('is never kept for the staff area', async () => {
    const first = await page('/admin-panel/login');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('etag')).toBeNull();
  });
});

describe('a write', () => {
  it('shows on the next request to every page and answer that shows it; a draft never does', async () => {
    // Fill the caches first.
    await Promise.all([html('/blog'), anonymousTitles(), restTitles()]);
    const draft = await createArticle(false);
    expect(await html('/blog')).not.toContain(draft.title);
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);
    expect(await anonymousTitles()).not.toContain(draft.title);
    expect(await restTitles()).not.toContain(draft.title);
    // Staff see the draft (their answers are never kept nor served from what visitors get)...
    expect(await restTitles(editor)).toContain(draft.title);
    // ...and that leaves the visitors' answers as they were.
    expect(await restTitles()).not.toContain(draft.title);

    const published = await app.gql(
      'mutation($id: ID!) { setArticleVisibility(id: $id, visibility: true) { id } }',
      { id: draft.id },
      editor,
    );
    expect(published.errors).toBeUndefined();
    expect(await html('/blog')).toContain(draft.title);
    expect(await html(`/blog/${draft.slug}`)).toContain(draft.title);
    expect(await anonymousTitles()).toContain(draft.title);
    expect(await restTitles()).toContain(draft.title);

    await app.gql('mutation($id: ID!) { deleteArticle(id: $id) }', { id: draft.id }, editor);
    expect(await html('/blog')).not.toContain(draft.title);
    // Deleted while published: its kept page goes, and the address answers 410 (decision 044).
    expect((await page(`/blog/${draft.slug}`)).status).toBe(410);
    expect(await anonymousTitles()).not.toContain(draft.title);
  });

  it('to a vacancy changes /careers and the public vacancy list at once, and leaves a case page kept', async () => {
    const caseBefore = await page('/cases/joyn');
    await html('/careers');
    const name = unique('Cache vacancy');
    const created = await app.gql<{ createVacancy: { id: string } }>(
      'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id } }',
      {
        input: {
          name,
          languageLvl: 'B2',
          city: 'Remote',
          country: 'UA',
          experience: '1 year',
          content: '<p>Job</p>',
          visibility: true,
        },
      },
      hr,
    );
    expect(created.errors).toBeUndefined();
    expect(await html('/careers')).toContain(name);
    expect(JSON.stringify((await app.rest('GET', '/api/vacancy')).body)).toContain(name);

    await app.gql(
      'mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }',
      { id: created.data!.createVacancy.id },
      hr,
    );
    expect(await html('/careers')).not.toContain(name);
    expect(JSON.stringify((await app.rest('GET', '/api/vacancy')).body)).not.toContain(name);
    // A page that shows no vacancy kept its entry (same bytes, same ETag).
    expect((await page('/cases/joyn')).headers.get('etag')).toBe(caseBefore.headers.get('etag'));
  });
});

describe('GraphQL answers', () => {
  it('a kept anonymous query over GET answers with an ETag and a CDN Cache-Control; staff answers are never kept', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ categories { name quantity } }')}`;
    const one = await app.rest('GET', url, undefined, undefined, { 'apollo-require-preflight': 'true' });
    const two = await app.rest('GET', url, undefined, undefined, { 'apollo-require-preflight': 'true' });
    expect(one.status).toBe(200);
    expect(two.headers.get('etag')).toBe(one.headers.get('etag'));
    expect(one.headers.get('cache-control')).toMatch(/s-maxage=/);

    const staff = await app.rest('GET', url, undefined, editor, { 'apollo-require-preflight': 'true' });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('etag')).toBeNull();
    expect(staff.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
  });

  it('a mutation is never shared: two identical submissions are two leads', async () => {
    const before = await app.db.contactRequest.count();
    const body = {
      query: 'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }',
      variables: {
        input: {
          name: 'Twice',
          email: 'twice@example.com',
          country: 'Ukraine',
          interest: 'Dedicated Development Team',
          message: 'Same words, two people.',
        },
      },
    };
    const [a, b] = await Promise.all([
      app.rest('POST', '/graphql', body),
      app.rest('POST', '/graphql', body),
    ]);
    expect(a.body.data.submitContactRequest.id).not.toBe(b.body.data.submitContactRequest.id);
    expect(await app.db.contactRequest.count()).toBe(before + 2);
  });

  it('an answer with errors is not kept', async () => {
    const query = { query: '{ article(slug: "") { id } }' };
    const one = await app.rest('POST', '/graphql', query, undefined, GQL);
    expect(one.body.errors).toBeDefined();
    expect(one.headers.get('etag')).toBeNull();
  });
});

describe('the response cache itself', () => {
  const produced = (text: string): Produced => ({
    status: 200,
    headers: { 'content-type': 'text/plain' },
    body: Buffer.from(text),
    cacheable: true,
  });
  const make = (changes: Changes) =>
    new ResponseCache({ enabled: true, maxBytes: 1 << 20, ttlMs: 60_000, cacheControl: 'public', changes });

  it('does not keep an answer whose data changed while it was being made', async () => {
    const changes = new Changes();
    const cache = make(changes);
    await cache.answer('k', async () => {
      recordRead('articles');
      changes.publish(['articles']);
      return produced('old');
    });
    expect(cache.peek('k')).toBeUndefined();
    await cache.answer('k', async () => (recordRead('articles'), produced('new')));
    expect(cache.peek('k')?.identity.toString()).toBe('new');
  });

  it('runs one maker for concurrent misses, and drops only entries whose tags changed', async () => {
    const changes = new Changes();
    const cache = make(changes);
    let runs = 0;
    const maker = (tag: string) => async () => {
      runs++;
      recordRead(tag);
      await new Promise((r) => setTimeout(r, 20));
      return produced(tag);
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.answer('a', maker('articles'))));
    await cache.answer('v', maker('vacancies'));
    expect(runs).toBe(2);
    changes.publish(['vacancies']);
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('v')).toBeUndefined();
  });

  it('does not hand a request that came after a write the answer begun before it', async () => {
    const changes = new Changes();
    const cache = make(changes);
    let data = 'before';
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    // A render that read the data before the write and is still running when the write lands.
    const first = cache.answer('careers', async () => {
      recordRead('vacancies');
      const seen = data;
      await slow;
      return produced(seen);
    });
    data = 'after';
    changes.publish(['vacancies']);
    const second = cache.answer('careers', async () => (recordRead('vacancies'), produced(data)));
    release();
    const body = (answer: Awaited<typeof first>) =>
      ('identity' in answer ? answer.identity : answer.body).toString();
    expect(body(await first)).toBe('before');
    expect(body(await second)).toBe('after');
    expect(cache.peek('careers')?.identity.toString()).toBe('after');
  });
});
