/**
 * An article's cover is public while an article shows it, and gone (404, file and row deleted)
 * once none does: after the article is deleted or its cover replaced or removed. A cover two
 * articles share stays until the last one lets go.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, SAMPLE_FILES, startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  token = (await app.staff(['COPYWRITER'])).token;
});
afterAll(async () => app?.stop());

async function uploadCover(): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(SAMPLE_FILES.png())], { type: 'image/png' }), 'cover.png');
  const res = await app.rest('POST', '/api/images', form, token);
  expect(res.status).toBe(200);
  return res.body.url as string;
}

/** The status of the cover's public URL, asked of the server (the host of the URL is SITE_URL). */
const coverStatus = async (url: string) => (await fetch(`${app.baseUrl}${new URL(url).pathname}`)).status;
const coverFile = (url: string) => path.join(app.dataDir, 'uploads', url.split('/').pop()!);

let n = 0;
async function createArticle(coverUrl: string | null): Promise<string> {
  const res = await app.rest(
    'POST',
    '/api/article/create',
    {
      title: `Cover test ${++n}`,
      description: 'd',
      content: '<p>Body</p>',
      category: 'DESIGN',
      coverUrl,
      coverAlt: coverUrl ? 'A test cover' : undefined,
    },
    token,
  );
  expect(res.status).toBe(201);
  return res.body._id as string;
}

describe('covers nobody shows any more are removed', () => {
  it('deleting the article (REST) deletes its cover: the URL answers 404 and the file is gone', async () => {
    const cover = await uploadCover();
    const id = await createArticle(cover);
    expect(await coverStatus(cover)).toBe(200);
    expect((await app.rest('DELETE', `/api/article/${id}`, undefined, token)).status).toBe(200);
    expect(await coverStatus(cover)).toBe(404);
    expect(fs.existsSync(coverFile(cover))).toBe(false);
  });

  it('deleting the article (GraphQL) deletes its cover too', async () => {
    const cover = await uploadCover();
    const id = await createArticle(cover);
    const res = await app.gql('mutation($id: ID!) { deleteArticle(id: $id) }', { id }, token);
    expect(res.errors).toBeUndefined();
    expect(await coverStatus(cover)).toBe(404);
  });

  it('replacing or removing the cover deletes the old one and keeps the new one', async () => {
    const first = await uploadCover();
    const second = await uploadCover();
    const id = await createArticle(first);
    const replaced = await app.gql(
      'mutation($id: ID!, $url: String) { updateArticle(id: $id, input: { coverUrl: $url }) { coverUrl } }',
      { id, url: second },
      token,
    );
    expect(replaced.errors).toBeUndefined();
    expect(await coverStatus(first)).toBe(404);
    expect(await coverStatus(second)).toBe(200);

    expect((await app.rest('PUT', '/api/article', { _id: id, coverUrl: null }, token)).status).toBe(200);
    expect(await coverStatus(second)).toBe(404);
  });

  it('saving an article without touching its cover keeps it', async () => {
    const cover = await uploadCover();
    const id = await createArticle(cover);
    expect(
      (await app.rest('PUT', '/api/article', { _id: id, title: 'Renamed cover test' }, token)).status,
    ).toBe(200);
    expect((await app.rest('PUT', '/api/article', { _id: id, coverUrl: cover }, token)).status).toBe(200);
    expect(await coverStatus(cover)).toBe(200);
  });

  it('a cover two articles share survives deleting one of them, and goes with the second', async () => {
    const cover = await uploadCover();
    const a = await createArticle(cover);
    const b = await createArticle(cover);
    expect((await app.rest('DELETE', `/api/article/${a}`, undefined, token)).status).toBe(200);
    expect(await coverStatus(cover)).toBe(200);
    expect(fs.existsSync(coverFile(cover))).toBe(true);
    expect((await app.rest('DELETE', `/api/article/${b}`, undefined, token)).status).toBe(200);
    expect(await coverStatus(cover)).toBe(404);
  });

  it('a cover no article took stays for the 24-hour sweep', async () => {
    const cover = await uploadCover();
    const id = await createArticle(null);
    expect((await app.rest('DELETE', `/api/article/${id}`, undefined, token)).status).toBe(200);
    expect(await coverStatus(cover)).toBe(200);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await app.services.uploads.sweepUnclaimed(later)).toBeGreaterThanOrEqual(1);
    expect(await coverStatus(cover)).toBe(404);
  });
});
