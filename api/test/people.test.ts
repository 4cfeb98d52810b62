import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeTimeline } from '../src/services/people.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

/** One person, many leads (decision 058): grouping by address, merge and unmerge, roles. */
let app: TestApp;
let admin: string;
let hr: string;
let copywriter: string;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  admin = (await app.staff(['ADMIN'])).token;
  hr = (await app.staff(['HR'])).token;
  copywriter = (await app.staff(['COPYWRITER'])).token;
});
afterAll(async () => app?.stop());

const address = () => `person-${randomBytes(4).toString('hex')}@example.com`;
const common = (email: string) => ({ name: 'Pat Person', email, country: 'Germany', message: 'Hello' });
const contact = (email: string) =>
  app.db.contactRequest.create({ data: { ...common(email), interest: 'Outsource' } });
const application = (email: string) =>
  app.db.jobApplication.create({ data: { ...common(email), position: 'QA Engineer' } });

const PERSON = `query($key: String!) { person(key: $key) {
  key emails hiddenKinds leads { kind id } merges { id emailA emailB mergedByEmail } } }`;
const MERGE =
  'mutation($a: String!, $b: String!) { mergePeople(a: $a, b: $b) { emails leads { id } merges { id } } }';
const UNMERGE = 'mutation($id: ID!) { unmergePeople(id: $id) { id } }';
const code = (res: { errors?: any[] }) => res.errors?.[0]?.extensions?.code;

describe('a person', () => {
  it('groups the leads of one address across both kinds, newest first', async () => {
    const email = address();
    const c = await contact(email);
    const a = await application(email);
    await contact(address());
    const res = await app.gql(PERSON, { key: `contact-${c.id}` }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.person.emails).toEqual([email]);
    expect(res.data!.person.leads).toEqual([
      { kind: 'JOB_APPLICATION', id: a.id },
      { kind: 'CONTACT_REQUEST', id: c.id },
    ]);
    expect(res.data!.person.hiddenKinds).toEqual([]);
  });

  it('shows HR only the applications, and refuses HR a contact request as the key', async () => {
    const email = address();
    const c = await contact(email);
    const a = await application(email);
    const res = await app.gql(PERSON, { key: `application-${a.id}` }, hr);
    expect(res.errors).toBeUndefined();
    expect(res.data!.person.leads).toEqual([{ kind: 'JOB_APPLICATION', id: a.id }]);
    expect(res.data!.person.hiddenKinds).toEqual(['CONTACT_REQUEST']);
    expect(code(await app.gql(PERSON, { key: `contact-${c.id}` }, hr))).toBe('FORBIDDEN');
    expect(code(await app.gql(PERSON, { key: `application-${a.id}` }, copywriter))).toBe('FORBIDDEN');
    expect(code(await app.gql(PERSON, { key: `application-${a.id}` }))).toBe('UNAUTHENTICATED');
  });

  it('answers a bad or unknown key with a 4xx naming it', async () => {
    const bad = await app.gql(PERSON, { key: 'x'.repeat(5000) }, admin);
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toHaveProperty('key');
    expect(code(await app.gql(PERSON, { key: 'contact-nope' }, admin))).toBe('NOT_FOUND');
  });
});

