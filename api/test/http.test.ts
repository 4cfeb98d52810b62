import http from 'node:http';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../src/graphql/yoga.ts';
import { MAX_FILE_BYTES, MESSAGES } from '@agency/schema/forms';
import { AppError } from '../src/errors.ts';
import { startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ corsOrigins: ['https://agency.example'] });
});
afterAll(async () => app?.stop());

describe('HTTP protections', () => {
  it('sends security headers', async () => {
    const res = await app.rest('GET', '/api/vacancy');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://agency.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://agency.example');
    const foreign = await fetch(`${app.baseUrl}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves GraphiQL to browsers from this server, with no CDN', async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    // GraphiQL is one page of inline script and style: the site's strict policy would leave it blank.
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('GraphQL over GET', () => {
  const get = (params: Record<string, string>) =>
    fetch(`${app.baseUrl}/graphql?${new URLSearchParams(params)}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });

  it.each(['variables', 'extensions'])('answers %s that are not JSON with 400 naming them', async (name) => {
    const res = await get({ query: '{ __typename }', [name]: '{' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.message).toBe(`The "${name}" parameter is not valid JSON.`);
    expect(body.errors[0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [name]: expect.any(String) },
    });
  });

  it('still answers a GET whose variables are JSON', async () => {
    const res = await get({
      query: 'query($n: Int) { articles(first: $n) { total } }',
      variables: '{"n":1}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      articles: { total: expect.any(Number) },
    });
  });
});

describe('GraphQL limits', () => {
  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: categories { name }`).join(' ');
    const res = await app.gql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses huge documents', async () => {
    const fields = Array.from({ length: 2500 }, () => 'name').join(' ');
    const res = await app.gql(`{ categories { ${fields} } }`);
    expect(res.errors?.[0]?.message).toMatch(/token/i);
  });

  it('does not suggest field names to strangers', async () => {
    const res = await app.gql('{ categorie { name } }');
    expect(res.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('error formatting', () => {
  it('keeps expected errors readable with their code and fields', () => {
    const err = formatError(
      new GraphQLError('wrapped', {
        originalError: new AppError('BAD_USER_INPUT', 'Fix it', { fields: { name: 'x' } }),
      }),
    );
    expect(err.message).toBe('Fix it');
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'x' } });
  });

  it('masks unexpected errors', () => {
    const err = formatError(
      new GraphQLError('boom', { originalError: new Error('database password is hunter2') }),
    );
    expect(err.message).not.toContain('hunter2');
    expect(err.extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('body limits', () => {
  it('refuses JSON bodies over 1 MB on /graphql as on REST', async () => {
    const big = JSON.stringify({ query: `{ categories { name } } # ${'x'.repeat(1_100_000)}` });
    const gql = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(gql.status).toBe(413);
    const rest = await fetch(`${app.baseUrl}/api/send-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(rest.status).toBe(413);
  });

  // Yoga's own limit is off (it re-streamed every body); the HTTP door counts the bytes instead,
  // also when no Content-Length announces them.
  const chunked = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let at = 0; at < bytes.length; at += 65_536) controller.enqueue(bytes.slice(at, at + 65_536));
        controller.close();
      },
    });

  it.each(['application/json', 'application/graphql'])(
    'refuses a chunked %s body over 1 MB on /graphql with 413',
    async (type) => {
      const query = `{ categories { name } } # ${'x'.repeat(1_100_000)}`;
      const res = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, 'apollo-require-preflight': 'true' },
        body: chunked(type === 'application/json' ? JSON.stringify({ query }) : query),
        duplex: 'half',
      } as RequestInit);
      expect(res.headers.get('content-length')).not.toBeNull();
      expect(res.status).toBe(413);
      expect((await res.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    },
  );

  it('reads a chunked body under the limit, of any type Yoga takes', async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/graphql', 'apollo-require-preflight': 'true' },
      body: chunked(`{ categories { name } } # ${'x'.repeat(200_000)}`),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect((await res.json()).data.categories.length).toBeGreaterThan(0);
  });

  it('refuses a multipart body announced larger than one file and its fields, with the size message', async () => {
    // The answer comes before the body: only its first bytes are sent.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(MAX_FILE_BYTES + 2_000_000),
          'apollo-require-preflight': 'true',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    const body = JSON.parse(answer.text);
    expect(body.errors[0].message).toBe(MESSAGES.fileSize);
    expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap built from SITE_URL and keeps them out of the admin area', async () => {
    const res = await fetch(`${app.baseUrl}/robots.txt`);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin-panel/');
    expect(text).toContain('Sitemap: http://site.test/sitemap.xml');
  });

  it('lists the public pages and the visible articles, not drafts', async () => {
    const xml = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>http://site.test/careers</loc>');
    // Every case page and the case privacy policy, from the shared page list.
    expect(xml.match(/<loc>http:\/\/site\.test\/cases\/[a-z-]+<\/loc>/g)).toHaveLength(11);
    expect(xml).toContain('<loc>http://site.test/cases/aqua-pal/privacy-policy</loc>');
    expect(xml).toContain('<loc>http://site.test/services/ddt</loc>');
    const articles = await app.db.article.findMany();
    for (const a of articles) {
      expect(xml.includes(`/blog/${a.slug}<`)).toBe(a.visibility);
    }
  });
});
