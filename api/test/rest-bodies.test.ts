import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from '@agency/schema/articles';
import { MESSAGES } from '@agency/schema/forms';
import { PASSWORD_RULE_MESSAGE } from '@agency/schema/passwords';
import { TWO_FACTOR_MESSAGES } from '@agency/schema/two-factor';
import { USER_MESSAGES } from '@agency/schema/users';
import { VACANCY_MESSAGES } from '@agency/schema/vacancies';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';

/**
 * Every REST write path checks its JSON body with the rules of @agency/schema: a wrong type, a
 * missing field or a huge value is a 400 whose `fields` name it (never a 500), and nothing is
 * stored. The GraphQL door calls the same services, so the same rule answers there too.
 */
let app: TestApp;
let owner: string;
let articleId: string;
let vacancyId: string;
let userId: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  owner = await app.login(OWNER.email, OWNER.password);
  articleId = (await app.db.article.findFirstOrThrow()).id;
  vacancyId = (await app.db.vacancy.findFirstOrThrow()).id;
  userId = (await app.staff(['HR'])).id;
});
afterAll(async () => app?.stop());

const rows = async () => ({
  articles: await app.db.article.count(),
  vacancies: await app.db.vacancy.count(),
  users: await app.db.user.count(),
  contacts: await app.db.contactRequest.count(),
  applications: await app.db.jobApplication.count(),
  resets: await app.db.passwordResetToken.count(),
});

/** Sends the body and expects a 400 naming exactly these fields (with these messages, if given). */
async function refused(
  method: string,
  url: string,
  body: unknown,
  fields: Record<string, string | RegExp | null>,
  token: string | undefined = owner,
) {
  const before = await rows();
  const res = await app.rest(method, url, body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
  expect(Object.keys(res.body.fields).sort()).toEqual(Object.keys(fields).sort());
  for (const [field, message] of Object.entries(fields)) {
    if (typeof message === 'string') expect(res.body.fields[field]).toBe(message);
    else if (message) expect(res.body.fields[field]).toMatch(message);
  }
  expect(await rows()).toEqual(before);
  return res;
}

const huge = 'x'.repeat(100_000);
const article = { title: 'A title', description: 'A summary.', content: '<p>Text</p>', category: 'DESIGN' };
const vacancy = { name: 'QA', languageLvl: 'B2', city: 'Remote', experince: '2 years', content: '<p>QA</p>' };
const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hello',
};

describe('articles', () => {
  it('POST /api/article/create: wrong types get the field messages', async () => {
    await refused(
      'POST',
      '/api/article/create',
      { ...article, title: 42, category: { name: 'DESIGN' }, visibility: 'yes', coverUrl: 7, slug: [] },
      {
        title: ARTICLE_MESSAGES.title,
        category: ARTICLE_MESSAGES.category,
        visibility: ARTICLE_MESSAGES.visibility,
        coverUrl: ARTICLE_MESSAGES.coverUrl,
        slug: ARTICLE_MESSAGES.slug,
      },
    );
  });

  it('POST /api/article/create: missing and huge fields', async () => {
    await refused(
      'POST',
      '/api/article/create',
      {},
      {
        title: ARTICLE_MESSAGES.title,
        description: ARTICLE_MESSAGES.description,
        content: ARTICLE_MESSAGES.content,
        category: ARTICLE_MESSAGES.category,
      },
    );
    await refused(
      'POST',
      '/api/article/create',
      { ...article, title: huge, description: huge, content: `<p>${'y'.repeat(600_000)}</p>` },
      { title: ARTICLE_MESSAGES.title, description: ARTICLE_MESSAGES.description, content: /too long/ },
    );
  });

  it('PUT /api/article: the id and every given field are checked', async () => {
    await refused('PUT', '/api/article', { title: 'No id' }, { _id: /_id/ });
    await refused('PUT', '/api/article', { _id: { $ne: null }, title: 'x' }, { _id: /_id/ });
    await refused(
      'PUT',
      '/api/article',
      { _id: articleId, title: '', content: 5, visibility: 'no' },
      {
        title: ARTICLE_MESSAGES.title,
        content: ARTICLE_MESSAGES.content,
        visibility: ARTICLE_MESSAGES.visibility,
      },
    );
    const unchanged = await app.db.article.findUniqueOrThrow({ where: { id: articleId } });
    expect(unchanged.title).not.toBe('');
  });

  it('PUT /api/article/change-visibility: a visibility that is not a flag is refused, not toggled', async () => {
    const before = await app.db.article.findUniqueOrThrow({ where: { id: articleId } });
    await refused(
      'PUT',
      '/api/article/change-visibility',
      { _id: articleId, visibility: 'true' },
      { visibility: ARTICLE_MESSAGES.visibility },
    );
    await refused('PUT', '/api/article/change-visibility', {}, { _id: /_id/ });
    expect((await app.db.article.findUniqueOrThrow({ where: { id: articleId } })).visibility).toBe(
      before.visibility,
    );
  });
});

