import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@agency/schema/forms';
import { loadConfig } from '../src/env.ts';
import { SAMPLE_FILES, startTestApp, type TestApp } from './harness.ts';

const MAX = 5_242_880;
const UPLOAD_MUTATION = 'mutation Upload($file: File!) { uploadFile(file: $file) { url name } }';

/** A PDF of exactly `size` bytes: a real header and trailer around a comment line of padding. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x61), tail]);
}

const blob = (bytes: Buffer, type = 'application/octet-stream') =>
  new Blob([new Uint8Array(bytes)], { type });

let app: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  const defaults = loadConfig({}).rateLimits;
  // Many uploads come from the one test IP: lift the per-IP upload budget for this file.
  app = await startTestApp({
    rateLimits: { ...defaults, uploadPerIp: { points: 1000, durationSeconds: 600 } },
  });
  uploadsDir = path.join(app.dataDir, 'uploads');
});
afterAll(async () => app?.stop());

/** Every file under uploads/ and uploads/incoming/. */
function storedFiles(): string[] {
  const top = fs.readdirSync(uploadsDir).filter((f) => f !== 'incoming');
  const incoming = fs.readdirSync(path.join(uploadsDir, 'incoming')).map((f) => `incoming/${f}`);
  return [...top, ...incoming].sort();
}

function restUpload(bytes: Buffer, name: string, headers: Record<string, string> = {}, field = 'file') {
  const form = new FormData();
  form.set(field, blob(bytes), name);
  return app.rest('POST', '/api/upload-file', form, undefined, headers);
}

const gqlUpload = (
  bytes: Buffer,
  name: string,
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
  query = UPLOAD_MUTATION,
) => app.gqlUpload(query, blob(bytes), name, undefined, headers);

const idOf = (url: string) => url.split('/').pop()!;

async function submitContactWith(url: string, name: string) {
  return app.rest('POST', '/api/send-form', {
    name: 'Ada Lovelace',
    email: `ada-${Math.random().toString(36).slice(2)}@example.com`,
    country: 'Ukraine',
    interest: 'Outsource',
    message: 'Please see the attached brief.',
    attachmentUrl: url,
    attachmentName: name,
  });
}

async function submitApplicationWith(url: string, name: string) {
  return app.rest('POST', '/api/send-vacancy-form', {
    name: 'Grace Hopper',
    email: `grace-${Math.random().toString(36).slice(2)}@example.com`,
    country: 'Germany',
    position: 'QA Engineer',
    message: 'My CV is attached.',
    attachmentUrl: url,
    attachmentName: name,
  });
}

describe('POST /api/upload-file', () => {
  it('stores a real small PDF and answers url and name', async () => {
    const bytes = SAMPLE_FILES.pdf();
    const res = await restUpload(bytes, 'Brief.pdf');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^http:\/\/site\.test\/api\/files\/[A-Za-z0-9_-]{16,64}$/),
      name: 'Brief.pdf',
    });
    const id = idOf(res.body.url);
    const row = await app.db.upload.findUnique({ where: { id } });
    expect(row).toMatchObject({
      kind: 'ATTACHMENT',
      originalName: 'Brief.pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      claimedAt: null,
    });
    // Stored under the generated id, outside any public folder, with the same bytes.
    expect(fs.readFileSync(path.join(uploadsDir, id))).toEqual(bytes);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const res = await restUpload(SAMPLE_FILES.pdf(), 'C:\\Users\\ada\\cv.PDF');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('cv.PDF');
  });

  it('refuses text content behind a .pdf name with 415 and the type message', async () => {
    const before = storedFiles();
    const res = await restUpload(SAMPLE_FILES.text(), 'fake.pdf');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.fileType });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a .txt name with 415, even with PDF content', async () => {
    const before = storedFiles();
    const res = await restUpload(SAMPLE_FILES.pdf(), 'notes.txt');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.fileType });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses 5242881 bytes with 413 and the exact size message, leaving no file behind', async () => {
    const before = storedFiles();
    const uploadsBefore = await app.db.upload.count();
    const res = await restUpload(pdfOfSize(MAX + 1), 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('*The attached file must be no larger than 5 MB.');
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toEqual(before);
    expect(fs.readdirSync(path.join(uploadsDir, 'incoming'))).toEqual([]);
    expect(await app.db.upload.count()).toBe(uploadsBefore);
  });

  it('accepts exactly 5242880 bytes of PDF', async () => {
    const bytes = pdfOfSize(MAX);
    expect(bytes.length).toBe(MAX);
    const res = await restUpload(bytes, 'exact.pdf');
    expect(res.status).toBe(200);
    const row = await app.db.upload.findUnique({ where: { id: idOf(res.body.url) } });
    expect(row?.size).toBe(MAX);
    expect(fs.statSync(path.join(uploadsDir, idOf(res.body.url))).size).toBe(MAX);
  });

  it('refuses a part under another field name and a non-multipart body', async () => {
    const wrongField = await restUpload(SAMPLE_FILES.pdf(), 'cv.pdf', {}, 'attachment');
    expect(wrongField.status).toBe(400);
    const json = await app.rest('POST', '/api/upload-file', { file: 'cv.pdf' });
    expect(json.status).toBe(400);
  });

  it('refuses a multipart upload from a foreign Origin with 403', async () => {
    const before = storedFiles();
    const res = await restUpload(SAMPLE_FILES.pdf(), 'cv.pdf', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(storedFiles()).toEqual(before);
    // The site's own origin is fine.
    const own = await restUpload(SAMPLE_FILES.pdf(), 'cv.pdf', { origin: 'http://site.test' });
    expect(own.status).toBe(200);
  });
});

