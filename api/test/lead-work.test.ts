import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, provider, startTestApp, type TestApp } from './harness.ts';
import { sendLead } from './leads-support.ts';

/** Owners, notes, follow-ups and the timeline of a lead (decisions 054, 055). */
let app: TestApp;
let admin: { id: string; email: string; token: string };
let seller: { id: string; email: string; token: string };
let hr: { id: string; email: string; token: string };

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  admin = await app.staff(['ADMIN']);
  seller = await app.staff(['ADMIN']);
  hr = await app.staff(['HR']);
});
afterAll(async () => app?.stop());

const ASSIGN = `mutation($kind: LeadKind!, $ids: [ID!]!, $to: ID) { assignLeads(kind: $kind, ids: $ids, assigneeId: $to) }`;
const NOTE = `mutation($kind: LeadKind!, $id: ID!, $body: String!, $mentions: [ID!], $on: String) {
  addLeadNote(kind: $kind, id: $id, body: $body, mentions: $mentions, followUpOn: $on) { id kind body }
}`;
const FOLLOW = `mutation($kind: LeadKind!, $id: ID!, $on: String) { setLeadFollowUp(kind: $kind, id: $id, followUpOn: $on) }`;
const TIMELINE = `query($kind: LeadKind!, $id: ID!) { leadTimeline(kind: $kind, id: $id) { kind summary body actorName at } }`;
const MINE = `query($a: String) { contactRequests(assignee: $a, first: 200) { items { id assigneeId assigneeName followUpAt } total } }`;
const DUE = `query { dueFollowUps { kind id name overdue } }`;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const fields = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  r.errors?.[0]?.extensions?.fields;

