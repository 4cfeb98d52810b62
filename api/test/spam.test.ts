/**
 * The Spam folder (decision 050): a submission the honeypot catches is answered as today, kept as
 * SPAM (not mailed, not counted, not in the inbox), listed to those who read that kind of lead,
 * released into the inbox with one notification e-mail, and deleted by the retention run after
 * 30 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

const DAY = 86_400_000;
let app: TestApp;
let adminToken: string;
let hrToken: string;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS, retention: { leadDays: 0, auditDays: 0 } });
  adminToken = (await app.staff(['ADMIN'])).token;
  hrToken = (await app.staff(['HR'])).token;
});
afterAll(async () => app?.stop());

let n = 0;
const contact = () => ({
  name: 'Spam Bot',
  email: `bot-${++n}-${Date.now()}@example.com`,
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Cheap pills',
  website: 'http://spam.example',
});

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await app.rest('POST', '/graphql', { query, variables }, token);
  return { status: res.status, ...(res.body as { data?: any; errors?: any[] }) };
}

const SPAM_LIST =
  'query($after: String) { contactRequests(status: SPAM, first: 1, after: $after) { total items { id status email } endCursor } }';
const INBOX =
  'query { contactRequests(first: 200) { items { id } } inboxCounts: contactRequests(status: NEW, first: 1) { total } }';
const mailsAbout = (id: string) => app.db.outboxMessage.count({ where: { text: { contains: id } } });

describe('the Spam folder', () => {
  it('keeps a honeypot submission as spam: same answer, no e-mail, not in the inbox or its counts', async () => {
    const mailBefore = await app.db.outboxMessage.count();
    const before = await gql(INBOX, {}, adminToken);
    const res = await app.rest('POST', '/api/send-form', { ...contact(), utmSource: 'Newsletter' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you! Our manager will contact you shortly.');
    const row = await app.db.contactRequest.findUnique({ where: { id: res.body._id } });
    expect(row?.status).toBe('SPAM');
    // Where it came from is kept too (decision 051), so a released lead is counted by its source.
    expect(row?.source).toBe('newsletter');
    expect(await app.db.outboxMessage.count()).toBe(mailBefore);
    const after = await gql(INBOX, {}, adminToken);
    expect(after.data!.contactRequests.items.map((l: { id: string }) => l.id)).not.toContain(row!.id);
    expect(after.data!.inboxCounts.total).toBe(before.data!.inboxCounts.total);
    expect(await app.db.contactRequest.count({ where: { status: 'NEW', id: row!.id } })).toBe(0);
  });

  it('lists spam, keyset paged, to those who read that kind of lead only', async () => {
    const a = await app.rest('POST', '/api/send-form', contact());
    const b = await app.rest('POST', '/api/send-form', contact());
    const first = await gql(SPAM_LIST, {}, adminToken);
    expect(first.data!.contactRequests.items).toHaveLength(1);
    expect(first.data!.contactRequests.items[0]).toMatchObject({ id: b.body._id, status: 'SPAM' });
    const second = await gql(SPAM_LIST, { after: first.data!.contactRequests.endCursor }, adminToken);
    expect(second.data!.contactRequests.items[0].id).toBe(a.body._id);
    expect((await gql(SPAM_LIST, {}, hrToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(SPAM_LIST)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a lead in spam cannot be moved by a status change, only released', async () => {
    const res = await app.rest('POST', '/api/send-form', contact());
    const moved = await gql(
      'mutation($id: ID!) { setContactRequestStatus(id: $id, status: READ) { id } }',
      { id: res.body._id },
      adminToken,
    );
    expect(moved.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(moved.errors?.[0]?.extensions?.fields).toHaveProperty('status');
  });

  it('releases one into the inbox as NEW with exactly one notification e-mail', async () => {
    const res = await app.rest('POST', '/api/send-form', contact());
    const id = res.body._id as string;
    const RELEASE = 'mutation($id: ID!) { releaseContactRequest(id: $id) { id status } }';
    const [one, two] = await Promise.all([
      gql(RELEASE, { id }, adminToken),
      gql(RELEASE, { id }, adminToken),
    ]);
    const ok = [one, two].filter((r) => !r.errors);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.data!.releaseContactRequest).toEqual({ id, status: 'NEW' });
    for (const r of [one, two].filter((x) => x.errors))
      expect(r.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(await mailsAbout(id)).toBe(1);
    const again = await gql(RELEASE, { id }, adminToken);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await mailsAbout(id)).toBe(1);
    const inbox = await gql(INBOX, {}, adminToken);
    expect(inbox.data!.contactRequests.items.map((l: { id: string }) => l.id)).toContain(id);
    expect((await gql(RELEASE, { id }, hrToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const audit = await app.db.auditEntry.findFirst({ where: { action: 'LEAD_RELEASED', targetId: id } });
    expect(audit).not.toBeNull();
  });

  it('the retention run deletes spam older than 30 days, even with LEAD_RETENTION_DAYS=0', async () => {
    const old = await app.rest('POST', '/api/send-form', contact());
    const recent = await app.rest('POST', '/api/send-form', contact());
    const normal = await app.db.contactRequest.create({
      data: {
        name: 'Real',
        email: 'real@example.com',
        country: 'Ukraine',
        interest: 'Outsource',
        message: 'Hi',
      },
    });
    const ago = (days: number) => ({ createdAt: new Date(Date.now() - days * DAY) });
    await app.db.contactRequest.update({ where: { id: old.body._id }, data: ago(31) });
    await app.db.contactRequest.update({ where: { id: recent.body._id }, data: ago(29) });
    await app.db.contactRequest.update({ where: { id: normal.id }, data: ago(400) });
    await app.services.retention.run();
    expect(await app.db.contactRequest.findUnique({ where: { id: old.body._id } })).toBeNull();
    expect(await app.db.contactRequest.findUnique({ where: { id: recent.body._id } })).not.toBeNull();
    expect(await app.db.contactRequest.findUnique({ where: { id: normal.id } })).not.toBeNull();
  });
});
