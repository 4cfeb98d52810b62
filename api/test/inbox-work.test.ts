import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';
import { sendLead } from './leads-support.ts';

/** The inbox at work (decision 059): unread counts, saved filters, bulk actions, one search. */
let app: TestApp;
let admin: string;
let hr: string;
let hr2: string;
let copywriter: string;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  admin = (await app.staff(['ADMIN'])).token;
  hr = (await app.staff(['HR'])).token;
  hr2 = (await app.staff(['HR'])).token;
  copywriter = (await app.staff(['COPYWRITER'])).token;
});
afterAll(async () => app?.stop());

const tag = () => randomBytes(4).toString('hex');
const common = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  country: 'Germany',
  message: 'Hi',
});
const contact = (name: string, status = 'NEW') =>
  app.db.contactRequest.create({ data: { ...common(name), interest: 'Outsource', status } });
const application = (name: string, status = 'NEW') =>
  app.db.jobApplication.create({ data: { ...common(name), position: 'QA Engineer', status } });
const code = (res: { errors?: any[] }) => res.errors?.[0]?.extensions?.code;

const UNREAD = 'query { inboxUnread { contactRequests jobApplications } }';
const BULK = `mutation($kind: LeadKind!, $action: BulkLeadAction!, $ids: [ID!]!) {
  bulkLeads(kind: $kind, action: $action, ids: $ids) { succeeded failed { id code message } } }`;
const CSV = 'query($kind: LeadKind!, $ids: [ID!]!) { selectedLeadsCsv(kind: $kind, ids: $ids) }';
const SAVE = `mutation($kind: LeadKind!, $name: String!, $filter: String!) {
  saveInboxFilter(kind: $kind, name: $name, filter: $filter) { id name filter kind } }`;
const FILTERS = 'query($kind: LeadKind!) { savedInboxFilters(kind: $kind) { id name filter } }';
const DELETE_FILTER = 'mutation($id: ID!) { deleteSavedInboxFilter(id: $id) }';
const SEARCH = 'query($text: String!) { staffSearch(text: $text) { area id title href } }';

describe('unread counts', () => {
  it('counts NEW leads per inbox the role may see, and follows a change at once', async () => {
    const before = (await app.gql(UNREAD, {}, admin)).data!.inboxUnread;
    expect(before.contactRequests).toBe(await app.db.contactRequest.count({ where: { status: 'NEW' } }));
    // Two leads written straight to the database (nothing announced), then one marked read through
    // the service, which announces the change: the kept count goes and the next one is exact.
    await contact(`Unread${tag()}`);
    const lead = await contact(`Unread${tag()}`);
    const read = await app.gql(
      'mutation($id: ID!) { setContactRequestStatus(id: $id, status: READ) { id } }',
      { id: lead.id },
      admin,
    );
    expect(read.errors).toBeUndefined();
    const after = (await app.gql(UNREAD, {}, admin)).data!.inboxUnread;
    expect(after.contactRequests).toBe(await app.db.contactRequest.count({ where: { status: 'NEW' } }));
    expect(after.jobApplications).toBe(before.jobApplications);
    const hrs = (await app.gql(UNREAD, {}, hr)).data!.inboxUnread;
    expect(hrs).toEqual({ contactRequests: null, jobApplications: expect.any(Number) });
    expect((await app.gql(UNREAD, {}, copywriter)).data!.inboxUnread).toEqual({
      contactRequests: null,
      jobApplications: null,
    });
    expect(code(await app.gql(UNREAD))).toBe('UNAUTHENTICATED');
  });
});

describe('notification e-mails', () => {
  it('link to the lead page itself', async () => {
    for (const kind of ['contact', 'application'] as const) {
      const { id } = await sendLead(app, kind);
      const where = kind === 'contact' ? { contactRequestId: id } : { jobApplicationId: id };
      const mail = await app.db.outboxMessage.findFirstOrThrow({ where });
      expect(mail.text).toContain(`/admin-panel/inbox/lead/${kind}/${id}`);
    }
  });
});

