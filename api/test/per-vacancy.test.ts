import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';
import { sendLead } from './leads-support.ts';

/** Per vacancy (decision 053): the vacancy by id, counts per stage, the filter, ratings. */
let app: TestApp;
let admin: string;
let hr: string;
let hr2: { id: string; token: string };
let copywriter: string;

const at = '2026-11-01T10:00:00.000Z';
beforeAll(async () => {
  app = await startTestApp(
    { rateLimits: GENEROUS_RATE_LIMITS },
    {
      upgrade: {
        before: '20261127180000_stages_and_ratings',
        sql: [
          `INSERT INTO "Vacancy" ("id", "name", "languageLvl", "city", "experience", "content", "createdAt", "updatedAt") VALUES ('oldvac1', 'Old QA Lead', 'B2', 'Kyiv', '3 years', '<p>x</p>', '${at}', '${at}')`,
          `INSERT INTO "JobApplication" ("id", "name", "email", "country", "position", "message", "status", "createdAt", "updatedAt") VALUES ('oldapp1', 'Ada', 'ada@old.example', 'Ukraine', 'Old QA Lead', 'Hi', 'NEW', '${at}', '${at}')`,
          `INSERT INTO "JobApplication" ("id", "name", "email", "country", "position", "message", "status", "createdAt", "updatedAt") VALUES ('oldapp2', 'Bob', 'bob@old.example', 'Ukraine', 'A role long gone', 'Hi', 'NEW', '${at}', '${at}')`,
        ],
      },
    },
  );
  admin = (await app.staff(['ADMIN'])).token;
  hr = (await app.staff(['HR'])).token;
  hr2 = await app.staff(['HR']);
  copywriter = (await app.staff(['COPYWRITER'])).token;
});
afterAll(async () => app?.stop());

const fieldsOf = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  Object.keys(r.errors?.[0]?.extensions?.fields ?? {});
const LIST = `query($vacancyId: ID) { jobApplications(vacancyId: $vacancyId, first: 50) { items { id vacancyId stage { name } } total } }`;

describe('applications per vacancy', () => {
  it('backfills the vacancy of kept applications by title, else leaves it null', async () => {
    const rows = await app.db.jobApplication.findMany({
      where: { id: { in: ['oldapp1', 'oldapp2'] } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => [r.vacancyId, r.stageId])).toEqual([
      ['oldvac1', 'application-new'],
      [null, 'application-new'],
    ]);
  });

  it('files a new application under the vacancy it names, filters and counts by it', async () => {
    const vacancy = await app.db.vacancy.create({
      data: {
        name: 'Rust Engineer',
        languageLvl: 'B2',
        city: 'Lviv',
        experience: '2 years',
        content: '<p>x</p>',
        visibility: true,
      },
    });
    const a = await sendLead(app, 'application', { topic: 'Rust Engineer' });
    const b = await sendLead(app, 'application', { topic: 'Rust Engineer' });
    const other = await sendLead(app, 'application', { topic: 'Nobody has this title' });
    expect((await app.db.jobApplication.findUniqueOrThrow({ where: { id: other.id } })).vacancyId).toBeNull();
    const list = await app.gql(LIST, { vacancyId: vacancy.id }, hr);
    expect(list.data!.jobApplications.items.map((i: any) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.data!.jobApplications.items[0].vacancyId).toBe(vacancy.id);
    await app.gql(
      `mutation($id: ID!) { moveLead(kind: JOB_APPLICATION, id: $id, stageId: "application-interview") { id } }`,
      { id: a.id },
      hr,
    );
    const counts = await app.gql(
      `query { vacancyList(first: 50) { items { id applicationStages { name count } } } }`,
      {},
      hr,
    );
    const row = counts.data!.vacancyList.items.find((v: any) => v.id === vacancy.id);
    expect(row.applicationStages).toEqual([
      { name: 'New', count: 1 },
      { name: 'Screening', count: 0 },
      { name: 'Interview', count: 1 },
      { name: 'Offer', count: 0 },
      { name: 'Hired', count: 0 },
      { name: 'Rejected', count: 0 },
    ]);
    // Contact requests have no vacancy; a malformed id is refused by name.
    const contact = await app.gql(`query { contactRequests(vacancyId: "x") { total } }`, {}, admin);
    expect(fieldsOf(contact)).toEqual(['vacancyId']);
    expect(fieldsOf(await app.gql(LIST, { vacancyId: 'x'.repeat(201) }, hr))).toEqual(['vacancyId']);
  });
});

describe('ratings and scorecards', () => {
  const RATE = `mutation($id: ID!, $score: Int!, $scorecard: String) {
    rateCandidate(applicationId: $id, score: $score, scorecard: $scorecard) { score label scorecard userName }
  }`;
  const READ = `query($id: ID!) { candidateRatings(applicationId: $id) { average ratings { score label scorecard } } }`;

  it('keeps one rating per interviewer on a 4-point scale', async () => {
    const lead = await sendLead(app, 'application');
    for (const score of [0, 5, -1]) {
      const r = await app.gql(RATE, { id: lead.id, score }, hr);
      expect(r.errors?.[0]?.extensions?.code, String(score)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r)).toEqual(['score']);
    }
    expect(fieldsOf(await app.gql(RATE, { id: lead.id, score: 3, scorecard: 'x'.repeat(2001) }, hr))).toEqual(
      ['scorecard'],
    );
    expect(
      (await app.gql(RATE, { id: lead.id, score: 2, scorecard: 'Shaky on SQL' }, hr)).data!.rateCandidate
        .label,
    ).toBe('No');
    expect(
      (await app.gql(RATE, { id: lead.id, score: 3, scorecard: 'Better on a second look' }, hr)).data!
        .rateCandidate.label,
    ).toBe('Yes');
    await app.gql(RATE, { id: lead.id, score: 4, scorecard: 'Strong systems design' }, hr2.token);
    const read = await app.gql(READ, { id: lead.id }, admin);
    expect(read.data!.candidateRatings).toEqual({
      average: 3.5,
      ratings: [
        { score: 3, label: 'Yes', scorecard: 'Better on a second look' },
        { score: 4, label: 'Strong yes', scorecard: 'Strong systems design' },
      ],
    });
    expect((await app.gql(READ, { id: lead.id }, copywriter)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await app.gql(RATE, { id: lead.id, score: 3 })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.gql(RATE, { id: 'nope', score: 3 }, hr)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const audit = await app.db.auditEntry.findMany({
      where: { action: 'CANDIDATE_RATED', targetId: lead.id },
    });
    expect(audit).toHaveLength(3);
    expect(JSON.stringify(audit)).not.toContain('SQL');
    // Deleting the application deletes its scorecards.
    await app.gql(`mutation($id: ID!) { deleteJobApplication(id: $id) }`, { id: lead.id }, hr);
    expect(await app.db.candidateRating.count({ where: { jobApplicationId: lead.id } })).toBe(0);
  });
});
