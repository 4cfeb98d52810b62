import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startTestApp, type TestApp } from './harness.ts';

/**
 * What staff get when they leave something out: a new vacancy is not published until someone lists
 * it, and the inbox's unfiltered list ("All") is the leads still being worked on, not the archive.
 */
let app: TestApp;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.login(OWNER.email, OWNER.password);
});
afterAll(async () => app?.stop());

const vacancy = {
  name: 'Half-written vacancy',
  languageLvl: 'B2',
  city: 'Remote',
  country: 'UA',
  content: '<p>To be finished</p>',
};

async function publicVacancyIds(): Promise<string[]> {
  const gql = await app.gql('{ vacancies { id } }');
  expect(gql.errors).toBeUndefined();
  const rest = await app.rest('GET', '/api/vacancy');
  expect(rest.status).toBe(200);
  const ids = (gql.data!.vacancies as { id: string }[]).map((v) => v.id);
  expect((rest.body as { _id: string }[]).map((v) => v._id).sort()).toEqual([...ids].sort());
  return ids;
}

describe('a new vacancy starts hidden', () => {
  it('GraphQL createVacancy without visibility: hidden, not in the public list', async () => {
    const res = await app.gql(
      'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id visibility } }',
      { input: { ...vacancy, experience: '2 years' } },
      owner,
    );
    expect(res.errors).toBeUndefined();
    const { id, visibility } = res.data!.createVacancy as { id: string; visibility: boolean };
    expect(visibility).toBe(false);
    expect(await publicVacancyIds()).not.toContain(id);
    expect((await app.rest('GET', `/api/vacancy/${id}`)).status).toBe(404);
  });

  it('REST POST /api/vacancy without visibility: hidden; with visibility: true it is listed', async () => {
    const hidden = await app.rest('POST', '/api/vacancy', { ...vacancy, experince: '2 years' }, owner);
    expect(hidden.status).toBe(201);
    expect(hidden.body).toMatchObject({ visibility: false });
    const listed = await app.rest(
      'POST',
      '/api/vacancy',
      { ...vacancy, name: 'Ready vacancy', experince: '2 years', visibility: true },
      owner,
    );
    expect(listed.body).toMatchObject({ visibility: true });
    const ids = await publicVacancyIds();
    expect(ids).not.toContain(hidden.body._id);
    expect(ids).toContain(listed.body._id);
  });

  it('a row written without visibility (e.g. by a script) is hidden by the database default', async () => {
    const row = await app.db.vacancy.create({ data: { ...vacancy, experience: '1 year' } });
    expect(row.visibility).toBe(false);
  });
});

describe('the inbox without a status filter ("All")', () => {
  const LIST = (field: string) =>
    `query($status: LeadStatus, $search: String) { ${field}(status: $status, search: $search) { total items { id status } } }`;

  async function submitAndArchive(kind: 'contact' | 'application', tag: string) {
    const email = `${tag}@example.com`;
    const common = { name: 'Ada Lovelace', email, country: 'Ukraine', message: 'Hello there.' };
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res =
        kind === 'contact'
          ? await app.rest('POST', '/api/send-form', { ...common, interest: 'Flutter' })
          : await app.rest('POST', '/api/send-vacancy-form', { ...common, position: 'QA Engineer' });
      expect(res.status).toBe(201);
      ids.push(res.body._id as string);
    }
    const [fresh, read, archived] = ids as [string, string, string];
    const mutation = kind === 'contact' ? 'setContactRequestStatus' : 'setJobApplicationStatus';
    for (const [id, status] of [
      [read, 'READ'],
      [archived, 'ARCHIVED'],
    ] as const) {
      const set = await app.gql(
        `mutation($id: ID!, $status: LeadStatus!) { ${mutation}(id: $id, status: $status) { id } }`,
        { id, status },
        owner,
      );
      expect(set.errors).toBeUndefined();
    }
    return { email, fresh, read, archived };
  }

  for (const [kind, field, path] of [
    ['contact', 'contactRequests', 'contact-requests'],
    ['application', 'jobApplications', 'job-applications'],
  ] as const) {
    it(`${field}: All lists new and read leads, the archived one only under ARCHIVED; CSV agrees`, async () => {
      const lead = await submitAndArchive(kind, `${kind}-all-${Date.now()}`);
      const list = async (status?: string) => {
        const res = await app.gql(LIST(field), { status, search: lead.email }, owner);
        expect(res.errors).toBeUndefined();
        const page = res.data![field] as { total: number; items: { id: string }[] };
        return { total: page.total, ids: page.items.map((item) => item.id) };
      };
      expect(await list()).toEqual({ total: 2, ids: [lead.read, lead.fresh] });
      expect(await list('ARCHIVED')).toEqual({ total: 1, ids: [lead.archived] });

      const csv = async (query: string) => {
        const res = await fetch(`${app.baseUrl}/api/inbox/${path}/export.csv${query}`, {
          headers: { authorization: `Bearer ${owner}` },
        });
        expect(res.status).toBe(200);
        return res.text();
      };
      const all = await csv('');
      expect(all).toContain(lead.email);
      expect(all.split('\n').filter((line) => line.includes(lead.email))).toHaveLength(2);
      expect(all).not.toMatch(new RegExp(`ARCHIVED[^\\n]*${lead.email}`));
      const archive = await csv('?status=ARCHIVED');
      expect(archive.split('\n').filter((line) => line.includes(lead.email))).toHaveLength(1);
    });
  }
});
