/**
 * Pictures in articles' text and the media library (decision 048): uploads checked like covers
 * (type by content, size, decoded pixels), where each picture is used, the focal point, the
 * responsive variants, and the cleanup that respects every reference and the grace period.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, SAMPLE_FILES, startTestApp, type GqlResult, type TestApp } from './harness.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS, mediaGraceDays: 7 });
  token = (await app.staff(['COPYWRITER'])).token;
});
afterAll(async () => app?.stop());

const UPLOAD = 'mutation($file: File!) { uploadArticleImage(file: $file) { id url name width height kind } }';
const DAY = 24 * 60 * 60 * 1000;

const photo = (width = 1500, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

async function upload(bytes: Buffer, name = 'photo.jpg', as = token) {
  return app.gqlUpload(UPLOAD, new Blob([new Uint8Array(bytes)]), name, as);
}

async function uploadOk(bytes?: Buffer, name?: string) {
  const res = await upload(bytes ?? (await photo()), name);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.uploadArticleImage as { id: string; url: string; width: number; height: number };
}

const figure = (p: { url: string; width: number; height: number }, alt: string, caption = '') =>
  `<figure><img src="${p.url}" alt="${alt}" width="${p.width}" height="${p.height}">${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;

let n = 0;
async function createArticle(content: string, extra: Record<string, unknown> = {}) {
  const res = await app.gql(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug content } }',
    {
      input: { title: `Media ${++n}`, description: 'd', content, category: 'DESIGN', ...extra },
    },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createArticle as { id: string; slug: string; content: string };
}

const LIBRARY = `query($search: String, $first: Int, $after: String) {
  mediaLibrary(search: $search, first: $first, after: $after) {
    hasMore endCursor
    items { id name kind width height focalX focalY unusedSince uses { articleId title usage alt } }
  }
}`;

describe('uploading a picture for the text', () => {
  it('keeps a JPEG with its size, serves it and its AVIF/WebP variants publicly', async () => {
    const p = await uploadOk(await photo(1500, 1000));
    expect(p).toMatchObject({ width: 1500, height: 1000, url: `/api/images/${p.id}` });
    const original = await fetch(`${app.baseUrl}${p.url}`);
    expect(original.status).toBe(200);
    for (const [variant, type, width] of [
      ['640.avif', 'image/avif', 640],
      ['960.webp', 'image/webp', 960],
      ['1920.webp', 'image/webp', 1500], // never enlarged
    ] as const) {
      const res = await fetch(`${app.baseUrl}${p.url}/${variant}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
    }
    // Kept once made: a second request reads the kept file (same bytes).
    const again = await fetch(`${app.baseUrl}${p.url}/640.avif`);
    expect(again.status).toBe(200);
    // Only the offered widths exist.
    expect((await fetch(`${app.baseUrl}${p.url}/641.webp`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${p.url}/640.gif`)).status).toBe(404);
  });

  it('refuses what is not a picture, naming the field, and keeps nothing', async () => {
    const before = await app.db.upload.count();
    const text = await upload(SAMPLE_FILES.text(), 'photo.jpg');
    expect(text.status).toBe(200);
    expect(text.body.errors[0].extensions).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: 'The picture must be a PNG, JPEG, WebP or AVIF image.' },
    });
    const pdf = await upload(SAMPLE_FILES.pdf(), 'photo.png');
    expect(pdf.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await app.db.upload.count()).toBe(before);
  });

  it('refuses a picture over 40 megapixels by its header, before decoding it', async () => {
    // 8,000 x 6,000 of one colour: a small PNG that would decode to 48 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(bomb, 'huge.png');
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: expect.stringMatching(/40 megapixels/) },
    });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(big, 'big.jpg');
    const code = res.body.errors?.[0]?.extensions?.code;
    expect(code ?? res.status).toSatisfy((c: unknown) => c === 'PAYLOAD_TOO_LARGE' || c === 413);
  });

  it('is for article staff only: 401 for visitors, 403 for other roles', async () => {
    const bytes = await photo(20, 20);
    const anonymous = await app.gqlUpload(UPLOAD, new Blob([new Uint8Array(bytes)]), 'a.jpg');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const hr = await app.staff(['HR']);
    const forbidden = await upload(bytes, 'a.jpg', hr.token);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('where pictures are used', () => {
  it('tracks pictures in the text, the cover and the social image, with their alt texts, and follows edits', async () => {
    const inline = await uploadOk(undefined, 'chart-uses.jpg');
    const coverRes = await app.gqlUpload(
      'mutation($file: File!) { uploadCoverImage(file: $file) { url } }',
      new Blob([new Uint8Array(await photo(1200, 675))]),
      'cover-uses.jpg',
      token,
    );
    const coverUrl = coverRes.body.data.uploadCoverImage.url as string;
    const article = await createArticle(`<p>Intro</p>${figure(inline, 'A rising chart', 'Sales')}`, {
      coverUrl,
      coverAlt: 'The team at work',
    });
    expect(article.content).toContain(
      `<img src="${inline.url}" alt="A rising chart" width="1500" height="1000">`,
    );

    const byName = await app.gql(LIBRARY, { search: 'chart-uses' }, token);
    expect(byName.data!.mediaLibrary.items).toHaveLength(1);
    expect(byName.data!.mediaLibrary.items[0].uses).toEqual([
      { articleId: article.id, title: expect.any(String), usage: 'INLINE', alt: 'A rising chart' },
    ]);
    // Search finds alt texts too, and covers are in the library.
    const byAlt = await app.gql(LIBRARY, { search: 'team at work' }, token);
    expect(byAlt.data!.mediaLibrary.items.map((i: { name: string }) => i.name)).toEqual(['cover-uses.jpg']);
    expect(byAlt.data!.mediaLibrary.items[0].uses[0].usage).toBe('COVER');

    // The text no longer shows it: no use, and its grace period starts.
    const updated = await app.gql(
      'mutation($id: ID!) { updateArticle(id: $id, input: { content: "<p>Only words now</p>" }) { id } }',
      { id: article.id },
      token,
    );
    expect(updated.errors).toBeUndefined();
    const after = await app.gql(LIBRARY, { search: 'chart-uses' }, token);
    expect(after.data!.mediaLibrary.items[0].uses).toEqual([]);
    expect(after.data!.mediaLibrary.items[0].unusedSince).not.toBeNull();
  });

  it('pages by cursor, newest first, without gaps or repeats', async () => {
    for (let i = 0; i < 3; i++) await uploadOk(await photo(30 + i, 30), `paging-${i}.jpg`);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res: GqlResult<any> = await app.gql(LIBRARY, { search: 'paging-', first: 2, after }, token);
      expect(res.errors).toBeUndefined();
      seen.push(...res.data!.mediaLibrary.items.map((i: { name: string }) => i.name));
      after = res.data!.mediaLibrary.hasMore ? res.data!.mediaLibrary.endCursor : null;
    } while (after);
    expect(seen).toEqual(['paging-2.jpg', 'paging-1.jpg', 'paging-0.jpg']);
    const forged = await app.gql(LIBRARY, { after: 'bm90LWEtY3Vyc29y.abc' }, token);
    expect(forged.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
  });
});

describe('the focal point', () => {
  it('is set by article staff, checked, and given to pages with the cover', async () => {
    const coverRes = await app.gqlUpload(
      'mutation($file: File!) { uploadCoverImage(file: $file) { url } }',
      new Blob([new Uint8Array(await photo(1600, 900))]),
      'focal.jpg',
      token,
    );
    const coverUrl = coverRes.body.data.uploadCoverImage.url as string;
    const id = coverUrl.split('/').pop()!;
    const article = await createArticle('<p>Focal</p>', { coverUrl, coverAlt: 'A face', visibility: true });
    const SET =
      'mutation($id: ID!, $x: Float!, $y: Float!) { setMediaFocalPoint(id: $id, x: $x, y: $y) { focalX focalY } }';
    const set = await app.gql(SET, { id, x: 0.25, y: 0.8 }, token);
    expect(set.data!.setMediaFocalPoint).toEqual({ focalX: 0.25, focalY: 0.8 });

    const page = await app.gql(
      'query($slug: String!) { article(slug: $slug) { coverImage { width height objectPosition avifSrcSet } } }',
      { slug: article.slug },
    );
    expect(page.data!.article.coverImage).toMatchObject({
      width: 1600,
      height: 900,
      objectPosition: '25% 80%',
      avifSrcSet: expect.stringContaining(`/api/images/${id}/1280.avif 1280w`),
    });

    const bad = await app.gql(SET, { id, x: 1.5, y: 0.5 }, token);
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { x: expect.any(String) },
    });
    const unknown = await app.gql(SET, { id: 'no-such-picture-id-000', x: 0.5, y: 0.5 }, token);
    expect(unknown.errors![0]!.extensions).toMatchObject({
      code: 'NOT_FOUND',
      fields: { id: expect.any(String) },
    });
    const hr = await app.staff(['HR']);
    expect((await app.gql(SET, { id, x: 0.5, y: 0.5 }, hr.token)).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gql(SET, { id, x: 0.5, y: 0.5 })).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('the cleanup of unused pictures', () => {
  it('keeps used pictures and unused ones within the grace period, removes the rest with their variants', async () => {
    const used = await uploadOk(await photo(700, 400), 'cleanup-used.jpg');
    const dropped = await uploadOk(await photo(700, 400), 'cleanup-dropped.jpg');
    const never = await uploadOk(await photo(700, 400), 'cleanup-never.jpg');
    const article = await createArticle(figure(used, 'Kept') + figure(dropped, 'Dropped later'));
    await app.gql(
      'mutation($id: ID!, $c: String!) { updateArticle(id: $id, input: { content: $c }) { id } }',
      { id: article.id, c: figure(used, 'Kept') },
      token,
    );
    expect((await fetch(`${app.baseUrl}${dropped.url}/320.webp`)).status).toBe(200);

    // Within the grace period nothing goes (neither the dropped nor the never-used picture).
    const soon = new Date(Date.now() + 6 * DAY);
    await app.services.media.cleanup(soon);
    for (const p of [used, dropped, never]) expect((await fetch(`${app.baseUrl}${p.url}`)).status).toBe(200);

    // After it, the never-used one goes; the dropped one stays while the article's history (its
    // revisions and any pending draft, decision 045) still shows it, so a restore finds it.
    const later = new Date(Date.now() + 8 * DAY);
    expect(await app.services.media.cleanup(later)).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${app.baseUrl}${never.url}`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${dropped.url}`)).status).toBe(200);
    expect(await app.db.revision.count({ where: { snapshot: { contains: dropped.url } } })).toBeGreaterThan(
      0,
    );

    // Once no revision shows it (retention pruned them), it goes too: file, row and variants; the
    // used one stays, however old.
    await app.db.revision.deleteMany({ where: { recordId: article.id } });
    expect(await app.services.media.cleanup(later)).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${app.baseUrl}${dropped.url}`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${dropped.url}/320.webp`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${never.url}`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${used.url}`)).status).toBe(200);
    expect(await app.db.upload.findUnique({ where: { id: dropped.id } })).toBeNull();
  });

  it('never removes a picture an article still shows, even one its use table missed', async () => {
    const p = await uploadOk(await photo(300, 200), 'cleanup-missed.jpg');
    const article = await createArticle(figure(p, 'Still here'));
    // As if the row was written before uses were tracked.
    await app.db.articleImage.deleteMany({ where: { articleId: article.id } });
    await app.db.upload.update({
      where: { id: p.id },
      data: { unusedSince: new Date(Date.now() - 30 * DAY) },
    });
    await app.services.media.cleanup(new Date(Date.now() + 30 * DAY));
    expect((await fetch(`${app.baseUrl}${p.url}`)).status).toBe(200);
    // …and the use is recorded again.
    expect(await app.db.articleImage.count({ where: { uploadId: p.id } })).toBe(1);
  });

  it('starts the grace period when the article is deleted, and runs once across instances', async () => {
    const p = await uploadOk(await photo(300, 200), 'cleanup-deleted.jpg');
    const article = await createArticle(figure(p, 'Going'));
    expect(
      (await app.gql('mutation($id: ID!) { deleteArticle(id: $id) }', { id: article.id }, token)).errors,
    ).toBeUndefined();
    const row = await app.db.upload.findUnique({ where: { id: p.id } });
    expect(row?.unusedSince).not.toBeNull();
    // Eight days on (the job reads the clock itself)…
    await app.db.upload.update({
      where: { id: p.id },
      data: { unusedSince: new Date(Date.now() - 8 * DAY) },
    });
    // …the daily job, claimed by a single instance per period, removes it.
    const now = new Date();
    expect(await app.jobs.tick(now)).toContain('media-cleanup');
    expect(await app.jobs.tick(new Date(now.getTime() + 1000))).not.toContain('media-cleanup');
    expect((await fetch(`${app.baseUrl}${p.url}`)).status).toBe(404);
  });
});
