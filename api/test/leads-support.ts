import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { SAMPLE_FILES, type TestApp } from './harness.ts';

export type SentLead = { id: string; email: string; uploadId: string | null; fileBytes: Buffer | null };

/** A PDF whose bytes are unique to the call, so a test can find them again (or not). */
export const uniquePdf = () =>
  Buffer.concat([SAMPLE_FILES.pdf(), Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);

/** Sends a contact request or job application through the public REST forms, with a file or not. */
export async function sendLead(
  app: TestApp,
  kind: 'contact' | 'application',
  opts: { email?: string; file?: boolean; topic?: string } = {},
): Promise<SentLead> {
  const email = opts.email ?? `visitor-${randomBytes(4).toString('hex')}@example.com`;
  let attachment: { attachmentUrl: string; attachmentName: string } | undefined;
  let fileBytes: Buffer | null = null;
  if (opts.file) {
    fileBytes = uniquePdf();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(fileBytes)], { type: 'application/pdf' }), 'my-cv.pdf');
    const up = await app.rest('POST', '/api/upload-file', form);
    expect(up.status).toBe(200);
    attachment = { attachmentUrl: up.body.url, attachmentName: 'my-cv.pdf' };
  }
  const common = { name: 'Vera Visitor', email, country: 'Germany', message: 'Hello there', ...attachment };
  const res =
    kind === 'contact'
      ? await app.rest('POST', '/api/send-form', { ...common, interest: opts.topic ?? 'Outsource' })
      : await app.rest('POST', '/api/send-vacancy-form', {
          ...common,
          position: opts.topic ?? 'QA Engineer',
        });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row =
    kind === 'contact'
      ? await app.db.contactRequest.findUniqueOrThrow({ where: { id: res.body._id } })
      : await app.db.jobApplication.findUniqueOrThrow({ where: { id: res.body._id } });
  return { id: row.id, email, uploadId: row.uploadId, fileBytes };
}

/** Where the local storage driver keeps an upload's bytes. */
export const storedFile = (app: TestApp, uploadId: string) => path.join(app.dataDir, 'uploads', uploadId);
export const fileExists = (app: TestApp, uploadId: string) => fs.existsSync(storedFile(app, uploadId));
