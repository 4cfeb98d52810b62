import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startTestApp, type TestApp } from './harness.ts';

// The documented /api/* paths (spec section 7) with the legacy shapes the old client reads.
let app: TestApp;
let owner: string;
beforeAll(async () => {
  // A configured site (SITE_COUNTRY): the spec's vacancy payload has no country and takes the site's.
  app = await startTestApp({}, { env: { SITE_COUNTRY: 'UA' } });
  owner = await app.login(OWNER.email, OWNER.password);
});
afterAll(async () => app?.stop());

const article = {
  title: 'Contract article',
  description: 'A short summary.',
  content: '<p>Hello <script>alert(1)</script><b>world</b></p>',
  category: 'DESIGN',
};

describe('auth paths', () => {
  it('POST /api/auth/login answers the bare token string and GET /api/auth/me the user with _id', async () => {
    const login = await app.rest('POST', '/api/auth/login', {
      email: OWNER.email.toUpperCase(),
      password: OWNER.password,
    });
    expect(login.status).toBe(200);
    expect(typeof login.body).toBe('string');
    expect(login.body.split('.')).toHaveLength(3);
    const me = await app.rest('GET', '/api/auth/me', undefined, login.body);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: expect.any(String), email: OWNER.email, roles: ['OWNER'] });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('GET /api/auth/me without a token is 401 with a message', async () => {
    const me = await app.rest('GET', '/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('POST /api/auth/password-recovery and /api/auth/new-password answer JSON messages', async () => {
    const recovery = await app.rest('POST', '/api/auth/password-recovery', { email: 'nobody@example.com' });
    expect(recovery.status).toBe(200);
    expect(recovery.body.message).toMatch(/link/);
    const bad = await app.rest('POST', '/api/auth/new-password', {
      id: 'x',
      token: 'not-a-token',
      password: 'whatever-123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/invalid, expired or already used/);
  });
});

describe('article paths', () => {
  it('GET /api/article/all answers { data } with visible articles, newest first, with _id', async () => {
    const res = await app.rest('GET', '/api/article/all');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data).toHaveLength(6); // the seed has six visible articles and one draft
    for (const a of res.body.data) {
      expect(a).toMatchObject({
        _id: expect.any(String),
        createdAt: expect.any(String),
        category: expect.any(String),
        visibility: true,
      });
    }
    const dates = res.body.data.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...dates].sort((x, y) => y - x)).toEqual(dates);
  });

  it('GET /api/article/all/?category= filters by category (trailing slash as the old client sends it)', async () => {
    const res = await app.rest('GET', '/api/article/all/?category=DEVELOPMENT');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe(2);
    expect(res.body.data.every((a: { category: string }) => a.category === 'DEVELOPMENT')).toBe(true);
    const spaced = await app.rest(
      'GET',
      `/api/article/all?category=${encodeURIComponent('WEB TECHNOLOGIES')}`,
    );
    expect(spaced.body.data.map((a: { category: string }) => a.category)).toEqual(['WEB TECHNOLOGIES']);
  });

  it('GET /api/article/categories answers the five categories with quantities', async () => {
    const visible = await app.rest('GET', '/api/article/categories?inActiveArticles=false');
    expect(visible.body).toEqual([
      { name: 'TRENDS', quantity: 1 },
      { name: 'DEVELOPMENT', quantity: 2 },
      { name: 'WEB TECHNOLOGIES', quantity: 1 },
      { name: 'DESIGN', quantity: 1 },
      { name: 'MOBILE', quantity: 1 },
    ]);
    // Drafts are counted for article staff only; a visitor gets the visible counts either way.
    const all = await app.rest('GET', '/api/article/categories?inActiveArticles=true', undefined, owner);
    expect(all.body.find((c: { name: string }) => c.name === 'TRENDS').quantity).toBe(2);
    const anonymous = await app.rest('GET', '/api/article/categories?inActiveArticles=true');
    expect(anonymous.body).toEqual(visible.body);
  });

  it('create, read one, update, toggle visibility and delete', async () => {
    const created = await app.rest('POST', '/api/article/create', article, owner);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      slug: 'contract-article',
      visibility: false,
      category: 'DESIGN',
    });
    // Stored as the editor would write it: <b> becomes <strong>.
    expect(created.body.content).toBe('<p>Hello <strong>world</strong></p>');
    const id = created.body._id;

    // A draft is not public, but staff read it.
    expect((await app.rest('GET', `/api/article/one/${id}`)).status).toBe(404);
    expect((await app.rest('GET', `/api/article/one/${id}`, undefined, owner)).body._id).toBe(id);

    const updated = await app.rest('PUT', '/api/article', { _id: id, title: 'Renamed' }, owner);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: id, title: 'Renamed', slug: 'contract-article' });

    const shown = await app.rest('PUT', '/api/article/change-visibility', { _id: id }, owner);
    expect(shown.body.visibility).toBe(true);
    const one = await app.rest('GET', `/api/article/one/${id}`);
    expect(one.body).toMatchObject({ _id: id, title: 'Renamed', visibility: true });
    expect((await app.rest('GET', '/api/article/one/contract-article')).body._id).toBe(id);
    const hidden = await app.rest('PUT', '/api/article/change-visibility', { _id: id }, owner);
    expect(hidden.body.visibility).toBe(false);

    const deleted = await app.rest('DELETE', `/api/article/${id}`, undefined, owner);
    expect(deleted.body).toEqual({ _id: id });
    expect((await app.rest('DELETE', `/api/article/${id}`, undefined, owner)).status).toBe(404);
  });

  it('answers 400 with field messages for an invalid article and 409 for a taken slug', async () => {
    const bad = await app.rest('POST', '/api/article/create', { title: '', category: 'NOPE' }, owner);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      title: expect.any(String),
      category: expect.any(String),
      content: expect.any(String),
    });
    const first = await app.rest('POST', '/api/article/create', { ...article, slug: 'taken-slug' }, owner);
    expect(first.status).toBe(201);
    const clash = await app.rest('POST', '/api/article/create', { ...article, slug: 'taken-slug' }, owner);
    expect(clash.status).toBe(409);
    // Without an explicit slug, a numbered one is derived instead.
    const derived = await app.rest('POST', '/api/article/create', article, owner);
    expect(derived.body.slug).toMatch(/^contract-article(-\d+)?$/);
  });
});

