import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, provider, startTestApp, type TestApp } from './harness.ts';

/**
 * A lead's notification e-mails point at the lead by key (decision 043): written with the lead,
 * deleted with it, and, in an install from before, linked by the migration from the reference in
 * their text. They used to be found again by searching every e-mail's text for the lead's id.
 */
let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp(
    { rateLimits: GENEROUS_RATE_LIMITS },
    {
      upgrade: {
        before: '20261126200000_lead_notifications',
        sql: [
          // As the previous release wrote them: a lead and its notification, linked only by text;
          // and an e-mail that merely mentions the id (a reply quoting it), which is not its notification.
          `INSERT INTO "ContactRequest" ("id", "name", "email", "country", "interest", "message", "status", "createdAt", "updatedAt") VALUES ('oldlead1', 'Ada', 'ada@old.example', 'Ukraine', 'Outsource', 'Hi', 'NEW', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')`,
          `INSERT INTO "OutboxMessage" ("id", "to", "subject", "text", "replyTo", "status", "createdAt", "nextAttemptAt") VALUES ('oldmail1', 'sales@agency.local', 'New contact request from Ada', 'Name: Ada\nReference: oldlead1. Open the inbox: http://site.test/admin-panel/', 'ada@old.example', 'SENT', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')`,
          `INSERT INTO "OutboxMessage" ("id", "to", "subject", "text", "replyTo", "status", "createdAt", "nextAttemptAt") VALUES ('oldmail2', 'someone@else.example', 'About oldlead1', 'We talked about oldlead1.', 'someone@else.example', 'SENT', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')`,
        ],
      },
    },
  );
  owner = (await app.staff(['OWNER'])).token;
});
afterAll(async () => app?.stop());

const contact = (email: string) => ({
  name: 'Grace Hopper',
  email,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hello',
});

describe('a notification e-mail', () => {
  it('is written pointing at its lead, and goes when the lead is deleted, on either door', async () => {
    const res = await app.rest('POST', '/api/send-form', contact('grace@example.com'));
    expect(res.status).toBe(201);
    const id = res.body._id as string;
    const mail = await app.db.outboxMessage.findMany({ where: { contactRequestId: id } });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.replyTo).toBe('grace@example.com');

    const deleted = await app.gql('mutation($id: ID!) { deleteContactRequest(id: $id) }', { id }, owner);
    expect(deleted.errors).toBeUndefined();
    expect(await app.db.outboxMessage.count({ where: { id: mail[0]!.id } })).toBe(0);
  });

  it('of an application points at the application', async () => {
    const res = await app.rest('POST', '/api/send-vacancy-form', {
      ...contact('alan@example.com'),
      interest: undefined,
      position: 'QA Engineer',
    });
    expect(res.status).toBe(201);
    expect(await app.db.outboxMessage.count({ where: { jobApplicationId: res.body._id } })).toBe(1);
  });

  it('written before the link existed is linked by the migration from its reference, and nothing else is', async () => {
    expect(await app.db.outboxMessage.findUnique({ where: { id: 'oldmail1' } })).toMatchObject({
      contactRequestId: 'oldlead1',
      jobApplicationId: null,
    });
    expect(await app.db.outboxMessage.findUnique({ where: { id: 'oldmail2' } })).toMatchObject({
      contactRequestId: null,
      jobApplicationId: null,
    });
    const deleted = await app.gql(
      'mutation($id: ID!) { deleteContactRequest(id: $id) }',
      { id: 'oldlead1' },
      owner,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await app.db.outboxMessage.count({ where: { id: 'oldmail1' } })).toBe(0);
    expect(await app.db.outboxMessage.count({ where: { id: 'oldmail2' } })).toBe(1);
  });
});

describe('the migrations', () => {
  it(`carry no ";" in a comment (${provider}): Prisma's migrate deploy splits statements at every one`, () => {
    const dir = path.resolve(import.meta.dirname, '..', 'prisma', 'migrations', provider);
    const offending = fs
      .readdirSync(dir)
      .filter((d) => fs.existsSync(path.join(dir, d, 'migration.sql')))
      .flatMap((d) =>
        fs
          .readFileSync(path.join(dir, d, 'migration.sql'), 'utf8')
          .split('\n')
          .filter((line) => /^\s*--.*;/.test(line))
          .map((line) => `${d}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});