describe('bulk actions', () => {
  it('archives and deletes the selected leads, each audited, and reports the ones it could not', async () => {
    const [a, b, spam] = [
      await application(`Bulk${tag()}`),
      await application(`Bulk${tag()}`),
      await application(`Bulk${tag()}`, 'SPAM'),
    ];
    const archived = await app.gql(
      BULK,
      { kind: 'JOB_APPLICATION', action: 'ARCHIVE', ids: [a.id, spam.id, 'missing'] },
      hr,
    );
    expect(archived.errors).toBeUndefined();
    expect(archived.data!.bulkLeads.succeeded).toEqual([a.id]);
    expect(archived.data!.bulkLeads.failed.map((f: any) => [f.id, f.code])).toEqual([
      [spam.id, 'BAD_USER_INPUT'],
      ['missing', 'NOT_FOUND'],
    ]);
    expect((await app.db.jobApplication.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('ARCHIVED');
    const deleted = await app.gql(BULK, { kind: 'JOB_APPLICATION', action: 'DELETE', ids: [a.id, b.id] }, hr);
    expect(deleted.data!.bulkLeads.succeeded).toEqual([a.id, b.id]);
    expect(await app.db.jobApplication.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
    expect(
      await app.db.auditEntry.count({ where: { action: 'LEAD_DELETED', targetId: { in: [a.id, b.id] } } }),
    ).toBe(2);
  });

  it('refuses other roles, an empty and a huge selection with a 4xx naming ids', async () => {
    const c = await contact(`Bulk${tag()}`);
    expect(code(await app.gql(BULK, { kind: 'CONTACT_REQUEST', action: 'ARCHIVE', ids: [c.id] }, hr))).toBe(
      'FORBIDDEN',
    );
    expect(code(await app.gql(BULK, { kind: 'CONTACT_REQUEST', action: 'ARCHIVE', ids: [c.id] }))).toBe(
      'UNAUTHENTICATED',
    );
    const empty = await app.gql(BULK, { kind: 'CONTACT_REQUEST', action: 'ARCHIVE', ids: [] }, admin);
    expect(code(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fields).toHaveProperty('ids');
    const ids = Array.from({ length: 201 }, (_, i) => `id${i}`);
    const huge = await app.gql(BULK, { kind: 'CONTACT_REQUEST', action: 'DELETE', ids }, admin);
    expect(code(huge)).toBe('BAD_USER_INPUT');
    expect(huge.errors![0]!.message).toMatch(/At most 200/);
    expect(code(await app.gql(CSV, { kind: 'CONTACT_REQUEST', ids }, admin))).toBe('BAD_USER_INPUT');
    expect((await app.db.contactRequest.findUniqueOrThrow({ where: { id: c.id } })).status).toBe('NEW');
  });

  it('exports the selected rows as CSV, newest first, audited', async () => {
    const first = await contact(`Csv${tag()}`);
    const second = await contact(`Csv${tag()}`);
    await contact(`Csv${tag()}`);
    const res = await app.gql(CSV, { kind: 'CONTACT_REQUEST', ids: [first.id, second.id] }, admin);
    expect(res.errors).toBeUndefined();
    const text = res.data!.selectedLeadsCsv as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,status,name,email,country,interest,message,attachmentName,source');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual([second.name, first.name]);
    expect(
      await app.db.auditEntry.count({
        where: { action: 'LEAD_EXPORTED', summary: 'Exported 2 selected contact requests as CSV' },
      }),
    ).toBeGreaterThan(0);
    expect(code(await app.gql(CSV, { kind: 'CONTACT_REQUEST', ids: [first.id] }, hr))).toBe('FORBIDDEN');
  });
});

describe('saved filters', () => {
  it('are per user: saved, replaced by name, listed and deleted only by their owner', async () => {
    const name = `Hot ${tag()}`;
    const saved = await app.gql(
      SAVE,
      { kind: 'JOB_APPLICATION', name, filter: '{"status":"NEW","search":"ada"}' },
      hr,
    );
    expect(saved.errors).toBeUndefined();
    const again = await app.gql(SAVE, { kind: 'JOB_APPLICATION', name, filter: '{"status":"READ"}' }, hr);
    expect(again.data!.saveInboxFilter.id).toBe(saved.data!.saveInboxFilter.id);
    const mine = await app.gql(FILTERS, { kind: 'JOB_APPLICATION' }, hr);
    expect(mine.data!.savedInboxFilters).toEqual([
      { id: saved.data!.saveInboxFilter.id, name, filter: '{"status":"READ"}' },
    ]);
    expect((await app.gql(FILTERS, { kind: 'JOB_APPLICATION' }, hr2)).data!.savedInboxFilters).toEqual([]);
    const id = saved.data!.saveInboxFilter.id;
    expect(code(await app.gql(DELETE_FILTER, { id }, hr2))).toBe('NOT_FOUND');
    expect(code(await app.gql(DELETE_FILTER, { id }, admin))).toBe('NOT_FOUND');
    expect((await app.gql(DELETE_FILTER, { id }, hr)).data!.deleteSavedInboxFilter).toBe(id);
    expect(await app.db.savedInboxFilter.count({ where: { id } })).toBe(0);
  });

  it('refuses a bad name, a bad filter and an inbox the role may not see', async () => {
    const noName = await app.gql(SAVE, { kind: 'JOB_APPLICATION', name: '  ', filter: '{}' }, hr);
    expect(noName.errors?.[0]?.extensions?.fields).toHaveProperty('name');
    for (const filter of [
      '[1]',
      'not json',
      '{"status":5}',
      `{"search":"${'x'.repeat(300)}"}`,
      '{"$where":"x"}',
    ]) {
      const res = await app.gql(SAVE, { kind: 'JOB_APPLICATION', name: 'x', filter }, hr);
      expect(code(res), filter).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields).toHaveProperty('filter');
    }
    expect(code(await app.gql(SAVE, { kind: 'CONTACT_REQUEST', name: 'x', filter: '{}' }, hr))).toBe(
      'FORBIDDEN',
    );
    expect(code(await app.gql(FILTERS, { kind: 'CONTACT_REQUEST' }, hr))).toBe('FORBIDDEN');
  });
});

describe('one search', () => {
  it('finds leads, articles, vacancies and users, each only for roles that may see them', async () => {
    const word = `Zq${tag()}`;
    const c = await contact(word);
    const a = await application(`${word}b`);
    await app.db.contactRequest.create({
      data: { ...common(`${word}s`), interest: 'Outsource', status: 'SPAM' },
    });
    const owner = await app.db.user.findFirstOrThrow();
    const article = await app.db.article.create({
      data: {
        title: `${word} article`,
        slug: `s-${tag()}`,
        description: 'd',
        content: '<p>x</p>',
        category: 'Other',
        authorId: owner.id,
      },
    });
    const vacancy = await app.db.vacancy.create({
      data: {
        name: `${word} vacancy`,
        content: '<p>x</p>',
        languageLvl: 'B2',
        city: 'Kyiv',
        experience: '3 years',
      },
    });
    const areas = async (token: string) =>
      ((await app.gql(SEARCH, { text: word }, token)).data!.staffSearch as any[])
        .map((h) => `${h.area}:${h.id}`)
        .sort();
    expect(await areas(admin)).toEqual(
      [`application:${a.id}`, `article:${article.id}`, `contact:${c.id}`, `vacancy:${vacancy.id}`].sort(),
    );
    expect(await areas(hr)).toEqual([`application:${a.id}`, `vacancy:${vacancy.id}`].sort());
    expect(await areas(copywriter)).toEqual([`article:${article.id}`]);
    const hit = (await app.gql(SEARCH, { text: word }, admin)).data!.staffSearch.find(
      (h: any) => h.id === c.id,
    );
    expect(hit.href).toBe(`/admin-panel/inbox/lead/contact/${c.id}`);
    // Two characters match the start of a name; users are found by name or address.
    const users = (await app.gql(SEARCH, { text: 'Ow' }, admin)).data!.staffSearch.filter(
      (h: any) => h.area === 'user',
    );
    expect(users.length).toBeGreaterThan(0);
    expect(
      (await app.gql(SEARCH, { text: 'Ow' }, hr)).data!.staffSearch.some((h: any) => h.area === 'user'),
    ).toBe(false);
  });

  it('answers bad input with a 4xx and strangers with 401', async () => {
    const long = await app.gql(SEARCH, { text: 'x'.repeat(201) }, admin);
    expect(code(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.fields).toHaveProperty('search');
    expect((await app.gql(SEARCH, { text: '   ' }, admin)).data!.staffSearch).toEqual([]);
    expect((await app.gql(SEARCH, { text: '%_"\'' }, admin)).errors).toBeUndefined();
    expect(code(await app.gql(SEARCH, { text: 'a' }))).toBe('UNAUTHENTICATED');
  });
});
