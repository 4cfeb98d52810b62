import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MESSAGES } from '@agency/schema/forms';
import { buildApp } from '../src/app.ts';
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

  it('stores nothing for an upload the client abandons halfway, and goes on answering', async () => {
    const uploadsBefore = await app.db.upload.count();
    const before = storedFiles();
    const boundary = 'abandoned';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="operations"',
        '',
        JSON.stringify({ query: UPLOAD_MUTATION, variables: { file: null } }),
        `--${boundary}`,
        'Content-Disposition: form-data; name="map"',
        '',
        JSON.stringify({ 0: ['variables.file'] }),
        `--${boundary}`,
        'Content-Disposition: form-data; name="0"; filename="cv.pdf"',
        'Content-Type: application/pdf',
        '',
        '',
      ].join('\r\n'),
    );
    const file = pdfOfSize(1_000_000);
    const url = new URL(`${app.baseUrl}/graphql`);
    // A megabyte announced, a tenth of it sent, then the connection dropped (a closed laptop).
    const closed = await new Promise<string>((resolve) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: '/graphql',
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + file.length + 64),
          'apollo-require-preflight': 'true',
        },
      });
      req.on('response', () => resolve('answered'));
      req.on('error', () => resolve('dropped'));
      req.write(Buffer.concat([head, file.subarray(0, 100_000)]), () => setTimeout(() => req.destroy(), 100));
    });
    expect(closed).toBe('dropped');
    // The server meets the end of the body, not a hang: the next upload is answered as usual.
    const next = await gqlUpload(SAMPLE_FILES.pdf(), 'next.pdf');
    expect(next.body.errors).toBeUndefined();
    expect(await app.db.upload.count()).toBe(uploadsBefore + 1);
    expect(storedFiles()).toEqual([...before, idOf(next.body.data.uploadFile.url)].sort());
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

/** A raw POST with a hand-written body; fails the test (instead of hanging) after `timeoutMs`. */
async function rawPost(
  url: string,
  contentType: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
  timeoutMs = 5000,
) {
  const res = await fetch(`${app.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: json };
}

const BOUNDARY = 'agencyTestBoundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
type Part = { headers: string; body: Buffer | string };
const filePart = (name: string, filename: string, body: Buffer | string): Part => ({
  headers: `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf`,
  body,
});
const fieldPart = (name: string, value: string): Part => ({
  headers: `Content-Disposition: form-data; name="${name}"`,
  body: value,
});
const multipartBody = (parts: Part[], end = `--${BOUNDARY}--\r\n`) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(`--${BOUNDARY}\r\n${p.headers}\r\n\r\n`),
      Buffer.from(p.body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(end),
  ]);
/** The GraphQL multipart request's operations and map, before its file parts. */
const gqlFields = (map: Record<string, string[]> = { 0: ['variables.file'] }, query = UPLOAD_MUTATION) => [
  fieldPart('operations', JSON.stringify({ query, variables: { file: null } })),
  fieldPart('map', JSON.stringify(map)),
];

describe('a multipart part without Content-Disposition', () => {
  // 16 to 300 KB: sizes whose last chunk used to fill the skipped part's buffer and stall busboy.
  for (const size of [16_000, 100_000, 300_000]) {
    it(`(${size / 1000} KB) is answered 400 at once by both doors, storing nothing`, async () => {
      const before = storedFiles();
      const anonymous: Part = { headers: 'Content-Type: application/pdf', body: Buffer.alloc(size, 0x61) };
      const rest = await rawPost('/api/upload-file', MULTIPART, multipartBody([anonymous]));
      expect(rest.status).toBe(400);
      expect(rest.body.fields.file).toBeTruthy();
      const gql = await rawPost(
        '/graphql',
        MULTIPART,
        multipartBody([...gqlFields({}), anonymous]),
        PREFLIGHT,
      );
      expect(gql.status).toBe(400);
      expect(storedFiles()).toEqual(before);
    });
  }
});

describe('malformed multipart bodies', () => {
  const pdf = filePart('file', 'cv.pdf', SAMPLE_FILES.pdf());
  const cases: [string, string, Buffer][] = [
    ['without a boundary', 'multipart/form-data', multipartBody([pdf])],
    ['with the wrong boundary', 'multipart/form-data; boundary=somethingElse', multipartBody([pdf])],
    ['cut short in the file', MULTIPART, multipartBody([pdf]).subarray(0, 150)],
  ];
  for (const [label, contentType, body] of cases) {
    it(`REST ${label}: 400 naming the file, nothing stored`, async () => {
      const before = storedFiles();
      const res = await rawPost('/api/upload-file', contentType, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { file: expect.any(String) } });
      expect(storedFiles()).toEqual(before);
    });
  }
  const gqlCases: [string, string, Buffer][] = [
    ['without a boundary', 'multipart/form-data', multipartBody([...gqlFields(), pdf])],
    [
      'with the wrong boundary',
      'multipart/form-data; boundary=somethingElse',
      multipartBody([...gqlFields(), pdf]),
    ],
    [
      'cut short in the file',
      MULTIPART,
      multipartBody([...gqlFields(), { ...pdf, headers: pdf.headers.replace('"file"', '"0"') }]).subarray(
        0,
        420,
      ),
    ],
  ];
  for (const [label, contentType, body] of gqlCases) {
    it(`GraphQL ${label}: 400 with the error's fields`, async () => {
      const res = await rawPost('/graphql', contentType, body, PREFLIGHT);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: expect.any(Object),
      });
    });
  }
});

