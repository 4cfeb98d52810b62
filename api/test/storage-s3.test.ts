/**
 * Uploads kept in an S3-compatible bucket (STORAGE=s3), against a real S3 server (s3rver) this file
 * starts: the forms' CVs and attachments stay private behind the app's access check, covers are
 * public through the app, the checks refuse what they refuse on disk, and a second instance with
 * its own disk serves the files the first one took.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@agency/schema/forms';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/env.ts';
import { GENEROUS_RATE_LIMITS, SAMPLE_FILES, startTestApp, type TestApp } from './harness.ts';
import { startS3Server, type TestS3 } from './s3-server.ts';

const MAX = 5_242_880;
const UPLOAD = 'mutation($file: File!) { uploadFile(file: $file) { url name } }';
const APPLY = 'mutation($input: JobApplicationInput!) { submitJobApplication(input: $input) { id } }';

let s3: TestS3;
let app: TestApp;
let hr: { token: string };
let copywriter: { token: string };

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp({ storage: s3.storage, rateLimits: GENEROUS_RATE_LIMITS });
  hr = await app.staff(['HR']);
  copywriter = await app.staff(['COPYWRITER']);
});
afterAll(async () => {
  await app?.stop();
  await s3?.stop();
});

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' });
const idOf = (url: string) => url.split('/').pop()!;
const keyOf = (url: string) => `uploads/${idOf(url)}`;
const pdfOfSize = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x61), tail]);
};
/** A PDF header with a Windows program inside: passes the magic-byte check, not the program one. */
function pdfCarryingProgram(): Buffer {
  const exe = Buffer.alloc(0x100, 0);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<<>>stream\n'),
    exe,
    Buffer.from('\nendstream\n%%EOF\n'),
  ]);
}

function restUpload(bytes: Buffer, name: string, url = '/api/upload-file', token?: string) {
  const form = new FormData();
  form.set('file', blob(bytes), name);
  return app.rest('POST', url, form, token);
}

const application = (attachmentUrl: string, attachmentName: string) => ({
  name: 'Grace Hopper',
  email: `grace-${Math.random().toString(36).slice(2)}@example.com`,
  country: 'Germany',
  position: 'QA Engineer',
  message: 'My CV is attached.',
  attachmentUrl,
  attachmentName,
});

