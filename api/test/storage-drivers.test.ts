/**
 * The file store over each driver, local disk and S3 (a real s3rver): the same checks, the same
 * streaming size limit, the same sweeps, whichever driver keeps the files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@agency/schema/forms';
import { AppError } from '../src/errors.ts';
import { createStorageDriver } from '../src/storage/create-driver.ts';
import { FileStore } from '../src/storage/files.ts';
import { SAMPLE_FILES } from './harness.ts';
import { startS3Server, type TestS3 } from './s3-server.ts';

const MAX = 5_242_880;
const CHUNK = 64 * 1024;

/** A PDF that never ends, counting the bytes anyone pulled from it. */
function endlessPdf() {
  const counter = { pulled: 0 };
  const stream = Readable.from(
    (function* () {
      const header = Buffer.from('%PDF-1.4\n');
      counter.pulled += header.length;
      yield header;
      for (;;) {
        counter.pulled += CHUNK;
        yield Buffer.alloc(CHUNK, 0x61);
      }
    })(),
  );
  return { stream, counter };
}

const pdfCarryingProgram = () => {
  const exe = Buffer.alloc(0x40, 0);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(exe, 0);
  exe.writeUInt16LE(2, 16);
  exe.writeUInt32LE(1, 20);
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<<>>stream\n'),
    exe,
    Buffer.from('\nendstream\n%%EOF\n'),
  ]);
};

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => (err instanceof AppError ? { code: err.code, message: err.message } : err),
  );

type Setup = { store: FileStore; dataDir: string; kept: () => Promise<string[]>; stop: () => Promise<void> };

const drivers: Record<'local' | 's3', () => Promise<Setup>> = {
  local: async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-store-'));
    const store = new FileStore(
      dataDir,
      await createStorageDriver({ dataDir, storage: { driver: 'local' } }, pino({ level: 'silent' })),
    );
    const uploads = path.join(dataDir, 'uploads');
    return {
      store,
      dataDir,
      kept: async () => fs.readdirSync(uploads).filter((f) => f !== 'incoming'),
      stop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: TestS3 = await startS3Server();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-store-'));
    const store = new FileStore(
      dataDir,
      await createStorageDriver({ dataDir, storage: s3.storage }, pino({ level: 'silent' })),
    );
    return {
      store,
      dataDir,
      kept: async () => (await s3.keys()).map((k) => k.replace(/^uploads\//, '')),
      stop: async () => {
        await store.close();
        await s3.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(Object.keys(drivers) as ('local' | 's3')[])('FileStore on the %s driver', (kind) => {
  let s: Setup;
  beforeAll(async () => {
    s = await drivers[kind]();
  });
  afterAll(async () => s?.stop());
  const incoming = () => fs.readdirSync(path.join(s.dataDir, 'uploads', 'incoming'));

  it('checks, keeps and streams back a PDF under a random id', async () => {
    expect(s.store.driver.kind).toBe(kind);
    await s.store.check();
    const bytes = SAMPLE_FILES.pdf();
    const stored = await s.store.save(Readable.from([bytes]), 'ATTACHMENT');
    expect(stored).toMatchObject({ size: bytes.length, mimeType: 'application/pdf' });
    expect(await s.kept()).toContain(stored.id);
    expect(incoming()).toEqual([]);
    expect(await read(await s.store.open(stored.id))).toEqual(bytes);
  });

  it('refuses an upload past the limit while it streams, reading little more than the limit', async () => {
    const before = await s.kept();
    const { stream, counter } = endlessPdf();
    expect(await refusal(s.store.save(stream, 'ATTACHMENT'))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: MESSAGES.fileSize,
    });
    // The source is endless: stopping at all proves the limit applies while streaming.
    expect(counter.pulled).toBeLessThan(MAX + 64 * CHUNK);
    expect(await s.kept()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('refuses a program inside a PDF, text behind any name, and an image as an attachment', async () => {
    const before = await s.kept();
    expect(await refusal(s.store.save(Readable.from([pdfCarryingProgram()]), 'ATTACHMENT'))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/Linux program/),
    });
    expect(await refusal(s.store.save(Readable.from([SAMPLE_FILES.text()]), 'ATTACHMENT'))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refusal(s.store.save(Readable.from([SAMPLE_FILES.png()]), 'ATTACHMENT'))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await s.kept()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('keeps nothing when the caller refuses the rest of its request in beforeKeep', async () => {
    const before = await s.kept();
    const refused = new AppError('BAD_USER_INPUT', 'no');
    const beforeKeep = async () => {
      throw refused;
    };
    await expect(
      s.store.save(Readable.from([SAMPLE_FILES.png()]), 'COVER', undefined, { beforeKeep }),
    ).rejects.toBe(refused);
    expect(await s.kept()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('removes a file (twice is fine); a removed, unknown or malformed id is NOT_FOUND', async () => {
    const { id } = await s.store.save(Readable.from([SAMPLE_FILES.png()]), 'COVER');
    await s.store.remove(id);
    await s.store.remove(id);
    expect(await s.kept()).not.toContain(id);
    for (const missing of [id, 'AAAAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd']) {
      expect(await refusal(s.store.open(missing))).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('sweeps partial uploads an hour old from this machine, leaving live ones', async () => {
    const dir = path.join(s.dataDir, 'uploads', 'incoming');
    const leave = (name: string, ageMs: number) => {
      fs.writeFileSync(path.join(dir, name), '%PDF-1.4 half');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(dir, name), when, when);
    };
    leave('orphanAAAAAAAAAAAAAAAA', 2 * 3600e3);
    leave('liveBBBBBBBBBBBBBBBBBBB', 60e3);
    expect(await s.store.sweepIncoming(3600e3)).toBe(1);
    expect(incoming()).toEqual(['liveBBBBBBBBBBBBBBBBBBB']);
    fs.rmSync(path.join(dir, 'liveBBBBBBBBBBBBBBBBBBB'));
  });
});