describe('public reads after a change', () => {
  it('show a published article and a new vacancy at once (the public cache is cleared by writes)', async () => {
    const before = await app.rest('GET', '/api/article/all');
    const counts = await app.rest('GET', '/api/article/categories');
    const vacancies = await app.rest('GET', '/api/vacancy');
    const created = await app.rest('POST', '/api/article/create', { ...article, visibility: true }, owner);
    const after = await app.rest('GET', '/api/article/all');
    expect(after.body.data[0]._id).toBe(created.body._id);
    expect(after.body.data).toHaveLength(before.body.data.length + 1);
    const design = (list: { name: string; quantity: number }[]) =>
      list.find((c) => c.name === 'DESIGN')!.quantity;
    expect(design((await app.rest('GET', '/api/article/categories')).body)).toBe(design(counts.body) + 1);
    const job = await app.rest(
      'POST',
      '/api/vacancy',
      {
        name: 'Rust Developer',
        languageLvl: 'B2',
        city: 'Remote',
        experince: '2 years',
        content: '<p>Rust</p>',
        visibility: true,
      },
      owner,
    );
    expect((await app.rest('GET', '/api/vacancy')).body).toHaveLength(vacancies.body.length + 1);
    await app.rest('DELETE', `/api/vacancy/${job.body._id}`, undefined, owner);
    expect((await app.rest('GET', '/api/vacancy')).body).toHaveLength(vacancies.body.length);
    await app.rest('DELETE', `/api/article/${created.body._id}`, undefined, owner);
    expect((await app.rest('GET', '/api/article/all')).body.data).toHaveLength(before.body.data.length);
  });
});

