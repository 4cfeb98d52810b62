import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provider, startTestApp, type TestApp } from './harness.ts';
import { sendLead } from './leads-support.ts';

/**
 * Keyset paging of the staff lists (decision 037): every row once, in order, across pages of any
 * depth, with rows that share their createdAt to the millisecond; cursors the server did not make
 * are refused, naming the argument; counts follow every write.
 */
let app: TestApp;
let owner: string;

const LEADS = `query($first: Int, $offset: Int, $after: String, $before: String, $status: LeadStatus, $search: String) {
  contactRequests(first: $first, offset: $offset, after: $after, before: $before, status: $status, search: $search) {
    total totalExact hasMore hasPrevious startCursor endCursor items { id createdAt status } } }`;
type LeadPage = {
  total: number;
  totalExact: boolean;
  hasMore: boolean;
  hasPrevious: boolean;
  startCursor: string | null;
  endCursor: string | null;
  items: { id: string; createdAt: string; status: string }[];
};

async function page(variables: Record<string, unknown>, token = owner): Promise<LeadPage> {
  const res = await app.gql<{ contactRequests: LeadPage }>(LEADS, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.contactRequests;
}

// 230 leads in 23 groups of ten that share their createdAt, ids out of order within a group, half
// NEW and half READ (both in "All", merged from two index ranges), plus 20 ARCHIVED.
const base = Date.parse('2026-06-01T12:00:00.000Z');
const seeded = Array.from({ length: 250 }, (_, i) => ({
  id: `ck${String((i * 7919) % 1000).padStart(4, '0')}${String(i).padStart(3, '0')}paging`,
  name: `Paged Person ${i}`,
  email: `paged-${i}@example.com`,
  country: 'Germany',
  interest: 'Outsource',
  message: 'Paging',
  status: i >= 230 ? 'ARCHIVED' : i % 2 ? 'NEW' : 'READ',
  createdAt: new Date(base - Math.floor(i / 10) * 60_000),
}));
// Newest first, ties broken by the id, descending.
const expected = seeded
  .filter((l) => l.status !== 'ARCHIVED')
  .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
  .map((l) => l.id);

beforeAll(async () => {
  app = await startTestApp({ seedSampleContent: false });
  owner = (await app.staff(['OWNER'])).token;
  await app.db.contactRequest.createMany({ data: seeded });
});
afterAll(async () => app?.stop());

describe(`keyset paging (${provider})`, () => {
  it('walks every lead once, in order, across pages, ties on createdAt included', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const p: LeadPage = await page({ first: 17, after });
      pages++;
      seen.push(...p.items.map((l) => l.id));
      expect(p.hasPrevious).toBe(after !== null);
      expect(p.total).toBe(230);
      expect(p.totalExact).toBe(true);
      if (!p.hasMore) break;
      after = p.endCursor;
    }
    expect(pages).toBe(Math.ceil(230 / 17));
    expect(seen).toEqual(expected);
  });

  it('goes back with before: the same pages, in the same order', async () => {
    const first = await page({ first: 20 });
    const second = await page({ first: 20, after: first.endCursor });
    const third = await page({ first: 20, after: second.endCursor });
    const back = await page({ first: 20, before: third.startCursor });
    expect(back.items).toEqual(second.items);
    expect(back.hasPrevious).toBe(true);
    expect(back.hasMore).toBe(true);
    const start = await page({ first: 20, before: back.startCursor });
    expect(start.items).toEqual(first.items);
    expect(start.hasPrevious).toBe(false);
  });

  it('keeps first/offset for old clients, with the same rows', async () => {
    const byOffset = await page({ first: 30, offset: 60 });
    expect(byOffset.items.map((l) => l.id)).toEqual(expected.slice(60, 90));
    expect(byOffset.hasMore).toBe(true);
    const last = await page({ first: 30, offset: 210 });
    expect(last.items.map((l) => l.id)).toEqual(expected.slice(210));
    expect(last.hasMore).toBe(false);
  });

  it('a status list pages its own index: ARCHIVED only', async () => {
    const archived = await page({ first: 7, status: 'ARCHIVED' });
    const rest = await page({ first: 50, status: 'ARCHIVED', after: archived.endCursor });
    const ids = [...archived.items, ...rest.items].map((l) => l.id);
    expect(new Set(ids).size).toBe(20);
    expect([...archived.items, ...rest.items].every((l) => l.status === 'ARCHIVED')).toBe(true);
    expect(rest.hasMore).toBe(false);
  });

  it('refuses a garbled, forged or foreign cursor with a 400 naming the argument', async () => {
    const good = (await page({ first: 5 })).endCursor!;
    const [body, tag] = good.split('.');
    const forgedBody = Buffer.from(
      Buffer.from(body!, 'base64url')
        .toString()
        .replace(/\|\d+\|/, `|${Date.now()}|`),
    ).toString('base64url');
    const audit = await app.gql<{ auditLog: { endCursor: string } }>(
      'query { auditLog(first: 1) { endCursor } }',
      {},
      owner,
    );
    for (const [name, after] of [
      ['garbled', 'not-a-cursor'],
      ['truncated', good.slice(0, -3)],
      ['forged position', `${forgedBody}.${tag}`],
      ['another list', audit.data!.auditLog.endCursor],
    ] as const) {
      const res = await app.gql(LEADS, { first: 5, after }, owner);
      expect(res.status, name).toBe(400);
      expect(res.errors?.[0]?.extensions, name).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { after: expect.any(String) },
      });
    }
    const both = await app.gql(LEADS, { first: 5, after: good, before: good }, owner);
    expect(both.status).toBe(400);
    expect(both.errors?.[0]?.extensions?.fields).toHaveProperty('before');
    const withOffset = await app.gql(LEADS, { first: 5, after: good, offset: 5 }, owner);
    expect(withOffset.status).toBe(400);
    expect(withOffset.errors?.[0]?.extensions?.fields).toHaveProperty('offset');
    const zero = await app.gql(LEADS, { first: 0, after: good }, owner);
    expect(zero.status).toBe(400);
    expect(zero.errors?.[0]?.extensions?.fields).toHaveProperty('first');
  });

  it('asks who is calling before it reads the cursor: 401 for a stranger, 403 for the wrong role', async () => {
    const anonymous = await app.gql(LEADS, { first: 5, after: 'garbage' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const hr = await app.staff(['HR']);
    const wrongRole = await app.gql(LEADS, { first: 5, after: 'garbage' }, hr.token);
    expect(wrongRole.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe(`counts (${provider})`, () => {
  it('are kept, and follow every write: a new lead, a status change, a deletion', async () => {
    const before = (await page({ first: 5 })).total;
    const newBefore = (await page({ first: 5, status: 'NEW' })).total;
    const lead = await sendLead(app, 'contact');
    expect((await page({ first: 5 })).total).toBe(before + 1);
    expect((await page({ first: 5, status: 'NEW' })).total).toBe(newBefore + 1);

    const archive = await app.gql(
      'mutation($id: ID!) { setContactRequestStatus(id: $id, status: ARCHIVED) { id } }',
      { id: lead.id },
      owner,
    );
    expect(archive.errors).toBeUndefined();
    expect((await page({ first: 5 })).total).toBe(before);
    expect((await page({ first: 5, status: 'NEW' })).total).toBe(newBefore);
    expect((await page({ first: 5, status: 'ARCHIVED' })).total).toBe(21);

    await app.gql('mutation($id: ID!) { deleteContactRequest(id: $id) }', { id: lead.id }, owner);
    expect((await page({ first: 5, status: 'ARCHIVED' })).total).toBe(20);
  });

  it('a list that fits on one page counts exactly what it shows', async () => {
    const one = await page({ first: 50, search: 'paged-229@' });
    expect(one).toMatchObject({ total: 1, totalExact: true, hasMore: false });
  });

  it.runIf(provider === 'postgres')(
    'another instance on the same database drops its counts when this one writes',
    async () => {
      const other = await startTestApp({}, { sameDatabaseAs: app });
      try {
        const ask = async () =>
          (await other.gql<{ contactRequests: LeadPage }>(LEADS, { first: 5 }, owner)).data!.contactRequests
            .total;
        const before = await ask();
        await sendLead(app, 'contact');
        const deadline = Date.now() + 5000;
        let now = await ask();
        while (now !== before + 1 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
          now = await ask();
        }
        expect(now).toBe(before + 1);
      } finally {
        await other.stop();
      }
    },
  );
});
