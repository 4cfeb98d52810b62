import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '@agency/schema/schedules';
import { builtWebDist, GENEROUS_RATE_LIMITS, provider, startTestApp, type TestApp } from './harness.ts';

// Scheduled publishing (decision 046): staff set, move and cancel a publish and an unpublish (and a
// vacancy's closing date); past moments and a wrong order are refused naming the field; a due
// change runs exactly once however many instances race for it, through the same service call as a
// staff publish (rules, audit entry naming the schedule, cache invalidation on every instance); a
// vacancy closes itself: validThrough while open, then off /careers, its page (410), the sitemap.

let a: TestApp;
let b: TestApp;
let copywriter: { id: string; email: string; token: string };
let hr: { id: string; email: string; token: string };

beforeAll(async () => {
  // The public cache keeps answers for a minute: only the change feed can make them fresh.
  a = await startTestApp({
    webDist: builtWebDist(),
    rateLimits: GENEROUS_RATE_LIMITS,
    publicCacheSeconds: 60,
  });
  b = await startTestApp(
    { webDist: builtWebDist(), rateLimits: GENEROUS_RATE_LIMITS, publicCacheSeconds: 60 },
    { sameDatabaseAs: a },
  );
  copywriter = await a.staff(['COPYWRITER']);
  hr = await a.staff(['HR']);
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
let n = 0;

async function article(visibility = false): Promise<{ id: string; slug: string; title: string }> {
  const res = await a.gql(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug title } }',
    {
      input: {
        title: `Scheduled ${++n} ${Math.random().toString(36).slice(2, 7)}`,
        description: 'Later.',
        content: '<p>Body</p>',
        category: 'DESIGN',
        visibility,
      },
    },
    copywriter.token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createArticle;
}

async function vacancy(): Promise<{ id: string; slug: string; name: string }> {
  const res = await a.gql(
    'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id slug name } }',
    {
      input: {
        name: `Closing role ${++n} ${Math.random().toString(36).slice(2, 7)}`,
        languageLvl: 'B2',
        city: 'Kyiv',
        country: 'UA',
        experience: '3 years',
        content: '<p>Job</p>',
        visibility: true,
      },
    },
    hr.token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createVacancy;
}

const scheduleArticle = (id: string, input: Record<string, unknown>, token = copywriter.token) =>
  a.gql(
    `mutation($id: ID!, $input: ArticleScheduleInput!) {
      setArticleSchedule(id: $id, input: $input) { id schedule { publishAt unpublishAt setBy failure } }
    }`,
    { id, input },
    token,
  );

const scheduleVacancy = (id: string, input: Record<string, unknown>, token = hr.token) =>
  a.gql(
    `mutation($id: ID!, $input: VacancyScheduleInput!) {
      setVacancySchedule(id: $id, input: $input) { id closesAt schedule { publishAt unpublishAt } }
    }`,
    { id, input },
    token,
  );

/** What a visitor's blog list shows, through an instance's public cache. */
const blogTitles = async (app: TestApp) => {
  const res = await app.gql<{ articles: { items: { title: string }[] } }>(
    'query { articles(first: 50) { items { title } } }',
  );
  return res.data!.articles.items.map((x) => x.title);
};

/** Resolves once `check` holds, polling every 25 ms; fails past `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

describe('setting a schedule', () => {
  it('sets, shows in the list, moves and cancels each field on its own', async () => {
    const x = await article();
    const publishAt = soon(3_600_000);
    const unpublishAt = soon(7_200_000);
    const set = await scheduleArticle(x.id, { publishAt, unpublishAt });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setArticleSchedule.schedule).toEqual({
      publishAt,
      unpublishAt,
      setBy: copywriter.email,
      failure: null,
    });

    // The admin list reads it with the rows (one query for the page, not one per row).
    const list = await a.gql(
      'query { articles(first: 100, includeDrafts: true) { items { id schedule { publishAt } } } }',
      {},
      copywriter.token,
    );
    const row = list.data!.articles.items.find((i: { id: string }) => i.id === x.id);
    expect(row.schedule).toEqual({ publishAt });

    const later = soon(5_400_000);
    const moved = await scheduleArticle(x.id, { publishAt: later });
    expect(moved.data!.setArticleSchedule.schedule).toMatchObject({ publishAt: later, unpublishAt });
    const cancelled = await scheduleArticle(x.id, { unpublishAt: null });
    expect(cancelled.data!.setArticleSchedule.schedule).toMatchObject({
      publishAt: later,
      unpublishAt: null,
    });
    const none = await scheduleArticle(x.id, { publishAt: null });
    expect(none.data!.setArticleSchedule.schedule).toBeNull();

    const entries = await a.db.auditEntry.findMany({
      where: { action: 'ARTICLE_SCHEDULED', targetId: x.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => e.actorEmail)).toEqual(Array(4).fill(copywriter.email));
    expect(entries[0]!.summary).toContain(`publish at ${publishAt}`);
  });

  it('refuses a past moment, a wrong order and a non-date with a 4xx naming the field', async () => {
    const x = await article();
    const past = await scheduleArticle(x.id, { publishAt: soon(-60_000) });
    expect(past.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { publishAt: SCHEDULE_MESSAGES.publishAtPast },
    });
    const order = await scheduleArticle(x.id, { publishAt: soon(7_200_000), unpublishAt: soon(3_600_000) });
    expect(order.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { unpublishAt: SCHEDULE_MESSAGES.unpublishBeforePublish },
    });
    // Against the publish already pending, too.
    expect((await scheduleArticle(x.id, { publishAt: soon(7_200_000) })).errors).toBeUndefined();
    const before = await scheduleArticle(x.id, { unpublishAt: soon(3_600_000) });
    expect(before.errors?.[0]?.extensions?.fields).toEqual({
      unpublishAt: SCHEDULE_MESSAGES.unpublishBeforePublish,
    });
    const far = await scheduleArticle(x.id, { publishAt: '2999-01-01T00:00:00Z' });
    expect(far.errors?.[0]?.extensions?.fields).toEqual({ publishAt: SCHEDULE_MESSAGES.tooFar });
    const garbage = await scheduleArticle(x.id, { publishAt: 'next tuesday' });
    expect(garbage.status).toBe(400);
    expect(garbage.errors?.[0]?.message).toMatch(/publishAt/);
    const closesPast = await scheduleVacancy((await vacancy()).id, { closesAt: soon(-1_000) });
    expect(closesPast.errors?.[0]?.extensions?.fields).toEqual({ closesAt: SCHEDULE_MESSAGES.closesAtPast });
    const unknown = await scheduleArticle('no-such-article', { publishAt: soon(60_000) });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Nothing of the refused ones was kept.
    const pending = await a.db.contentSchedule.findMany({ where: { articleId: x.id } });
    expect(pending.map((p) => p.action)).toEqual(['PUBLISH']);
  });

  it('keeps the schedule from visitors and from staff of the other area', async () => {
    const x = await article(true);
    await scheduleArticle(x.id, { unpublishAt: soon(3_600_000) });
    const q = `query($id: ID!) { article(id: $id) { id schedule { unpublishAt } } }`;
    const anonymous = await a.gql(q, { id: x.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.article?.schedule ?? null).toBeNull();
    const other = await a.gql(q, { id: x.id }, hr.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await scheduleArticle(x.id, { unpublishAt: null }, hr.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('running a due change', () => {
  it('runs once across two instances racing for the same due changes, as the schedule, and both caches hear of it', async () => {
    const xs = await Promise.all(Array.from({ length: 6 }, () => article()));
    for (const x of xs)
      expect((await scheduleArticle(x.id, { publishAt: soon(60_000) })).errors).toBeUndefined();
    // Both instances' public caches hold the blog list without them.
    for (const app of [a, b]) {
      const titles = await blogTitles(app);
      for (const x of xs) expect(titles).not.toContain(x.title);
    }
    const due = new Date(Date.now() + 61_000);
    // Two SQLite clients in one process block each other's event loop while one waits for the
    // other's lock (a deployment runs one SQLite instance; retention.test.ts does the same), so
    // there they look one after the other at the same moment; on PostgreSQL they race for real.
    const [ranA, ranB] =
      provider === 'postgres'
        ? await Promise.all([a.scheduleRunner.tick(due), b.scheduleRunner.tick(due)])
        : [await a.scheduleRunner.tick(due), await b.scheduleRunner.tick(due)];
    const ran = [...ranA, ...ranB];
    expect(ran).toHaveLength(new Set(ran).size);
    const ids = (await a.db.contentSchedule.findMany({ where: { articleId: { in: xs.map((x) => x.id) } } }))
      .length;
    expect(ids).toBe(0);
    const shown = await a.db.auditEntry.findMany({
      where: { action: 'ARTICLE_SHOWN', targetId: { in: xs.map((x) => x.id) } },
    });
    // Exactly one publish each: no instance ran one the other had claimed.
    expect(shown.map((e) => e.targetId).sort()).toEqual(xs.map((x) => x.id).sort());
    for (const entry of shown) {
      expect(entry.actorEmail).toBe(`Schedule (set by ${copywriter.email})`);
      expect(entry.actorId).toBe(copywriter.id);
    }
    // The instance that ran a change dropped its cached list at once; the other hears of it
    // through the change feed (PostgreSQL's LISTEN/NOTIFY here; SQLite has no feed between
    // processes, so there each instance is checked on its own).
    const runners = [ranA.length ? a : null, ranB.length ? b : null].filter((x) => x !== null);
    for (const app of provider === 'postgres' ? [a, b] : runners)
      await within(2_000, async () => {
        const titles = await blogTitles(app);
        return xs.every((x) => titles.includes(x.title));
      });
  });

  it('lets one claim win when both instances read the same due change', async () => {
    const x = await article();
    await scheduleArticle(x.id, { publishAt: soon(60_000) });
    const row = await a.db.contentSchedule.findFirstOrThrow({ where: { articleId: x.id } });
    const now = new Date(Date.now() + 61_000);
    // Both read the row before either claims it: only one conditional update matches.
    const claimA = () => a.services.schedules.claim(row, 'instance-a', now);
    const claimB = () => b.services.schedules.claim(row, 'instance-b', now);
    // (On SQLite one after the other, for the reason above; the second still holds the stale row.)
    const claims =
      provider === 'postgres' ? await Promise.all([claimA(), claimB()]) : [await claimA(), await claimB()];
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The claimed row is nobody else's to run, even for an instance that reads it afresh.
    expect(await b.scheduleRunner.tick(now)).not.toContain(row.id);
    expect(await a.scheduleRunner.tick(now)).not.toContain(row.id);
    // An instance that died mid-run: its claim goes stale and the change runs (once) after all.
    const later = new Date(now.getTime() + 5 * 60_000 + 1_000);
    expect(await a.scheduleRunner.tick(later)).toContain(row.id);
    expect(await b.scheduleRunner.tick(later)).not.toContain(row.id);
    expect((await a.db.article.findUniqueOrThrow({ where: { id: x.id } })).visibility).toBe(true);
  });

  it('publishes on time while the runner runs, and the blog page shows it at once', async () => {
    const x = await article();
    const page = async () => (await fetch(`${a.baseUrl}/blog/${x.slug}`)).status;
    expect(await page()).toBe(404);
    a.scheduleRunner.start();
    try {
      const at = Date.now() + 1_500;
      await scheduleArticle(x.id, { publishAt: new Date(at).toISOString() });
      await within(10_000, async () => (await blogTitles(a)).includes(x.title));
      // Not early, and within a moment of its time (not on a 15-minute tick).
      expect(Date.now()).toBeGreaterThanOrEqual(at);
      expect(Date.now() - at).toBeLessThan(5_000);
      expect(await page()).toBe(200);
    } finally {
      await a.scheduleRunner.stop();
    }
  });

  it('unpublishes through the same rules, and keeps a refusal with its reason rather than retrying', async () => {
    const x = await article(true);
    await scheduleArticle(x.id, { unpublishAt: soon(60_000) });
    await a.scheduleRunner.tick(new Date(Date.now() + 61_000));
    expect((await a.db.article.findUnique({ where: { id: x.id } }))!.visibility).toBe(false);
    expect(await blogTitles(a)).not.toContain(x.title);

    // The setter loses the role before it comes due: the schedule cannot publish for them.
    const former = await a.staff(['COPYWRITER']);
    const y = await article();
    await scheduleArticle(y.id, { publishAt: soon(60_000) }, former.token);
    await a.db.user.update({ where: { id: former.id }, data: { roles: 'HR' } });
    await a.scheduleRunner.tick(new Date(Date.now() + 61_000));
    expect((await a.db.article.findUnique({ where: { id: y.id } }))!.visibility).toBe(false);
    const read = await a.gql(
      `query($id: ID!) { article(id: $id) { schedule { publishAt failure } } }`,
      { id: y.id },
      copywriter.token,
    );
    expect(read.data!.article.schedule.failure).toMatch(/may no longer publish/);
    expect(await a.scheduleRunner.tick(new Date(Date.now() + 120_000))).not.toContain(y.id);
    const refusal = await a.db.auditEntry.findFirst({
      where: { action: 'ARTICLE_SCHEDULED', targetId: y.id, actorEmail: { startsWith: 'Schedule' } },
    });
    expect(refusal?.summary).toMatch(/refused/);
  });
});

describe('a scheduled publish of a record with a pending draft (decision 045)', () => {
  it('sends the changes waiting in the editor, not only the visibility', async () => {
    const x = await article(true);
    const state = await a.gql<{ editorState: { head: number } }>(
      'query($id: ID!) { editorState(type: ARTICLE, id: $id) { head } }',
      { id: x.id },
      copywriter.token,
    );
    const redrafted = `${x.title} (at nine)`;
    const saved = await a.gql(
      'mutation($id: ID!, $base: Int!, $input: ArticleUpdateInput!) { saveArticleDraft(id: $id, baseRevision: $base, input: $input) { head } }',
      { id: x.id, base: state.data!.editorState.head, input: { title: redrafted } },
      copywriter.token,
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect((await scheduleArticle(x.id, { publishAt: soon(60_000) })).errors).toBeUndefined();
    expect(await blogTitles(a)).toContain(x.title);

    await a.scheduleRunner.tick(new Date(Date.now() + 61_000));
    const live = await a.db.article.findUnique({ where: { id: x.id } });
    expect(live!.title).toBe(redrafted);
    expect(await blogTitles(a)).toContain(redrafted);
    const after = await a.db.editState.findUnique({
      where: { recordType_recordId: { recordType: 'ARTICLE', recordId: x.id } },
    });
    expect(after!.draftRevision).toBeNull();
  });
});

describe('a vacancy that closes itself', () => {
  it('carries validThrough while open, then leaves /careers, its page (410), the sitemap and its posting', async () => {
    const v = await vacancy();
    // Far enough ahead that the open reads below (a page render, the sitemap) finish first on a busy
    // machine: 1.5 s once ran out before the sitemap answered on PostgreSQL.
    const closesAt = new Date(Date.now() + 5_000);
    const set = await scheduleVacancy(v.id, { closesAt: closesAt.toISOString() });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setVacancySchedule.closesAt).toBe(closesAt.toISOString());

    const open = await fetch(`${a.baseUrl}/careers/${v.slug}`);
    expect(open.status).toBe(200);
    const html = await open.text();
    expect(html).toContain(`"validThrough":"${closesAt.toISOString()}"`);
    const careers = async () => (await a.rest('GET', '/api/vacancy')).body as { name: string }[];
    expect((await careers()).map((x) => x.name)).toContain(v.name);
    const sitemap = async () => (await fetch(`${a.baseUrl}/sitemap.xml`)).text();
    expect(await sitemap()).toContain(`/careers/${v.slug}`);

    // Past its time, before any runner looked: reads leave it out already (the kept list too).
    await new Promise((r) => setTimeout(r, Math.max(0, closesAt.getTime() - Date.now() + 50)));
    expect((await a.services.vacancies.list(null)).map((x) => x.name)).not.toContain(v.name);
    expect(await a.services.vacancies.get(null, { slug: v.slug })).toBeNull();
    // Kept answers (the REST list, the page) go when the runner closes it.
    const ran = await a.scheduleRunner.tick();
    expect(ran).toHaveLength(1);
    const closed = await fetch(`${a.baseUrl}/careers/${v.slug}`);
    expect(closed.status).toBe(410);
    const closedHtml = await closed.text();
    expect(closedHtml).toContain('This position is closed');
    expect(closedHtml).not.toContain('JobPosting');
    expect(await sitemap()).not.toContain(`/careers/${v.slug}`);
    expect((await careers()).map((x) => x.name)).not.toContain(v.name);
    const row = await a.db.vacancy.findUnique({ where: { id: v.id } });
    expect(row!.visibility).toBe(false);
    const hidden = await a.db.auditEntry.findFirst({ where: { action: 'VACANCY_HIDDEN', targetId: v.id } });
    expect(hidden?.actorEmail).toBe(`Schedule (set by ${hr.email})`);

    // Listing it again needs a later closing date.
    const relist = await a.gql(
      'mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: true) { id } }',
      { id: v.id },
      hr.token,
    );
    expect(relist.errors?.[0]?.extensions?.fields).toHaveProperty('closesAt');
    expect((await scheduleVacancy(v.id, { closesAt: null })).errors).toBeUndefined();
    const again = await a.gql(
      'mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: true) { id visibility } }',
      { id: v.id },
      hr.token,
    );
    expect(again.data?.setVacancyVisibility.visibility).toBe(true);
    expect((await fetch(`${a.baseUrl}/careers/${v.slug}`)).status).toBe(200);
  });

  it('refuses a publish scheduled after the closing date', async () => {
    const v = await vacancy();
    await scheduleVacancy(v.id, { closesAt: soon(3_600_000) });
    const res = await scheduleVacancy(v.id, { publishAt: soon(7_200_000) });
    expect(res.errors?.[0]?.extensions?.fields).toEqual({ publishAt: SCHEDULE_MESSAGES.closesBeforePublish });
  });
});