const download = (id: string, token?: string) =>
  fetch(`${app.baseUrl}/api/files/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Nothing kept on this instance's disk: uploads/ holds only the (empty) folder of partial uploads. */
const localUploads = () => fs.readdirSync(path.join(app.dataDir, 'uploads'), { recursive: true }).sort();

describe('a CV sent with the job application form', () => {
  it('over REST: kept as a private object in the bucket, downloaded by HR through the app only', async () => {
    const cv = pdfOfSize(300_000);
    const up = await restUpload(cv, 'Grace CV.pdf');
    expect(up.status).toBe(200);
    expect(up.body.url).toMatch(/^http:\/\/site\.test\/api\/files\/[A-Za-z0-9_-]{16,64}$/);
    // Buffer.equals: a deep toEqual walks 300 KB byte by byte, for seconds on a busy machine.
    expect((await s3.object(keyOf(up.body.url)))?.equals(cv)).toBe(true);
    expect(localUploads()).toEqual(['incoming']);

    const sent = await app.rest('POST', '/api/send-vacancy-form', application(up.body.url, up.body.name));
    expect(sent.status).toBe(201);

    const res = await download(idOf(up.body.url), hr.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Grace%20CV.pdf");
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(cv)).toBe(true);

    // A visitor and staff without access to applications get nothing, and no address of the
    // bucket appears anywhere in what the app answered.
    expect((await download(idOf(up.body.url))).status).toBe(401);
    expect((await download(idOf(up.body.url), copywriter.token)).status).toBe(403);
    expect(JSON.stringify(up.body)).not.toContain(s3.storage.endpoint);
  });

  it('over GraphQL: the same object, the same download', async () => {
    const cv = SAMPLE_FILES.pdf();
    const up = await app.gqlUpload(UPLOAD, blob(cv), 'cv.pdf');
    expect(up.body.errors).toBeUndefined();
    const { url, name } = up.body.data.uploadFile;
    expect(await s3.object(keyOf(url))).toEqual(cv);

    const sent = await app.gql(APPLY, { input: application(url, name) });
    expect(sent.errors).toBeUndefined();
    const res = await download(idOf(url), hr.token);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(cv);
    expect((await download(idOf(url))).status).toBe(401);
  });

  it('a row whose object is gone answers 404, not a broken download', async () => {
    const up = await restUpload(SAMPLE_FILES.pdf(), 'cv.pdf');
    await app.rest('POST', '/api/send-vacancy-form', application(up.body.url, up.body.name));
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.storage.bucket, Key: keyOf(up.body.url) }));
    expect((await download(idOf(up.body.url), hr.token)).status).toBe(404);
  });
});

describe('the same checks as on disk', () => {
  it('refuses 5242881 bytes on both doors while streaming; nothing reaches the bucket', async () => {
    const before = await s3.keys();
    const rest = await restUpload(pdfOfSize(MAX + 1), 'big.pdf');
    expect(rest.status).toBe(413);
    expect(rest.body.message).toBe(MESSAGES.fileSize);
    const gql = await app.gqlUpload(UPLOAD, blob(pdfOfSize(MAX + 1)), 'big.pdf');
    expect(gql.status).toBe(413);
    expect(gql.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await s3.keys()).toEqual(before);
    expect(localUploads()).toEqual(['incoming']);
  });

  it('keeps exactly 5242880 bytes', async () => {
    const up = await restUpload(pdfOfSize(MAX), 'exact.pdf');
    expect(up.status).toBe(200);
    expect((await s3.object(keyOf(up.body.url)))?.length).toBe(MAX);
  });

  it('refuses a program disguised as a PDF, and text behind a .pdf name, on both doors', async () => {
    const before = await s3.keys();
    const rest = await restUpload(pdfCarryingProgram(), 'invoice.pdf');
    expect(rest.status).toBe(415);
    expect(rest.body.fields.file).toMatch(/Windows program/);
    const gql = await app.gqlUpload(UPLOAD, blob(pdfCarryingProgram()), 'invoice.pdf');
    expect(gql.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/Windows program/),
      extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    const text = await restUpload(SAMPLE_FILES.text(), 'fake.pdf');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(MESSAGES.fileType);
    expect(await s3.keys()).toEqual(before);
    expect(localUploads()).toEqual(['incoming']);
  });
});

describe('article covers', () => {
  it('are public through the app at the same URL, with the same cache headers, and go with their article', async () => {
    const png = SAMPLE_FILES.png();
    const up = await restUpload(png, 'cover.png', '/api/images', copywriter.token);
    expect(up.status).toBe(200);
    expect(up.body.url).toMatch(/^http:\/\/site\.test\/api\/images\/[A-Za-z0-9_-]{16,64}$/);
    expect(await s3.object(keyOf(up.body.url))).toEqual(png);

    const image = await fetch(`${app.baseUrl}/api/images/${idOf(up.body.url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    const article = await app.rest(
      'POST',
      '/api/article/create',
      {
        title: 'On S3',
        description: 'd',
        content: '<p>Body</p>',
        category: 'DESIGN',
        coverUrl: up.body.url,
        coverAlt: 'A cover',
      },
      copywriter.token,
    );
    expect(article.status).toBe(201);
    expect(
      (await app.rest('DELETE', `/api/article/${article.body._id}`, undefined, copywriter.token)).status,
    ).toBe(200);
    expect(await s3.object(keyOf(up.body.url))).toBeUndefined();
    expect((await fetch(`${app.baseUrl}/api/images/${idOf(up.body.url)}`)).status).toBe(404);
  });
});