describe('more or fewer file parts than one', () => {
  for (const count of [2, 10]) {
    it(`REST refuses ${count} file parts with 400 and keeps none of them`, async () => {
      const before = storedFiles();
      const uploadsBefore = await app.db.upload.count();
      const parts = Array.from({ length: count }, (_, i) =>
        filePart('file', `cv-${i}.pdf`, SAMPLE_FILES.pdf()),
      );
      const res = await rawPost('/api/upload-file', MULTIPART, multipartBody(parts));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { file: 'Send one file, in the field "file".' },
      });
      expect(storedFiles()).toEqual(before);
      expect(await app.db.upload.count()).toBe(uploadsBefore);
    });

    it(`GraphQL refuses ${count} file parts with 400`, async () => {
      const uploadsBefore = await app.db.upload.count();
      const map = Object.fromEntries(
        Array.from({ length: count }, (_, i) => [String(i), [`variables.file${i}`]]),
      );
      const parts = Array.from({ length: count }, (_, i) =>
        filePart(String(i), `cv-${i}.pdf`, SAMPLE_FILES.pdf()),
      );
      const res = await rawPost(
        '/graphql',
        MULTIPART,
        multipartBody([...gqlFields(map), ...parts]),
        PREFLIGHT,
      );
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await app.db.upload.count()).toBe(uploadsBefore);
    });
  }

  it('GraphQL refuses a map that names a part the request does not have, naming that part', async () => {
    const uploadsBefore = await app.db.upload.count();
    const map = { 0: ['variables.file'], 1: ['variables.other'] };
    const res = await rawPost(
      '/graphql',
      MULTIPART,
      multipartBody([...gqlFields(map), filePart('0', 'cv.pdf', SAMPLE_FILES.pdf())]),
      PREFLIGHT,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 1: expect.any(String) },
    });
    expect(await app.db.upload.count()).toBe(uploadsBefore);
  });

  it('GraphQL refuses a file part the map does not name', async () => {
    const res = await rawPost(
      '/graphql',
      MULTIPART,
      multipartBody([
        ...gqlFields({ 0: ['variables.file'] }),
        filePart('0', 'a.pdf', SAMPLE_FILES.pdf()),
        filePart('x', 'b.pdf', SAMPLE_FILES.pdf()),
      ]),
      PREFLIGHT,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('a document that carries a program', () => {
  /** A minimal Windows executable: "MZ", e_lfanew at 0x3C pointing at "PE\0\0". */
  function windowsProgram(): Buffer {
    const exe = Buffer.alloc(0x100, 0);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    exe.writeUInt16LE(0x14c, 0x84); // i386
    return exe;
  }
  /** A minimal 64-bit Linux executable header. */
  function linuxProgram(): Buffer {
    const elf = Buffer.alloc(0x40, 0);
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(elf, 0);
    elf.writeUInt16LE(2, 16); // ET_EXEC
    elf.writeUInt16LE(0x3e, 18); // x86-64
    elf.writeUInt32LE(1, 20);
    return elf;
  }
  const pdfWith = (payload: Buffer) =>
    Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj<<>>stream\n'),
      payload,
      Buffer.from('\nendstream\n%%EOF\n'),
    ]);

  it('refuses a PDF carrying a Windows executable through both doors, storing nothing', async () => {
    const before = storedFiles();
    const uploadsBefore = await app.db.upload.count();
    const rest = await restUpload(pdfWith(windowsProgram()), 'invoice.pdf');
    expect(rest.status).toBe(415);
    expect(rest.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: expect.stringMatching(/Windows program/) },
    });
    const gql = await gqlUpload(pdfWith(windowsProgram()), 'invoice.pdf');
    expect(gql.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/Windows program/),
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(storedFiles()).toEqual(before);
    expect(await app.db.upload.count()).toBe(uploadsBefore);
  });

  it('refuses a PDF carrying a Linux executable', async () => {
    const res = await restUpload(pdfWith(linuxProgram()), 'report.pdf');
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/Linux program/);
  });

  it('accepts a PDF whose data merely contains "MZ" and "PE" bytes', async () => {
    const lookalike = Buffer.from('MZ is a monogram; PE\0\0 is not where e_lfanew points'.padEnd(200, '.'));
    const res = await restUpload(pdfWith(lookalike), 'monogram.pdf');
    expect(res.status).toBe(200);
  });
});

describe('partial uploads a killed process left in uploads/incoming', () => {
  const incoming = () => path.join(uploadsDir, 'incoming');
  function leave(name: string, ageMs: number) {
    const file = path.join(incoming(), name);
    fs.writeFileSync(file, '%PDF-1.4 half of a file');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
  }

  it('are deleted by the sweep once they are an hour old; a live upload stays', async () => {
    leave('orphanAAAAAAAAAAAAAAAA', 2 * 3600e3);
    leave('liveBBBBBBBBBBBBBBBBBBB', 60e3);
    expect(await app.services.uploads.sweepIncoming()).toBe(1);
    expect(fs.readdirSync(incoming())).toEqual(['liveBBBBBBBBBBBBBBBBBBB']);
    fs.rmSync(path.join(incoming(), 'liveBBBBBBBBBBBBBBBBBBB'));
  });

  it('are deleted when the server starts', async () => {
    leave('orphanCCCCCCCCCCCCCCCC', 3 * 3600e3);
    const started = await buildApp(app.config, { logger: pino({ level: 'silent' }), startWorkers: true });
    try {
      const deadline = Date.now() + 5000;
      while (fs.readdirSync(incoming()).length > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25));
      expect(fs.readdirSync(incoming())).toEqual([]);
    } finally {
      await started.close();
    }
  });
});