describe('vacancies', () => {
  it('POST /api/vacancy: wrong types, missing and huge fields (the legacy `experince` included)', async () => {
    await refused(
      'POST',
      '/api/vacancy',
      { ...vacancy, name: 5, experince: ['2 years'], visibility: 'yes' },
      {
        name: VACANCY_MESSAGES.name,
        experience: VACANCY_MESSAGES.experience,
        visibility: VACANCY_MESSAGES.visibility,
      },
    );
    await refused(
      'POST',
      '/api/vacancy',
      { ...vacancy, city: 'x'.repeat(201), languageLvl: huge },
      { city: VACANCY_MESSAGES.tooLong, languageLvl: VACANCY_MESSAGES.tooLong },
    );
  });

  it('PUT /api/vacancy: given fields are checked; the id must be text', async () => {
    await refused(
      'PUT',
      '/api/vacancy',
      { _id: vacancyId, city: 7, content: '' },
      {
        city: VACANCY_MESSAGES.city,
        content: VACANCY_MESSAGES.content,
      },
    );
    await refused('PUT', '/api/vacancy', { _id: 12, city: 'Kyiv' }, { _id: /_id/ });
  });
});

describe('users', () => {
  it('POST /api/user/create-user-in-admin-panel: wrong types, unknown role labels, huge values', async () => {
    await refused(
      'POST',
      '/api/user/create-user-in-admin-panel',
      { name: 1, email: 2, password: 3, roles: 'HR' },
      {
        name: USER_MESSAGES.name,
        email: USER_MESSAGES.email,
        password: PASSWORD_RULE_MESSAGE,
        roles: USER_MESSAGES.roles,
      },
    );
    await refused(
      'POST',
      '/api/user/create-user-in-admin-panel',
      { name: huge, email: `${huge}@example.com`, password: 'a-good-password-1', role: 'SUPERUSER' },
      { name: USER_MESSAGES.name, email: USER_MESSAGES.email, roles: USER_MESSAGES.roles },
    );
    await refused(
      'POST',
      '/api/user/create-user-in-admin-panel',
      { name: 'Pat', email: 'pat@example.com', password: 'a-good-password-1', roles: ['OWNER'] },
      { roles: USER_MESSAGES.roles },
    );
  });

  it('PUT /api/user/update-user: a flag that is not one, roles that are not text', async () => {
    await refused(
      'PUT',
      '/api/user/update-user',
      { _id: userId, active: 'no', roles: [1], email: 5 },
      { active: USER_MESSAGES.active, roles: USER_MESSAGES.roles, email: USER_MESSAGES.email },
    );
    expect((await app.db.user.findUniqueOrThrow({ where: { id: userId } })).active).toBe(true);
  });
});