describe('merging people', () => {
  it('are forgotten with an address that is erased (a merge names both addresses)', async () => {
    const [e1, e2] = [address(), address()];
    const c = await contact(e1);
    const a = await application(e2);
    const merged = await app.gql(MERGE, { a: `contact-${c.id}`, b: `application-${a.id}` }, admin);
    expect(merged.errors).toBeUndefined();
    const erased = await app.gql(
      'mutation($e: String!) { eraseDataSubject(email: $e) { contactRequests } }',
      { e: e1 },
      admin,
    );
    expect(erased.errors).toBeUndefined();
    expect(await app.db.personMerge.count({ where: { OR: [{ emailA: e1 }, { emailB: e1 }] } })).toBe(0);
  });

  it('joins two addresses, records who, and parts them again', async () => {
    const [e1, e2] = [address(), address()];
    const c = await contact(e1);
    const a = await application(e2);
    const merged = await app.gql(MERGE, { a: `contact-${c.id}`, b: `application-${a.id}` }, admin);
    expect(merged.errors).toBeUndefined();
    expect(merged.data!.mergePeople.emails.sort()).toEqual([e1, e2].sort());
    expect(merged.data!.mergePeople.leads.map((l: any) => l.id).sort()).toEqual([a.id, c.id].sort());
    const mergeId = merged.data!.mergePeople.merges[0].id;
    const row = await app.db.personMerge.findUniqueOrThrow({ where: { id: mergeId } });
    expect(row).toMatchObject({ kinds: 'application,contact', unmergedAt: null });
    expect(row.mergedByEmail).toMatch(/@/);
    // The other lead's person is the same person now.
    const other = await app.gql(PERSON, { key: `application-${a.id}` }, admin);
    expect(other.data!.person.leads).toHaveLength(2);
    // HR may not undo a merge that joined a contact request.
    expect(code(await app.gql(UNMERGE, { id: mergeId }, hr))).toBe('FORBIDDEN');
    // Merging again is refused: they are one person.
    const again = await app.gql(MERGE, { a: `application-${a.id}`, b: `contact-${c.id}` }, admin);
    expect(code(again)).toBe('BAD_USER_INPUT');

    const parted = await app.gql(UNMERGE, { id: mergeId }, admin);
    expect(parted.errors).toBeUndefined();
    const after = await app.gql(PERSON, { key: `contact-${c.id}` }, admin);
    expect(after.data!.person.leads).toEqual([{ kind: 'CONTACT_REQUEST', id: c.id }]);
    expect(code(await app.gql(UNMERGE, { id: mergeId }, admin))).toBe('NOT_FOUND');

    const actions = await app.db.auditEntry.findMany({
      where: { action: { in: ['PERSON_MERGED', 'PERSON_UNMERGED'] }, details: { contains: mergeId } },
    });
    expect(actions.map((e) => e.action).sort()).toEqual(['PERSON_MERGED', 'PERSON_UNMERGED']);
    // The log names people by masked addresses only (decision 030).
    for (const e of actions) expect(e.summary).not.toContain(e1);

    const timeline = await mergeTimeline(app.db)('contact', c.id);
    expect(timeline.map((t) => t.kind)).toEqual(['MERGED', 'UNMERGED']);
    expect(timeline[0]!.summary).not.toContain(e2);
  });

  it('follows merges through a third address', async () => {
    const [e1, e2, e3] = [address(), address(), address()];
    const [x, y, z] = [await application(e1), await application(e2), await application(e3)];
    expect(
      (await app.gql(MERGE, { a: `application-${x.id}`, b: `application-${y.id}` }, hr)).errors,
    ).toBeUndefined();
    expect(
      (await app.gql(MERGE, { a: `application-${y.id}`, b: `application-${z.id}` }, hr)).errors,
    ).toBeUndefined();
    const res = await app.gql(PERSON, { key: `application-${x.id}` }, hr);
    expect(res.data!.person.emails.sort()).toEqual([e1, e2, e3].sort());
    expect(res.data!.person.leads).toHaveLength(3);
  });

  it('refuses a merge involving a kind the caller may not see, unknown leads and bad keys', async () => {
    const c = await contact(address());
    const a = await application(address());
    const forbidden = await app.gql(MERGE, { a: `application-${a.id}`, b: `contact-${c.id}` }, hr);
    expect(code(forbidden)).toBe('FORBIDDEN');
    expect(await app.db.personMerge.count({ where: { emailA: { in: [a.email, c.email] } } })).toBe(0);
    expect(code(await app.gql(MERGE, { a: `application-${a.id}`, b: 'application-unknown' }, admin))).toBe(
      'NOT_FOUND',
    );
    const bad = await app.gql(MERGE, { a: `application-${a.id}`, b: 'robert); drop' }, admin);
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields).toHaveProperty('b');
    expect(code(await app.gql(MERGE, { a: `contact-${c.id}`, b: `application-${a.id}` }, copywriter))).toBe(
      'FORBIDDEN',
    );
    expect(code(await app.gql(MERGE, { a: `contact-${c.id}`, b: `application-${a.id}` }))).toBe(
      'UNAUTHENTICATED',
    );
    const same = await contact(c.email);
    expect(code(await app.gql(MERGE, { a: `contact-${c.id}`, b: `contact-${same.id}` }, admin))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
