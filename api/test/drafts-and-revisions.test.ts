import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

// Server drafts, one version history and two people on one record (decision 045), for articles and
// vacancies, over real HTTP on a real database (SQLite, and PostgreSQL with TEST_DB=postgres).

let app: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let hr: { id: string; token: string };

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  alice = await app.staff(['COPYWRITER'], 'alice@test.local');
  bob = await app.staff(['ADMIN'], 'bob@test.local');
  hr = await app.staff(['HR'], 'hr@test.local');
});
afterAll(() => app?.stop());

const STATE = 'head liveRevision draftRevision draft live draftSavedAt draftSavedBy';
let n = 0;

async function ok<T = any>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await app.gql(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

async function publishedArticle() {
  const data = await ok(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug title } }',
    {
      input: {
        title: `Draft test ${++n}`,
        description: 'The description.',
        content: '<p>The quick brown fox jumps.</p>',
        category: 'DESIGN',
        visibility: true,
      },
    },
    alice.token,
  );
  return data.createArticle as { id: string; slug: string; title: string };
}

const state = (id: string, token = alice.token, type = 'ARTICLE') =>
  app.gql(
    `query($id: ID!, $type: EditableType!) { editorState(type: $type, id: $id) { ${STATE} } }`,
    { id, type },
    token,
  );
const saveDraft = (id: string, base: number, input: Record<string, unknown>, token = alice.token) =>
  app.gql(
    `mutation($id: ID!, $base: Int!, $input: ArticleUpdateInput!) { saveArticleDraft(id: $id, baseRevision: $base, input: $input) { ${STATE} } }`,
    { id, base, input },
    token,
  );
const publish = (id: string, base: number, token = alice.token) =>
  app.gql(
    'mutation($id: ID!, $base: Int!) { publishArticleDraft(id: $id, baseRevision: $base) { id title content slug } }',
    { id, base },
    token,
  );
const revisions = (id: string, args: { first?: number; before?: number } = {}, token = alice.token) =>
  app.gql(
    'query($id: ID!, $first: Int, $before: Int) { revisions(type: ARTICLE, id: $id, first: $first, before: $before) { items { id number kind changed authorName live draft restoredFrom } hasMore nextBefore } }',
    { id, ...args },
    token,
  );
const diff = (fromId: string, toId: string, token = alice.token) =>
  app.gql(
    'query($f: ID!, $t: ID!) { revisionDiff(type: ARTICLE, fromId: $f, toId: $t) { field label before after parts { kind text } } }',
    { f: fromId, t: toId },
    token,
  );
const publicArticle = async (slug: string) =>
  (
    await app.gql<{ article: { title: string; content: string } | null }>(
      'query($slug: String!) { article(slug: $slug) { title content } }',
      { slug },
    )
  ).data!.article;