describe('auth', () => {
  it('POST /api/auth/login: missing, wrong-typed and huge credentials', async () => {
    await refused(
      'POST',
      '/api/auth/login',
      {},
      {
        email: USER_MESSAGES.signInEmail,
        password: USER_MESSAGES.signInPassword,
      },
      undefined,
    );
    await refused(
      'POST',
      '/api/auth/login',
      { email: OWNER.email, password: huge },
      {
        password: USER_MESSAGES.signInPassword,
      },
      undefined,
    );
    await refused(
      'POST',
      '/api/auth/login',
      { email: [OWNER.email], password: OWNER.password },
      {
        email: USER_MESSAGES.signInEmail,
      },
      undefined,
    );
  });

  it('POST /api/auth/password-recovery and /api/auth/new-password', async () => {
    await refused(
      'POST',
      '/api/auth/password-recovery',
      { email: { $gt: '' } },
      { email: USER_MESSAGES.email },
      undefined,
    );
    await refused('POST', '/api/auth/password-recovery', {}, { email: USER_MESSAGES.email }, undefined);
    await refused(
      'POST',
      '/api/auth/new-password',
      { id: 5, token: {}, password: 'weak' },
      { userId: USER_MESSAGES.link, token: USER_MESSAGES.link, password: PASSWORD_RULE_MESSAGE },
      undefined,
    );
  });

  it('POST /api/auth/second-factor: a ticket and a code that are missing, not text or huge', async () => {
    const M = TWO_FACTOR_MESSAGES;
    await refused('POST', '/api/auth/second-factor', {}, { ticket: M.ticket }, undefined);
    await refused('POST', '/api/auth/second-factor', { ticket: 't' }, { code: M.code }, undefined);
    await refused(
      'POST',
      '/api/auth/second-factor',
      { ticket: huge, code: 123456 },
      { ticket: M.ticket, code: M.code },
      undefined,
    );
    await refused(
      'POST',
      '/api/auth/second-factor',
      { ticket: ['t'], recoveryCode: huge },
      { ticket: M.ticket, recoveryCode: M.recoveryCode },
      undefined,
    );
  });
});

describe('forms', () => {
  it('POST /api/send-form: wrong types, missing and huge fields get the spec messages', async () => {
    const res = await refused(
      'POST',
      '/api/send-form',
      { ...contact, name: 5, interest: ['Outsource'] },
      {
        name: MESSAGES.name,
        interest: MESSAGES.interest,
      },
      undefined,
    );
    expect(res.body.message).toBe('Please correct the highlighted fields.');
    await refused(
      'POST',
      '/api/send-form',
      {},
      {
        name: MESSAGES.name,
        email: MESSAGES.emailEmpty,
        country: MESSAGES.country,
        interest: MESSAGES.interest,
        message: MESSAGES.message,
      },
      undefined,
    );
    await refused(
      'POST',
      '/api/send-form',
      { ...contact, message: huge, email: `${huge}@example.com` },
      {
        message: MESSAGES.message,
        email: MESSAGES.emailInvalid,
      },
      undefined,
    );
  });

  it('POST /api/send-vacancy-form: a position that is not text', async () => {
    const { interest: _interest, ...rest } = contact;
    await refused(
      'POST',
      '/api/send-vacancy-form',
      { ...rest, position: { name: 'QA' } },
      {
        position: MESSAGES.positionText,
      },
      undefined,
    );
  });
});

describe('privacy', () => {
  it('POST /api/privacy/export: an address that is missing, not text or huge', async () => {
    for (const email of [undefined, 42, ['a@example.com'], `${huge}@example.com`, 'not an address'])
      await refused('POST', '/api/privacy/export', { email }, { email: USER_MESSAGES.email });
  });
});

describe('the body itself', () => {
  for (const body of [[], 'text', 42, null]) {
    it(`${JSON.stringify(body)} as the body is a 400 on every write path`, async () => {
      for (const [method, url] of [
        ['POST', '/api/article/create'],
        ['PUT', '/api/vacancy'],
        ['POST', '/api/user/create-user-in-admin-panel'],
        ['POST', '/api/send-form'],
        ['POST', '/api/auth/login'],
        ['POST', '/api/auth/second-factor'],
        ['POST', '/api/privacy/export'],
      ] as const) {
        const res = await app.rest(method, url, body, owner);
        expect(res.status, `${method} ${url}`).toBe(400);
        expect(res.body.code).toBe('BAD_USER_INPUT');
      }
    });
  }
});

describe('the GraphQL door runs the same rules', () => {
  it('a 201-character city is refused by updateVacancy with the same message', async () => {
    const res = await app.gql(
      'mutation($id: ID!, $input: VacancyUpdateInput!) { updateVacancy(id: $id, input: $input) { id } }',
      { id: vacancyId, input: { city: 'x'.repeat(201) } },
      owner,
    );
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { city: VACANCY_MESSAGES.tooLong },
    });
  });
});
