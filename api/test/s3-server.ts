import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Storage } from '../src/env.ts';

// s3rver's one account (it checks every request's signature against it).
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  /** The app's storage settings pointing at this server's bucket (startTestApp's `storage`). */
  storage: S3Storage;
  /** The same settings as the server reads them from its environment. */
  env: Record<string, string>;
  /** A client of our own, to look into the bucket behind the app's back. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** An object's bytes, or undefined when there is none. */
  object: (key: string) => Promise<Buffer | undefined>;
  stop: () => Promise<void>;
};

/**
 * A real server speaking the S3 HTTP protocol (s3rver), on a random port with its files in a
 * temporary folder, and one empty bucket. No mocks: the app's driver signs and sends real
 * requests to it.
 */
export async function startS3Server(bucket = 'agency-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { ...CREDENTIALS },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const storage: S3Storage = {
    driver: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    prefix: 'uploads/',
    credentials: { ...CREDENTIALS },
  };
  return {
    storage,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    object: async (key) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    stop: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