describe('server drafts', () => {
  it('saves a draft without touching the live article, then publishes it with a revision each time', async () => {
    const a = await publishedArticle();
    const first = (await state(a.id)).data!.editorState;
    expect(first).toMatchObject({ head: 1, liveRevision: 1, draftRevision: null, draft: null });

    const saved = await saveDraft(a.id, 1, {
      title: 'A better title',
      content: '<p>The quick red fox leaps.</p>',
    });
    expect(saved.errors).toBeUndefined();
    const s = saved.data!.saveArticleDraft;
    expect(s).toMatchObject({ head: 2, liveRevision: 1, draftRevision: 2, draftSavedBy: 'COPYWRITER' });
    expect(JSON.parse(s.draft)).toMatchObject({ title: 'A better title', slug: a.slug });
    expect(JSON.parse(s.live)).toMatchObject({ title: a.title });
    // The live page is unchanged, for visitors and in the database.
    expect((await publicArticle(a.slug))?.title).toBe(a.title);
    expect((await app.db.article.findUnique({ where: { id: a.id } }))?.title).toBe(a.title);

    // Visibility in a draft is ignored: a draft never publishes or hides by itself.
    const again = await saveDraft(a.id, 2, { title: 'A better title', visibility: false });
    expect(again.data!.saveArticleDraft.head).toBe(3);
    expect((await app.db.article.findUnique({ where: { id: a.id } }))?.visibility).toBe(true);

    const published = await publish(a.id, 3);
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishArticleDraft).toMatchObject({ title: 'A better title' });
    expect((await publicArticle(a.slug))?.content).toContain('red fox');
    const after = (await state(a.id)).data!.editorState;
    expect(after).toMatchObject({ head: 4, liveRevision: 4, draftRevision: null, draft: null });

    const list = (await revisions(a.id)).data!.revisions;
    expect(list.items.map((r: { kind: string }) => r.kind)).toEqual(['PUBLISH', 'DRAFT', 'DRAFT', 'ORIGIN']);
    expect(list.items[0]).toMatchObject({ number: 4, live: true, changed: ['title', 'content'] });
    expect(list.items[2]).toMatchObject({
      number: 2,
      changed: ['title', 'content'],
      authorName: 'COPYWRITER',
    });
    // Nothing left to publish: a clear 400, not a second PUBLISH.
    expect((await publish(a.id, 4)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a draft the record rules refuse, naming the field, and a publish that breaks them', async () => {
    const a = await publishedArticle();
    const long = await saveDraft(a.id, 1, { title: 'x'.repeat(500) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0]?.extensions?.fields).toHaveProperty('title');
    // A cover without alt text may sit in a draft, but is refused when published.
    const cover = await saveDraft(a.id, 1, { coverUrl: 'http://site.test/api/images/abc', coverAlt: null });
    expect(cover.errors).toBeUndefined();
    const refused = await publish(a.id, 2);
    expect(refused.errors?.[0]?.extensions?.fields).toHaveProperty('coverAlt');
    expect((await app.db.article.findUnique({ where: { id: a.id } }))?.coverUrl).toBeNull();
  });

  it('keeps a revision of direct writes (REST and updateArticle), which the live record takes at once', async () => {
    const a = await publishedArticle();
    const rest = await app.rest(
      'PUT',
      '/api/article',
      { _id: a.id, title: 'Written over REST' },
      alice.token,
    );
    expect(rest.status).toBe(200);
    expect((await publicArticle(a.slug))?.title).toBe('Written over REST');
    const s = (await state(a.id)).data!.editorState;
    expect(s).toMatchObject({ head: 2, liveRevision: 2 });
    const list = (await revisions(a.id)).data!.revisions.items;
    expect(list[0]).toMatchObject({ kind: 'EDIT', changed: ['title'] });
  });
});

describe('history', () => {
  it('diffs two revisions word by word, in plain text, and restores one as a draft only', async () => {
    const a = await publishedArticle();
    await saveDraft(a.id, 1, { content: '<p>The quick <strong>red</strong> fox jumps.</p>' });
    const items = (await revisions(a.id)).data!.revisions.items as { id: string; number: number }[];
    const [draft, origin] = [items[0]!, items[1]!];
    const d = (await diff(origin.id, draft.id)).data!.revisionDiff;
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ field: 'content', label: 'Text', before: 'The quick brown fox jumps.' });
    expect(d[0].parts).toEqual(
      expect.arrayContaining([
        { kind: 'REMOVED', text: 'brown' },
        { kind: 'ADDED', text: 'red' },
      ]),
    );
    expect(d[0].parts.map((p: { text: string }) => p.text).join('')).not.toContain('<');

    const restore = await app.gql(
      `mutation($r: ID!, $base: Int!) { restoreRevision(type: ARTICLE, revisionId: $r, baseRevision: $base) { ${STATE} } }`,
      { r: origin.id, base: 2 },
      alice.token,
    );
    expect(restore.errors).toBeUndefined();
    expect(restore.data!.restoreRevision).toMatchObject({ head: 3, draftRevision: 3, liveRevision: 1 });
    expect(JSON.parse(restore.data!.restoreRevision.draft).content).toBe('<p>The quick brown fox jumps.</p>');
    const top = (await revisions(a.id)).data!.revisions.items[0];
    expect(top).toMatchObject({ kind: 'RESTORE', restoredFrom: 1, draft: true });
    // Restoring published nothing.
    expect((await publicArticle(a.slug))?.content).toBe('<p>The quick brown fox jumps.</p>');
  });

  it('answers an unknown revision, a revision of the other kind and a bad page with a 4xx', async () => {
    const a = await publishedArticle();
    await state(a.id);
    const items = (await revisions(a.id)).data!.revisions.items as { id: string }[];
    const unknown = await diff(items[0]!.id, 'no-such-revision');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(unknown.status).toBeLessThan(500);
    const wrongKind = await app.gql(
      'query($f: ID!) { revisionDiff(type: VACANCY, fromId: $f, toId: $f) { field } }',
      { f: items[0]!.id },
      bob.token,
    );
    expect(wrongKind.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const restore = await app.gql(
      'mutation { restoreRevision(type: ARTICLE, revisionId: "nope", baseRevision: 1) { head } }',
      {},
      alice.token,
    );
    expect(restore.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const badPage = await revisions(a.id, { first: 0 });
    expect(badPage.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badBase = await saveDraft(a.id, -3, { title: 'x' });
    expect(badBase.errors?.[0]?.extensions?.fields).toHaveProperty('baseRevision');
    const noRecord = await state('no-such-article');
    expect(noRecord.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // HR edits vacancies, not articles.
    expect((await state(a.id, hr.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('pages 200 revisions by number, newest first, every one once', async () => {
    const a = await publishedArticle();
    await state(a.id);
    await app.db.revision.createMany({
      data: Array.from({ length: 199 }, (_, i) => ({
        recordType: 'ARTICLE',
        recordId: a.id,
        number: i + 2,
        kind: 'DRAFT',
        snapshot: JSON.stringify({ title: `Title ${i + 2}` }),
      })),
    });
    await app.db.editState.update({
      where: { recordType_recordId: { recordType: 'ARTICLE', recordId: a.id } },
      data: { head: 200, draftRevision: 200 },
    });
    const seen: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = (await revisions(a.id, { first: 30, before })).data!.revisions;
      seen.push(...page.items.map((r: { number: number }) => r.number));
      if (!page.hasMore) break;
      before = page.nextBefore;
    }
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => 200 - i));
  });
});

describe('two people, one record', () => {
  it('refuses a save based on an old revision with CONFLICT; the newer head lets "keep mine" through', async () => {
    const a = await publishedArticle();
    const base = (await state(a.id)).data!.editorState.head;
    expect((await saveDraft(a.id, base, { title: 'Alice wrote this' })).errors).toBeUndefined();
    const stale = await saveDraft(a.id, base, { title: 'Bob wrote this' }, bob.token);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { baseRevision: '2' } });
    expect(stale.status).toBe(200);
    // Bob sees the changes between his base and the head, then keeps his as a new revision.
    const items = (await revisions(a.id, {}, bob.token)).data!.revisions.items;
    const theirs = await diff(items[1].id, items[0].id, bob.token);
    expect(theirs.data!.revisionDiff[0]).toMatchObject({ field: 'title', after: 'Alice wrote this' });
    const mine = await saveDraft(a.id, 2, { title: 'Bob wrote this' }, bob.token);
    expect(mine.data!.saveArticleDraft).toMatchObject({ head: 3, draftSavedBy: 'ADMIN' });
    // A publish from a stale editor is refused too.
    expect((await publish(a.id, 2)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('two saves at once on the same base: exactly one wins', async () => {
    const a = await publishedArticle();
    await state(a.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        saveDraft(a.id, 1, { title: `Racer ${i}` }, i % 2 ? bob.token : alice.token),
      ),
    );
    const won = results.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(5);
    expect(await app.db.revision.count({ where: { recordId: a.id } })).toBe(2);
  });

  it('shows who else is editing while their heartbeat is fresh, and not after they leave', async () => {
    const a = await publishedArticle();
    const beat = (token: string) =>
      app.gql(
        'mutation($id: ID!) { editingHeartbeat(type: ARTICLE, id: $id) { userId name seenAt } }',
        { id: a.id },
        token,
      );
    expect((await beat(alice.token)).data!.editingHeartbeat).toEqual([]);
    const others = (await beat(bob.token)).data!.editingHeartbeat;
    expect(others).toEqual([expect.objectContaining({ userId: alice.id, name: 'COPYWRITER' })]);
    expect((await beat(alice.token)).data!.editingHeartbeat.map((e: { userId: string }) => e.userId)).toEqual(
      [bob.id],
    );
    // A heartbeat older than the TTL is nobody.
    await app.db.editPresence.updateMany({
      where: { userId: bob.id },
      data: { seenAt: new Date(Date.now() - 60_000) },
    });
    expect((await beat(alice.token)).data!.editingHeartbeat).toEqual([]);
    await beat(bob.token);
    await ok('mutation($id: ID!) { stopEditing(type: ARTICLE, id: $id) }', { id: a.id }, bob.token);
    expect((await beat(alice.token)).data!.editingHeartbeat).toEqual([]);
  });
});

describe('vacancies', () => {
  it('draft, conflict and publish work for a vacancy, for HR', async () => {
    const created = await ok(
      'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id name } }',
      {
        input: {
          name: `Vacancy draft ${++n}`,
          languageLvl: 'B2',
          experience: '3 years',
          city: 'Kyiv',
          country: 'UA',
          content: '<p>Build things.</p>',
          visibility: true,
        },
      },
      hr.token,
    );
    const id = created.createVacancy.id as string;
    const save = (base: number, input: Record<string, unknown>) =>
      app.gql(
        'mutation($id: ID!, $base: Int!, $input: VacancyUpdateInput!) { saveVacancyDraft(id: $id, baseRevision: $base, input: $input) { head draftRevision draft } }',
        { id, base, input },
        hr.token,
      );
    const s = await save(1, { name: 'Senior builder', remote: true });
    expect(s.errors).toBeUndefined();
    expect(JSON.parse(s.data!.saveVacancyDraft.draft)).toMatchObject({
      name: 'Senior builder',
      remote: true,
    });
    expect((await app.db.vacancy.findUnique({ where: { id } }))?.name).toBe(created.createVacancy.name);
    expect((await save(1, { name: 'Late' })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const pub = await app.gql(
      'mutation($id: ID!) { publishVacancyDraft(id: $id, baseRevision: 2) { name remote } }',
      { id },
      hr.token,
    );
    expect(pub.data!.publishVacancyDraft).toEqual({ name: 'Senior builder', remote: true });
    // Copywriters do not edit vacancies.
    expect((await state(id, alice.token, 'VACANCY')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('retention', () => {
  it('prunes old revisions but never the live one, the pending draft or the newest few; and deleted records’ histories', async () => {
    const a = await publishedArticle();
    await state(a.id);
    const old = new Date(Date.now() - 400 * 24 * 3600_000);
    // Revisions 2..60 are old; 30 is live, 45 is the pending draft; head 60.
    await app.db.revision.createMany({
      data: Array.from({ length: 59 }, (_, i) => ({
        recordType: 'ARTICLE',
        recordId: a.id,
        number: i + 2,
        kind: 'DRAFT',
        snapshot: '{}',
        createdAt: old,
      })),
    });
    await app.db.revision.updateMany({ where: { recordId: a.id, number: 1 }, data: { createdAt: old } });
    await app.db.editState.update({
      where: { recordType_recordId: { recordType: 'ARTICLE', recordId: a.id } },
      data: { head: 60, liveRevision: 30, draftRevision: 45 },
    });
    const gone = await publishedArticle();
    await state(gone.id);
    await ok('mutation($id: ID!) { deleteArticle(id: $id) }', { id: gone.id }, alice.token);

    const before = await app.db.revision.count();
    const result = await app.services.drafts.prune();
    const left = (await app.db.revision.findMany({ where: { recordId: a.id }, select: { number: true } }))
      .map((r) => r.number)
      .sort((x, y) => x - y);
    // keepLatest 50 (the default): 11..60 stay, and 30 and 45 are within them; 1..10 go.
    expect(left).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
    expect(await app.db.revision.count({ where: { recordId: gone.id } })).toBe(0);
    expect(result.revisions).toBe(before - (await app.db.revision.count()));
    expect(result.states).toBe(1);
  });

  it('runs as a daily job on one instance of several', async () => {
    const second = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS }, { sameDatabaseAs: app });
    try {
      const ran = await Promise.all([app.jobs.tick(), second.jobs.tick()]);
      expect(ran.flat().filter((name) => name === 'revisions')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('keeps the live revision and the draft even when they are older than the newest few', async () => {
    const app2 = await startTestApp({
      rateLimits: GENEROUS_RATE_LIMITS,
      revisions: { retentionDays: 30, keepLatest: 2 },
    });
    try {
      const staff = await app2.staff(['COPYWRITER']);
      const made = await app2.gql(
        'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
        { input: { title: 'Retention', description: 'D', content: '<p>x</p>', category: 'DESIGN' } },
        staff.token,
      );
      const id = made.data!.createArticle.id as string;
      await app2.gql('query($id: ID!) { editorState(type: ARTICLE, id: $id) { head } }', { id }, staff.token);
      const old = new Date(Date.now() - 40 * 24 * 3600_000);
      await app2.db.revision.createMany({
        data: [2, 3, 4, 5, 6].map((number) => ({
          recordType: 'ARTICLE',
          recordId: id,
          number,
          kind: 'DRAFT',
          snapshot: '{}',
          createdAt: old,
        })),
      });
      await app2.db.revision.updateMany({ where: { recordId: id }, data: { createdAt: old } });
      await app2.db.editState.update({
        where: { recordType_recordId: { recordType: 'ARTICLE', recordId: id } },
        data: { head: 6, liveRevision: 2, draftRevision: 3 },
      });
      await app2.services.drafts.prune();
      const left = (
        await app2.db.revision.findMany({ where: { recordId: id }, select: { number: true } })
      ).map((r) => r.number);
      expect(left.sort()).toEqual([2, 3, 5, 6]);
    } finally {
      await app2.stop();
    }
  });
});
