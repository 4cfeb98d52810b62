import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';
import { sendLead } from './leads-support.ts';
import { stageTimeline } from '../src/services/lead-stages.ts';

/** Pipelines (decision 052): stages, moving leads, the board, history, audit and bad input. */
let app: TestApp;
let owner: string;
let admin: string;
let hr: string;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  owner = await app.login(OWNER.email, OWNER.password);
  admin = (await app.staff(['ADMIN'])).token;
  hr = (await app.staff(['HR'])).token;
});
afterAll(async () => app?.stop());

const STAGES = `query($kind: LeadKind!, $all: Boolean) { leadStages(kind: $kind, includeRetired: $all) { id name outcome retired position } }`;
const MOVE = `mutation($kind: LeadKind!, $id: ID!, $stageId: ID!, $reason: String) {
  moveLead(kind: $kind, id: $id, stageId: $stageId, reason: $reason) { id name }
}`;
const BOARD = `query { contactBoard(first: 2) { stage { id name } cards { items { id stage { id } } total endCursor hasMore } } }`;
const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  Object.keys(r.errors?.[0]?.extensions?.fields ?? {});

describe('stages', () => {
  it('starts with the default pipelines, in order', async () => {
    const c = await app.gql(STAGES, { kind: 'CONTACT_REQUEST' }, admin);
    expect(c.data!.leadStages.map((s: any) => s.name)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Proposal',
      'Won',
      'Lost',
    ]);
    const a = await app.gql(STAGES, { kind: 'JOB_APPLICATION' }, hr);
    expect(a.data!.leadStages.map((s: any) => s.name)).toEqual([
      'New',
      'Screening',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
    ]);
    expect(a.data!.leadStages.at(-1).outcome).toBe('LOST');
    // HR may not read the sales pipeline.
    expect((await app.gql(STAGES, { kind: 'CONTACT_REQUEST' }, hr)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('lets OWNER add, rename, order and retire stages; nobody else', async () => {
    const add = `mutation($name: String!) { createLeadStage(kind: JOB_APPLICATION, name: $name) { id name position } }`;
    expect((await app.gql(add, { name: 'Test task' }, admin)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const made = await app.gql(add, { name: '  Test task ' }, owner);
    const id = made.data!.createLeadStage.id;
    expect(made.data!.createLeadStage.name).toBe('Test task');
    const dup = await app.gql(add, { name: 'test TASK' }, owner);
    expect(dup.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(fieldsOf(await app.gql(add, { name: 'x'.repeat(41) }, owner))).toEqual(['name']);
    const rename = `mutation($id: ID!, $name: String!) { renameLeadStage(id: $id, name: $name) { name } }`;
    expect((await app.gql(rename, { id, name: 'Take-home task' }, owner)).data!.renameLeadStage.name).toBe(
      'Take-home task',
    );
    const stages = (await app.gql(STAGES, { kind: 'JOB_APPLICATION' }, owner)).data!.leadStages;
    const ids = stages.map((s: any) => s.id);
    const order = `mutation($ids: [ID!]!) { orderLeadStages(kind: JOB_APPLICATION, ids: $ids) { name retired } }`;
    const moved = [ids[0], ids[1], id, ...ids.slice(2, -1)];
    expect(fieldsOf(await app.gql(order, { ids: moved.slice(1) }, owner))).toEqual(['ids']);
    const ordered = await app.gql(order, { ids: moved }, owner);
    expect(ordered.data!.orderLeadStages.slice(0, 4).map((s: any) => s.name)).toEqual([
      'New',
      'Screening',
      'Take-home task',
      'Interview',
    ]);
    const retire = `mutation($id: ID!) { retireLeadStage(id: $id) { retired } }`;
    expect(fieldsOf(await app.gql(retire, { id: 'application-new' }, owner))).toEqual(['id']);
    expect((await app.gql(retire, { id }, owner)).data!.retireLeadStage.retired).toBe(true);
    const after = (await app.gql(STAGES, { kind: 'JOB_APPLICATION' }, owner)).data!.leadStages;
    expect(after.map((s: any) => s.id)).not.toContain(id);
    const all = (await app.gql(STAGES, { kind: 'JOB_APPLICATION', all: true }, owner)).data!.leadStages;
    expect(all.find((s: any) => s.id === id).retired).toBe(true);
    const audit = await app.db.auditEntry.findMany({
      where: { action: { in: ['STAGE_CREATED', 'STAGE_RETIRED', 'STAGE_UPDATED'] } },
    });
    expect(audit.map((e) => e.action).sort()).toEqual([
      'STAGE_CREATED',
      'STAGE_RETIRED',
      'STAGE_UPDATED',
      'STAGE_UPDATED',
    ]);
  });
});

describe('moving leads', () => {
  it('plans a follow-up with the move, in its transaction; a day in the past moves nothing', async () => {
    const lead = await sendLead(app, 'contact');
    const MOVE_AND_FOLLOW = `mutation($id: ID!, $on: String) {
      moveLead(kind: CONTACT_REQUEST, id: $id, stageId: "contact-qualified", followUpOn: $on) { id }
    }`;
    const past = await app.gql(MOVE_AND_FOLLOW, { id: lead.id, on: '2020-01-01' }, admin);
    expect(fieldsOf(past)).toEqual(['followUpOn']);
    let row = await app.db.contactRequest.findUniqueOrThrow({ where: { id: lead.id } });
    expect([row.stageId, row.followUpAt]).toEqual(['contact-new', null]);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const ok = await app.gql(MOVE_AND_FOLLOW, { id: lead.id, on: day }, admin);
    expect(ok.errors).toBeUndefined();
    row = await app.db.contactRequest.findUniqueOrThrow({ where: { id: lead.id } });
    expect([row.stageId, row.followUpAt?.toISOString().slice(0, 10)]).toEqual(['contact-qualified', day]);
    const audit = await app.db.auditEntry.findMany({
      where: { targetId: lead.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['LEAD_STAGE_CHANGED', 'LEAD_FOLLOW_UP_SET']),
    );
  });

  it('moves a lead, keeps its history and audits it; Lost asks for a reason', async () => {
    const lead = await sendLead(app, 'contact');
    expect((await app.db.contactRequest.findUniqueOrThrow({ where: { id: lead.id } })).stageId).toBe(
      'contact-new',
    );
    const ok = await app.gql(
      MOVE,
      { kind: 'CONTACT_REQUEST', id: lead.id, stageId: 'contact-contacted' },
      admin,
    );
    expect(ok.data!.moveLead.name).toBe('Contacted');
    const noReason = await app.gql(
      MOVE,
      { kind: 'CONTACT_REQUEST', id: lead.id, stageId: 'contact-lost' },
      admin,
    );
    expect(noReason.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(noReason)).toEqual(['reason']);
    const lost = await app.gql(
      MOVE,
      { kind: 'CONTACT_REQUEST', id: lead.id, stageId: 'contact-lost', reason: 'Chose another agency' },
      admin,
    );
    expect(lost.data!.moveLead.name).toBe('Lost');
    const history = await stageTimeline(app.db)('contact', lead.id);
    expect(history.map((h) => [h.kind, h.summary, h.body])).toEqual([
      ['STAGE_CHANGED', 'Moved from New to Contacted', null],
      ['STAGE_CHANGED', 'Moved from Contacted to Lost', 'Chose another agency'],
    ]);
    const q = `query($id: ID!) { leadStageHistory(kind: CONTACT_REQUEST, id: $id) { summary reason actorName } }`;
    expect((await app.gql(q, { id: lead.id }, admin)).data!.leadStageHistory).toHaveLength(2);
    const audit = await app.db.auditEntry.findMany({
      where: { action: 'LEAD_STAGE_CHANGED', targetId: lead.id },
    });
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('Chose another agency');
    // Deleting the lead takes its history with it.
    await app.gql(`mutation($id: ID!) { deleteContactRequest(id: $id) }`, { id: lead.id }, admin);
    expect(await app.db.leadStageChange.count({ where: { contactRequestId: lead.id } })).toBe(0);
  });

  it('refuses an unknown stage, the other kind, a retired stage and strangers by name', async () => {
    const lead = await sendLead(app, 'application');
    const tries = [
      { stageId: 'no-such-stage', field: 'stageId' },
      { stageId: 'contact-won', field: 'stageId' },
    ];
    for (const t of tries) {
      const r = await app.gql(MOVE, { kind: 'JOB_APPLICATION', id: lead.id, stageId: t.stageId }, hr);
      expect(r.errors?.[0]?.extensions?.code, t.stageId).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual([t.field]);
    }
    const made = await app.gql(
      `mutation { createLeadStage(kind: JOB_APPLICATION, name: "Old step") { id } }`,
      {},
      owner,
    );
    const retiredId = made.data!.createLeadStage.id;
    await app.gql(`mutation($id: ID!) { retireLeadStage(id: $id) { id } }`, { id: retiredId }, owner);
    const r = await app.gql(MOVE, { kind: 'JOB_APPLICATION', id: lead.id, stageId: retiredId }, hr);
    expect(fieldsOf(r)).toEqual(['stageId']);
    const long = await app.gql(
      MOVE,
      { kind: 'JOB_APPLICATION', id: lead.id, stageId: 'application-rejected', reason: 'x'.repeat(501) },
      hr,
    );
    expect(fieldsOf(long)).toEqual(['reason']);
    const stranger = await app.gql(MOVE, { kind: 'JOB_APPLICATION', id: lead.id, stageId: 'nope' });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await app.gql(
      MOVE,
      { kind: 'JOB_APPLICATION', id: 'nope', stageId: 'application-offer' },
      hr,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const hrOnContact = await app.gql(
      MOVE,
      { kind: 'CONTACT_REQUEST', id: lead.id, stageId: 'contact-won' },
      hr,
    );
    expect(hrOnContact.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('moves many at once from the bulk bar, all or none', async () => {
    const a = await sendLead(app, 'contact');
    const b = await sendLead(app, 'contact');
    const bulk = `mutation($ids: [ID!]!, $stageId: ID!, $reason: String) { moveLeads(kind: CONTACT_REQUEST, ids: $ids, stageId: $stageId, reason: $reason) }`;
    expect(
      fieldsOf(await app.gql(bulk, { ids: [a.id, 'gone'], stageId: 'contact-qualified' }, admin)),
    ).toEqual(['ids']);
    expect(fieldsOf(await app.gql(bulk, { ids: [], stageId: 'contact-qualified' }, admin))).toEqual(['ids']);
    expect(
      (await app.gql(bulk, { ids: [a.id, b.id], stageId: 'contact-qualified' }, admin)).data!.moveLeads,
    ).toBe(2);
    expect(
      (await app.gql(bulk, { ids: [a.id, b.id], stageId: 'contact-qualified' }, admin)).data!.moveLeads,
    ).toBe(0);
    const rows = await app.db.contactRequest.findMany({ where: { id: { in: [a.id, b.id] } } });
    expect(rows.map((r) => r.stageId)).toEqual(['contact-qualified', 'contact-qualified']);
  });

  it('shows the board as columns with keyset pages and counts', async () => {
    const sent = [];
    for (let i = 0; i < 4; i++) sent.push(await sendLead(app, 'contact'));
    await app.gql(MOVE, { kind: 'CONTACT_REQUEST', id: sent[0]!.id, stageId: 'contact-proposal' }, admin);
    const board = await app.gql(BOARD, {}, admin);
    const cols = board.data!.contactBoard;
    expect(cols.map((c: any) => c.stage.name)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Proposal',
      'Won',
      'Lost',
    ]);
    const proposal = cols.find((c: any) => c.stage.id === 'contact-proposal');
    expect(proposal.cards.items.map((i: any) => i.id)).toEqual([sent[0]!.id]);
    const fresh = cols.find((c: any) => c.stage.id === 'contact-new');
    expect(fresh.cards.items).toHaveLength(2);
    expect(fresh.cards.hasMore).toBe(true);
    expect(fresh.cards.items.every((i: any) => i.stage.id === 'contact-new')).toBe(true);
    const more = await app.gql(
      `query($after: String) { contactBoardColumn(stageId: "contact-new", first: 2, after: $after) { cards { items { id } total } } }`,
      { after: fresh.cards.endCursor },
      admin,
    );
    const next = more.data!.contactBoardColumn.cards.items.map((i: any) => i.id);
    expect(next.some((id: string) => fresh.cards.items.some((i: any) => i.id === id))).toBe(false);
    expect(more.data!.contactBoardColumn.cards.total).toBe(fresh.cards.total);
    const bad = await app.gql(
      `query { contactBoardColumn(stageId: "application-new") { stage { id } } }`,
      {},
      admin,
    );
    expect(fieldsOf(bad)).toEqual(['stageId']);
    expect((await app.gql(BOARD, {}, hr)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const huge = await app.gql(`query { contactBoard(first: 51) { stage { id } } }`, {}, admin);
    expect(fieldsOf(huge)).toEqual(['first']);
    const none = await app.gql(`query { contactBoard(first: 0) { stage { id } } }`, {}, admin);
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