describe('the owner of a lead', () => {
  it('assigns to staff who may see it, e-mails them a link to the lead, audits, filters Mine/Unassigned', async () => {
    const lead = await sendLead(app, 'contact');
    const r = await app.gql(ASSIGN, { kind: 'CONTACT_REQUEST', ids: [lead.id], to: seller.id }, admin.token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.assignLeads).toBe(1);
    const mail = await app.db.outboxMessage.findMany({
      where: { contactRequestId: lead.id, to: seller.email },
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`http://site.test/admin-panel/inbox/lead/contact/${lead.id}`);
    expect(
      await app.db.auditEntry.findFirst({ where: { action: 'LEAD_ASSIGNED', targetId: lead.id } }),
    ).toMatchObject({
      actorId: admin.id,
    });
    // The same assignment again changes nothing and sends nothing.
    expect(
      (await app.gql(ASSIGN, { kind: 'CONTACT_REQUEST', ids: [lead.id], to: seller.id }, admin.token)).data!
        .assignLeads,
    ).toBe(0);
    expect(await app.db.outboxMessage.count({ where: { contactRequestId: lead.id, to: seller.email } })).toBe(
      1,
    );

    const mine = await app.gql(MINE, { a: 'MINE' }, seller.token);
    expect(mine.data!.contactRequests.items.map((l: any) => l.id)).toEqual([lead.id]);
    expect(mine.data!.contactRequests.items[0].assigneeName).toBe('ADMIN');
    const unassigned = await app.gql(MINE, { a: 'UNASSIGNED' }, seller.token);
    expect(unassigned.data!.contactRequests.items.map((l: any) => l.id)).not.toContain(lead.id);
    const bad = await app.gql(MINE, { a: 'THEIRS' }, seller.token);
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(fields(bad)).toHaveProperty('assignee');
  });

  it('refuses an assignee who may not see that kind, HR on contact requests, and strangers', async () => {
    const lead = await sendLead(app, 'contact');
    const toHr = await app.gql(ASSIGN, { kind: 'CONTACT_REQUEST', ids: [lead.id], to: hr.id }, admin.token);
    expect(code(toHr)).toBe('BAD_USER_INPUT');
    expect(fields(toHr)).toHaveProperty('assigneeId');
    expect(
      code(await app.gql(ASSIGN, { kind: 'CONTACT_REQUEST', ids: [lead.id], to: hr.id }, hr.token)),
    ).toBe('FORBIDDEN');
    expect(code(await app.gql(ASSIGN, { kind: 'CONTACT_REQUEST', ids: [lead.id], to: hr.id }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(code(await app.gql(TIMELINE, { kind: 'CONTACT_REQUEST', id: lead.id }, hr.token))).toBe(
      'FORBIDDEN',
    );
    // HR may own an application.
    const application = await sendLead(app, 'application');
    const ok = await app.gql(
      ASSIGN,
      { kind: 'JOB_APPLICATION', ids: [application.id], to: hr.id },
      admin.token,
    );
    expect(ok.data!.assignLeads).toBe(1);
  });
});

describe('notes and follow-ups', () => {
  it('keeps a note, e-mails the mentioned, sets the follow-up; refuses a past day, empty text, outsiders', async () => {
    const lead = await sendLead(app, 'contact');
    const note = await app.gql(
      NOTE,
      {
        kind: 'CONTACT_REQUEST',
        id: lead.id,
        body: '@ADMIN call them Tuesday',
        mentions: [seller.id],
        on: day(0),
      },
      admin.token,
    );
    expect(note.errors).toBeUndefined();
    const row = await app.db.contactRequest.findUniqueOrThrow({ where: { id: lead.id } });
    expect(row.followUpAt?.toISOString().slice(0, 10)).toBe(day(0));
    const told = await app.db.outboxMessage.findFirstOrThrow({
      where: { contactRequestId: lead.id, to: seller.email },
    });
    expect(told.subject).toContain('mentioned you');
    expect(told.text).toContain('call them Tuesday');

    const past = await app.gql(FOLLOW, { kind: 'CONTACT_REQUEST', id: lead.id, on: day(-1) }, admin.token);
    expect(code(past)).toBe('BAD_USER_INPUT');
    expect(fields(past)).toHaveProperty('followUpOn');
    const rest = await app.gql(
      NOTE,
      { kind: 'CONTACT_REQUEST', id: lead.id, body: 'x', on: '2026-02-30' },
      admin.token,
    );
    expect(fields(rest)).toHaveProperty('followUpOn');
    expect(
      fields(await app.gql(NOTE, { kind: 'CONTACT_REQUEST', id: lead.id, body: '   ' }, admin.token)),
    ).toHaveProperty('body');
    expect(
      fields(
        await app.gql(NOTE, { kind: 'CONTACT_REQUEST', id: lead.id, body: 'x'.repeat(5001) }, admin.token),
      ),
    ).toHaveProperty('body');
    const outsider = await app.gql(
      NOTE,
      { kind: 'CONTACT_REQUEST', id: lead.id, body: 'hi', mentions: [hr.id] },
      admin.token,
    );
    expect(fields(outsider)).toHaveProperty('mentions');
    expect(
      code(await app.gql(FOLLOW, { kind: 'CONTACT_REQUEST', id: 'nope', on: day(1) }, admin.token)),
    ).toBe('NOT_FOUND');
    expect(await app.db.leadNote.count({ where: { leadId: lead.id } })).toBe(1);

    const cleared = await app.gql(FOLLOW, { kind: 'CONTACT_REQUEST', id: lead.id, on: null }, admin.token);
    expect(cleared.data!.setLeadFollowUp).toBeNull();
    expect(
      await app.db.auditEntry.count({ where: { action: 'LEAD_FOLLOW_UP_SET', targetId: lead.id } }),
    ).toBe(1);
    expect(await app.db.auditEntry.count({ where: { action: 'LEAD_NOTE_ADDED', targetId: lead.id } })).toBe(
      1,
    );
  });

  it('lists due and overdue leads for their assignee, and digests them once per person and day', async () => {
    const owner = await app.staff(['ADMIN']);
    const [dueToday, overdue, later] = [
      await sendLead(app, 'contact'),
      await sendLead(app, 'contact'),
      await sendLead(app, 'contact'),
    ];
    await app.gql(
      ASSIGN,
      { kind: 'CONTACT_REQUEST', ids: [dueToday.id, overdue.id, later.id], to: owner.id },
      admin.token,
    );
    await app.gql(FOLLOW, { kind: 'CONTACT_REQUEST', id: dueToday.id, on: day(0) }, admin.token);
    await app.gql(FOLLOW, { kind: 'CONTACT_REQUEST', id: later.id, on: day(3) }, admin.token);
    // Overdue: set directly, as a date set yesterday would now be.
    await app.db.contactRequest.update({
      where: { id: overdue.id },
      data: { followUpAt: new Date(`${day(-2)}T00:00:00Z`) },
    });

    const due = await app.gql(DUE, {}, owner.token);
    expect(due.data!.dueFollowUps.map((l: any) => [l.id, l.overdue])).toEqual([
      [overdue.id, true],
      [dueToday.id, false],
    ]);
    expect((await app.gql(DUE, {}, hr.token)).data!.dueFollowUps).toEqual([]);

    const noon = new Date(`${day(0)}T12:00:00Z`);
    const second = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS }, { sameDatabaseAs: app });
    try {
      const runs =
        provider === 'postgres'
          ? await Promise.all([
              app.services.followUps.sendDigests(noon),
              second.services.followUps.sendDigests(noon),
            ])
          : [
              await app.services.followUps.sendDigests(noon),
              await second.services.followUps.sendDigests(noon),
            ];
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await app.services.followUps.sendDigests(noon)).toBe(0);
    } finally {
      await second.stop();
    }
    const digests = await app.db.outboxMessage.findMany({
      where: { to: owner.email, subject: { startsWith: 'Follow-ups due' } },
    });
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Follow-ups due: 2 leads');
    expect(digests[0]!.text).toContain(`OVERDUE since ${day(-2)}`);
    expect(digests[0]!.text).not.toContain(later.id);
  });
});

describe('the timeline', () => {
  it('shows the submission, assignment, notes, e-mails and downloads in order; goes with the lead', async () => {
    const lead = await sendLead(app, 'application', { file: true });
    await app.gql(ASSIGN, { kind: 'JOB_APPLICATION', ids: [lead.id], to: hr.id }, admin.token);
    for (let i = 0; i < 3; i++)
      await app.gql(NOTE, { kind: 'JOB_APPLICATION', id: lead.id, body: `note ${i}` }, hr.token);
    expect((await app.rest('GET', `/api/files/${lead.uploadId}`, undefined, hr.token)).status).toBe(200);

    const t = await app.gql(TIMELINE, { kind: 'JOB_APPLICATION', id: lead.id }, hr.token);
    expect(t.errors).toBeUndefined();
    const kinds = t.data!.leadTimeline.map((e: any) => e.kind);
    expect(kinds[0]).toBe('SUBMITTED');
    expect(kinds).toEqual(expect.arrayContaining(['ASSIGNED', 'NOTE', 'EMAIL', 'DOWNLOADED']));
    expect(t.data!.leadTimeline.filter((e: any) => e.kind === 'NOTE').map((e: any) => e.body)).toEqual([
      'note 0',
      'note 1',
      'note 2',
    ]);
    const at = t.data!.leadTimeline.map((e: any) => Date.parse(e.at));
    expect(at).toEqual([...at].sort((a, b) => a - b));

    const gone = await app.gql(
      `mutation($id: ID!) { deleteJobApplication(id: $id) }`,
      { id: lead.id },
      hr.token,
    );
    expect(gone.errors).toBeUndefined();
    expect(await app.db.leadNote.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await app.db.leadAssignment.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it('is erased with the person: notes and assignments go with their leads (decision 030)', async () => {
    const lead = await sendLead(app, 'contact');
    await app.gql(ASSIGN, { kind: 'CONTACT_REQUEST', ids: [lead.id], to: seller.id }, admin.token);
    await app.gql(
      NOTE,
      { kind: 'CONTACT_REQUEST', id: lead.id, body: 'Mentions their phone number' },
      admin.token,
    );
    const erased = await app.gql(
      'mutation($e: String!) { eraseDataSubject(email: $e) { contactRequests } }',
      { e: lead.email },
      admin.token,
    );
    expect(erased.data!.eraseDataSubject.contactRequests).toBe(1);
    expect(await app.db.leadNote.count({ where: { leadId: lead.id } })).toBe(0);
    expect(await app.db.leadAssignment.count({ where: { leadId: lead.id } })).toBe(0);
  });
});
