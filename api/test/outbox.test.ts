import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { backoffMs } from '../src/mail/outbox.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** The mail server is down: SMTP_URL points at a port where nothing listens. */
let app: TestApp;
beforeAll(async () => {
  const config = loadConfig({});
  app = await startTestApp({ mail: { ...config.mail, smtpUrl: 'smtp://127.0.0.1:1' } });
});
afterAll(async () => app?.stop());

let n = 0;
const contact = () => ({
  name: 'Ada Lovelace',
  email: `ada-${++n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Are you there?',
});

/** Runs outbox passes until the row has been tried `attempts` times (the submit already kicked one off). */
async function waitForAttempts(id: string, attempts: number) {
  for (let i = 0; i < 100; i++) {
    await app.outbox.kick();
    const row = await app.db.outboxMessage.findUniqueOrThrow({ where: { id } });
    if (row.attempts >= attempts) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`outbox row ${id} never reached ${attempts} attempts`);
}

/** Makes a pending row due now, as if its backoff had passed. */
const makeDue = (id: string) =>
  app.db.outboxMessage.update({ where: { id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

async function outboxRowFor(leadId: string) {
  const row = await app.db.outboxMessage.findFirst({ where: { text: { contains: leadId } } });
  expect(row).not.toBeNull();
  return row!;
}

describe('with the mail server down', () => {
  it('a lead is still stored and the REST answer is still 201', async () => {
    const res = await app.rest('POST', '/api/send-form', contact());
    expect(res.status).toBe(201);
    expect(await app.db.contactRequest.findUnique({ where: { id: res.body._id } })).not.toBeNull();
    const row = await outboxRowFor(res.body._id);
    // Not sent: waiting (PENDING) or claimed by the pass that is trying it right now (SENDING).
    expect(['PENDING', 'SENDING']).toContain(row.status);
  });

  it('GraphQL submissions succeed too', async () => {
    const res = await app.gql(
      'mutation($input: JobApplicationInput!) { submitJobApplication(input: $input) { id } }',
      { input: { ...contact(), interest: undefined, position: 'QA Engineer' } },
    );
    expect(res.errors).toBeUndefined();
    const id = res.data!.submitJobApplication.id;
    expect(await app.db.jobApplication.findUnique({ where: { id } })).not.toBeNull();
    await outboxRowFor(id);
  });

  it('a failed send keeps the row PENDING with attempts=1, the error and a backoff', async () => {
    const res = await app.rest('POST', '/api/send-form', contact());
    expect(res.status).toBe(201);
    const { id } = await outboxRowFor(res.body._id);
    const before = Date.now();
    const row = await waitForAttempts(id, 1);
    const after = Date.now();
    expect(row.status).toBe('PENDING');
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Next try in about 30 s (the first backoff step), certainly in the future.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 5_000 + backoffMs(1));
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + backoffMs(1));
    // Nothing was written as an .eml file: SMTP is configured.
    expect(fs.existsSync(path.join(app.dataDir, 'mail'))).toBe(false);
  });

  it('a row is not retried before its backoff has passed', async () => {
    const res = await app.rest('POST', '/api/send-form', contact());
    const { id } = await outboxRowFor(res.body._id);
    await waitForAttempts(id, 1);
    await app.outbox.kick();
    await app.outbox.kick();
    expect((await app.db.outboxMessage.findUniqueOrThrow({ where: { id } })).attempts).toBe(1);
  });

  it('each retry waits longer, and after 8 attempts the row is FAILED but kept', async () => {
    const res = await app.rest('POST', '/api/send-form', contact());
    const { id } = await outboxRowFor(res.body._id);
    let row = await waitForAttempts(id, 1);
    for (let attempt = 2; attempt <= 8; attempt++) {
      await makeDue(id);
      const start = Date.now();
      row = await waitForAttempts(id, attempt);
      expect(row.attempts).toBe(attempt);
      const delay = row.nextAttemptAt.getTime() - start;
      expect(delay).toBeGreaterThan(backoffMs(attempt) - 5_000);
      expect(delay).toBeLessThanOrEqual(backoffMs(attempt) + 5_000);
      expect(row.status).toBe(attempt < 8 ? 'PENDING' : 'FAILED');
    }
    expect(row.lastError).toBeTruthy();
    // A FAILED row is not tried again.
    await makeDue(id);
    await app.outbox.kick();
    expect(await app.db.outboxMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: 'FAILED',
      attempts: 8,
    });
    // The lead itself is untouched.
    expect(await app.db.contactRequest.findUnique({ where: { id: res.body._id } })).not.toBeNull();

    // The owner (and ADMIN) see it on the dashboard, with the mail server's error; HR does not.
    const query =
      'query { dashboard { failedEmailCount failedEmails { id to subject lastError attempts } } }';
    const owner = await app.login('owner@test.local', 'owner-password-1');
    const seen = await app.gql(query, {}, owner);
    expect(seen.data?.dashboard.failedEmailCount).toBeGreaterThanOrEqual(1);
    expect(seen.data?.dashboard.failedEmails).toContainEqual(
      expect.objectContaining({ id, attempts: 8, lastError: row.lastError }),
    );
    const hr = await app.gql(query, {}, (await app.staff(['HR'])).token);
    expect(hr.data?.dashboard).toEqual({ failedEmailCount: null, failedEmails: null });
  });

  it('password recovery still answers 200', async () => {
    const res = await app.rest('POST', '/api/auth/password-recovery', { email: 'owner@test.local' });
    expect(res.status).toBe(200);
    expect(await app.db.outboxMessage.count({ where: { to: 'owner@test.local' } })).toBe(1);
  });
});

describe('backoffMs', () => {
  it('doubles from 30 s and is capped at one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
    expect(backoffMs(8)).toBe(3_600_000);
    expect(backoffMs(20)).toBe(3_600_000);
    expect(backoffMs(0)).toBe(30_000);
  });
});
