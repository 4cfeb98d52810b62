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