describe('vacancy paths', () => {
  const vacancy = {
    name: 'Go Developer',
    languageLvl: 'B2',
    city: 'Remote',
    experince: '3+ years',
    content: '<p>Go <img src=x onerror=alert(1)></p>',
    visibility: true,
  };

  it('GET /api/vacancy without a token lists visible vacancies in the legacy shape', async () => {
    const res = await app.rest('GET', '/api/vacancy');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3); // four seeded, one hidden
    for (const v of res.body) {
      expect(Object.keys(v).sort()).toEqual([
        '_id',
        'city',
        'content',
        'country',
        'createdAt',
        'experince',
        'languageLvl',
        'name',
        'office',
        'remote',
        'slug',
        'updatedAt',
        'url',
        'visibility',
      ]);
      expect(v.visibility).toBe(true);
    }
  });

  it('GET /api/vacancy with a staff token lists hidden ones too', async () => {
    const res = await app.rest('GET', '/api/vacancy', undefined, owner);
    expect(res.body).toHaveLength(4);
  });

  it('create (appended), read, update, delete', async () => {
    const created = await app.rest('POST', '/api/vacancy', vacancy, owner);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Go Developer', experince: '3+ years', visibility: true });
    // `city` keeps its documented meaning; the added fields say it in parts and give the page.
    expect(created.body).toMatchObject({
      city: 'Remote',
      office: '',
      remote: true,
      country: 'UA',
      slug: 'go-developer',
      url: 'http://site.test/careers/go-developer',
    });
    expect(created.body.content).toBe('<p>Go </p>');
    const id = created.body._id;
    const list = await app.rest('GET', '/api/vacancy');
    expect(list.body.at(-1)._id).toBe(id);

    expect((await app.rest('GET', `/api/vacancy/${id}`)).body).toMatchObject({
      _id: id,
      name: 'Go Developer',
    });
    const updated = await app.rest(
      'PUT',
      '/api/vacancy',
      { _id: id, experince: '5 years', visibility: false },
      owner,
    );
    expect(updated.body).toMatchObject({ _id: id, experince: '5 years', visibility: false });
    expect((await app.rest('GET', `/api/vacancy/${id}`)).status).toBe(404);

    expect((await app.rest('DELETE', `/api/vacancy/${id}`, undefined, owner)).body).toEqual({ _id: id });
    expect((await app.rest('GET', `/api/vacancy/${id}`, undefined, owner)).status).toBe(404);
  });

  it('refuses an incomplete vacancy with field messages', async () => {
    const res = await app.rest('POST', '/api/vacancy', { name: 'X' }, owner);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['city', 'content', 'experience', 'languageLvl']);
  });
});

describe('user paths', () => {
  it('lists without the owner, creates with a role label, updates and deletes', async () => {
    const list = await app.rest('GET', '/api/user/get-users?withoutOwner=true', undefined, owner);
    expect(list.status).toBe(200);
    expect(list.body.some((u: { roles: string[] }) => u.roles.includes('OWNER'))).toBe(false);
    expect(list.body.length).toBeGreaterThanOrEqual(4);
    const withOwner = await app.rest('GET', '/api/user/get-users?withoutOwner=false', undefined, owner);
    expect(withOwner.body.length).toBe(list.body.length + 1);

    const created = await app.rest(
      'POST',
      '/api/user/create-user-in-admin-panel',
      { name: 'Pat', email: 'Pat@Example.com', password: 'a-good-password-1', role: 'COPYWRITER + HR' },
      owner,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      email: 'pat@example.com',
      roles: ['HR', 'COPYWRITER'],
    });

    const updated = await app.rest(
      'PUT',
      '/api/user/update-user',
      { _id: created.body._id, roles: ['HR'], name: 'Pat H' },
      owner,
    );
    expect(updated.body).toMatchObject({ name: 'Pat H', roles: ['HR'] });

    expect((await app.rest('DELETE', `/api/user/${created.body._id}`, undefined, owner)).body).toEqual({
      _id: created.body._id,
    });
  });
});

describe('unknown paths', () => {
  it('answers JSON 404 under /api', async () => {
    const res = await app.rest('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