describe('sweeps', () => {
  it('the 24-hour sweep deletes unclaimed objects from the bucket and keeps claimed ones', async () => {
    const unclaimed = await restUpload(SAMPLE_FILES.pdf(), 'forgotten.pdf');
    const claimed = await restUpload(SAMPLE_FILES.pdf(), 'kept.pdf');
    await app.rest('POST', '/api/send-vacancy-form', application(claimed.body.url, claimed.body.name));
    expect(
      await app.services.uploads.sweepUnclaimed(new Date(Date.now() + 25 * 3600e3)),
    ).toBeGreaterThanOrEqual(1);
    expect(await s3.object(keyOf(unclaimed.body.url))).toBeUndefined();
    expect(await s3.object(keyOf(claimed.body.url))).toBeDefined();
  });

  it("the sweep of partial uploads clears this machine's temporary files", async () => {
    const orphan = path.join(app.dataDir, 'uploads', 'incoming', 'orphanAAAAAAAAAAAAAAAA');
    fs.writeFileSync(orphan, '%PDF-1.4 half of a file');
    const old = new Date(Date.now() - 2 * 3600e3);
    fs.utimesSync(orphan, old, old);
    expect(await app.services.uploads.sweepIncoming()).toBe(1);
    expect(localUploads()).toEqual(['incoming']);
  });
});

describe('several instances', () => {
  it('another instance, with its own disk and the same database and bucket, serves the file', async () => {
    const cv = pdfOfSize(10_000);
    const up = await restUpload(cv, 'cv.pdf');
    await app.rest('POST', '/api/send-vacancy-form', application(up.body.url, up.body.name));
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-other-'));
    const other = await buildApp({ ...app.config, dataDir: otherDir }, { logger: pino({ level: 'silent' }) });
    try {
      await other.server.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.server.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/api/files/${idOf(up.body.url)}`, {
        headers: { authorization: `Bearer ${hr.token}` },
      });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(cv);
    } finally {
      await other.close();
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('start-up and outages', () => {
  it('STORAGE=s3 without a bucket, a region or half the keys stops the start, naming each', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_REGION: required when STORAGE=s3/);
    expect(() =>
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b-1', S3_REGION: 'x', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(loadConfig({ ...s3.env }).storage).toEqual(s3.storage);
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
  });

  it('a bucket that does not exist stops the start with a message naming it', async () => {
    const config = { ...app.config, storage: { ...s3.storage, bucket: 'no-such-bucket' } };
    await expect(buildApp(config, { logger: pino({ level: 'silent' }) })).rejects.toThrow(
      /STORAGE=s3: the bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(HTTP 404/,
    );
  });

  it('a store that goes down answers 503 with Retry-After, and the upload is not kept', async () => {
    const down = await startS3Server('going-down');
    const local = await startTestApp({ storage: down.storage, rateLimits: GENEROUS_RATE_LIMITS });
    let stopped = false;
    try {
      const form = new FormData();
      form.set('file', blob(SAMPLE_FILES.png()), 'cover.png');
      const token = (await local.staff(['COPYWRITER'])).token;
      const cover = await local.rest('POST', '/api/images', form, token);
      expect(cover.status).toBe(200);
      await down.stop();
      stopped = true;
      const image = await fetch(`${local.baseUrl}/api/images/${idOf(cover.body.url)}`);
      expect(image.status).toBe(503);
      expect(image.headers.get('retry-after')).toBe('5');
      const again = new FormData();
      again.set('file', blob(SAMPLE_FILES.png()), 'cover.png');
      const before = await local.db.upload.count();
      expect((await local.rest('POST', '/api/images', again, token)).status).toBe(503);
      expect(await local.db.upload.count()).toBe(before);
      expect(fs.readdirSync(path.join(local.dataDir, 'uploads', 'incoming'))).toEqual([]);
    } finally {
      await local.stop();
      if (!stopped) await down.stop();
    }
  });
});