describe('GraphQL uploadFile (multipart request)', () => {
  it('stores a PDF and answers url and name', async () => {
    const bytes = SAMPLE_FILES.pdf();
    const res = await gqlUpload(bytes, 'Brief.pdf');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadFile).toEqual({
      url: expect.stringMatching(/^http:\/\/site\.test\/api\/files\/[A-Za-z0-9_-]{16,64}$/),
      name: 'Brief.pdf',
    });
    const id = idOf(res.body.data.uploadFile.url);
    expect(await app.db.upload.findUnique({ where: { id } })).toMatchObject({
      mimeType: 'application/pdf',
      size: bytes.length,
    });
    expect(fs.readFileSync(path.join(uploadsDir, id))).toEqual(bytes);
  });

  it('accepts exactly 5242880 bytes', async () => {
    const res = await gqlUpload(pdfOfSize(MAX), 'exact.pdf');
    expect(res.body.errors).toBeUndefined();
    const row = await app.db.upload.findUnique({ where: { id: idOf(res.body.data.uploadFile.url) } });
    expect(row?.size).toBe(MAX);
  });

  it('refuses text content behind a .pdf name with UNSUPPORTED_MEDIA_TYPE', async () => {
    const before = storedFiles();
    const res = await gqlUpload(SAMPLE_FILES.text(), 'fake.pdf');
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({
      message: MESSAGES.fileType,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a .txt name with UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await gqlUpload(SAMPLE_FILES.pdf(), 'notes.txt');
    expect(res.body.errors[0]).toMatchObject({
      message: MESSAGES.fileType,
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('refuses 5242881 bytes with HTTP 413, PAYLOAD_TOO_LARGE and the size message', async () => {
    const before = storedFiles();
    const uploadsBefore = await app.db.upload.count();
    const res = await gqlUpload(pdfOfSize(MAX + 1), 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].message).toBe('*The attached file must be no larger than 5 MB.');
    expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(storedFiles()).toEqual(before);
    expect(await app.db.upload.count()).toBe(uploadsBefore);
  });

  it('refuses a multipart request without the preflight header (CSRF prevention)', async () => {
    const uploadsBefore = await app.db.upload.count();
    const res = await gqlUpload(SAMPLE_FILES.pdf(), 'cv.pdf', {});
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/CSRF/);
    expect(await app.db.upload.count()).toBe(uploadsBefore);
  });

  it('accepts the x-graphql-yoga-csrf header as the preflight header too', async () => {
    const res = await gqlUpload(SAMPLE_FILES.pdf(), 'cv.pdf', { 'x-graphql-yoga-csrf': '1' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadFile.name).toBe('cv.pdf');
  });

  it("answers a non-file value for $file as the caller's mistake, not a server error", async () => {
    const res = await app.rest('POST', '/graphql', { query: UPLOAD_MUTATION, variables: { file: 'cv.pdf' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(/File/);
  });
});

describe('GraphQL uploadCoverImage', () => {
  const COVER_MUTATION = 'mutation($file: File!) { uploadCoverImage(file: $file) { url name } }';

  it('stores a PNG cover for article staff, served publicly inline', async () => {
    const copywriter = await app.staff(['COPYWRITER']);
    const bytes = SAMPLE_FILES.png();
    const res = await gqlUpload(
      bytes,
      'cover.png',
      { 'apollo-require-preflight': 'true', authorization: `Bearer ${copywriter.token}` },
      COVER_MUTATION,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadCoverImage.url).toMatch(
      /^http:\/\/site\.test\/api\/images\/[A-Za-z0-9_-]{16,64}$/,
    );
    const image = await fetch(`${app.baseUrl}/api/images/${idOf(res.body.data.uploadCoverImage.url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(bytes);
  });

  it('refuses visitors and staff without the article role, storing nothing', async () => {
    const uploadsBefore = await app.db.upload.count();
    const anonymous = await gqlUpload(
      SAMPLE_FILES.png(),
      'cover.png',
      { 'apollo-require-preflight': 'true' },
      COVER_MUTATION,
    );
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const hr = await app.staff(['HR']);
    const asHr = await gqlUpload(
      SAMPLE_FILES.png(),
      'cover.png',
      { 'apollo-require-preflight': 'true', authorization: `Bearer ${hr.token}` },
      COVER_MUTATION,
    );
    expect(asHr.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await app.db.upload.count()).toBe(uploadsBefore);
  });
});

describe('GET /api/files/:id', () => {
  it('lets only staff who may read the contact request download its attachment', async () => {
    const bytes = pdfOfSize(4096);
    const up = await restUpload(bytes, 'Project brief.pdf');
    expect((await submitContactWith(up.body.url, up.body.name)).status).toBe(201);
    const url = `/api/files/${idOf(up.body.url)}`;

    const anonymous = await app.rest('GET', url);
    expect(anonymous.status).toBe(401);
    const hr = await app.staff(['HR']);
    expect((await app.rest('GET', url, undefined, hr.token)).status).toBe(403);
    const copywriter = await app.staff(['COPYWRITER']);
    expect((await app.rest('GET', url, undefined, copywriter.token)).status).toBe(403);

    const admin = await app.staff(['ADMIN']);
    const res = await fetch(`${app.baseUrl}${url}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Project%20brief.pdf");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('lets HR download the CV of a job application', async () => {
    const bytes = pdfOfSize(2048);
    const up = await restUpload(bytes, 'cv.pdf');
    expect((await submitApplicationWith(up.body.url, up.body.name)).status).toBe(201);
    const hr = await app.staff(['HR']);
    const res = await fetch(`${app.baseUrl}/api/files/${idOf(up.body.url)}`, {
      headers: { authorization: `Bearer ${hr.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    const copywriter = await app.staff(['COPYWRITER']);
    expect(
      (await app.rest('GET', `/api/files/${idOf(up.body.url)}`, undefined, copywriter.token)).status,
    ).toBe(403);
  });

  it('answers 404 for an unknown id, also to an admin', async () => {
    const admin = await app.staff(['ADMIN']);
    expect(
      (await app.rest('GET', '/api/files/AAAAAAAAAAAAAAAAAAAAAAAA', undefined, admin.token)).status,
    ).toBe(404);
  });
});

describe('sweepUnclaimed', () => {
  it('removes uploads nobody claimed within 24 hours and their files, keeping claimed ones', async () => {
    const unclaimed = await restUpload(SAMPLE_FILES.pdf(), 'forgotten.pdf');
    const claimed = await restUpload(SAMPLE_FILES.pdf(), 'kept.pdf');
    expect((await submitContactWith(claimed.body.url, claimed.body.name)).status).toBe(201);
    const unclaimedId = idOf(unclaimed.body.url);
    const claimedId = idOf(claimed.body.url);

    // Not yet 24 hours old: nothing of these goes.
    await app.services.uploads.sweepUnclaimed(new Date(Date.now() + 23 * 3600e3));
    expect(await app.db.upload.findUnique({ where: { id: unclaimedId } })).not.toBeNull();
    expect(fs.existsSync(path.join(uploadsDir, unclaimedId))).toBe(true);

    const removed = await app.services.uploads.sweepUnclaimed(new Date(Date.now() + 25 * 3600e3));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await app.db.upload.findUnique({ where: { id: unclaimedId } })).toBeNull();
    expect(fs.existsSync(path.join(uploadsDir, unclaimedId))).toBe(false);

    expect(await app.db.upload.findUnique({ where: { id: claimedId } })).not.toBeNull();
    expect(fs.existsSync(path.join(uploadsDir, claimedId))).toBe(true);
    expect(await app.db.upload.count({ where: { claimedAt: null } })).toBe(0);
  });
});
