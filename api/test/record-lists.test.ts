import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_SORTS, VACANCY_SORTS } from '../src/services/record-lists.ts';
import { provider, startTestApp, type TestApp } from './harness.ts';

/**
 * The admin lists of articles and vacancies (decision 047): every sort in both directions walks
 * every row once, in the database's own order, forwards and back; the state, category and author
 * filters and the search of the title and the text; bulk actions through the single actions, one
 * audit entry per record, with records the caller may not touch reported, not fatal.
 */
let app: TestApp;
let owner: string;
let copywriter: string;
let hr: string;
let authors: string[] = [];

type Row = { id: string };
type PageOf = {
  total: number;
  hasMore: boolean;
  hasPrevious: boolean;
  startCursor: string | null;
  endCursor: string | null;
  items: Row[];
};

const ARTICLES = `query($sort: ArticleSort, $direction: SortDirection, $states: [RecordState!], $category: ArticleCategory, $authorId: ID, $search: String, $first: Int, $after: String, $before: String) {
  articleList(sort: $sort, direction: $direction, states: $states, category: $category, authorId: $authorId, search: $search, first: $first, after: $after, before: $before) {
    total hasMore hasPrevious startCursor endCursor items { id state authorName } } }`;
const VACANCIES = `query($sort: VacancySort, $direction: SortDirection, $states: [RecordState!], $search: String, $first: Int, $after: String, $before: String) {
  vacancyList(sort: $sort, direction: $direction, states: $states, search: $search, first: $first, after: $after, before: $before) {
    total hasMore hasPrevious startCursor endCursor items { id state } } }`;

async function list(kind: 'articles' | 'vacancies', variables: Record<string, unknown>, token = owner) {
  const res = await app.gql<{ articleList?: PageOf; vacancyList?: PageOf }>(
    kind === 'articles' ? ARTICLES : VACANCIES,
    variables,
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return (kind === 'articles' ? res.data!.articleList : res.data!.vacancyList)!;
}

/** Every page forwards, then every page back from the last: both must give `expected`. */
async function walk(kind: 'articles' | 'vacancies', variables: Record<string, unknown>, expected: string[]) {
  const forward: string[] = [];
  const starts: (string | null)[] = [];
  let after: string | null = null;
  let last: PageOf | undefined;
  for (let n = 0; n < 100; n++) {
    const page: PageOf = await list(kind, { ...variables, first: 17, after });
    expect(page.hasPrevious).toBe(n > 0);
    expect(page.total).toBe(expected.length);
    forward.push(...page.items.map((r) => r.id));
    starts.push(page.startCursor);
    last = page;
    if (!page.hasMore) break;
    after = page.endCursor;
  }
  expect(forward).toEqual(expected);
  // Back from the last page by `before`, page by page, to the first.
  const backward: string[] = [...(last?.items.map((r) => r.id) ?? [])].reverse();
  let before = last?.startCursor ?? null;
  while (before) {
    const page: PageOf = await list(kind, { ...variables, first: 17, before });
    expect(page.hasMore).toBe(true);
    backward.push(...page.items.map((r) => r.id).reverse());
    before = page.hasPrevious ? page.startCursor : null;
  }
  expect(backward.reverse()).toEqual(expected);
}

/** The database's own order for a sort (its collation decides text), the id breaking ties. */
async function dbOrder(
  table: 'article' | 'vacancy',
  column: string,
  direction: 'ASC' | 'DESC',
  where: Record<string, unknown> = {},
) {
  const dir = direction === 'ASC' ? 'asc' : 'desc';
  const rows: Row[] =
    table === 'article'
      ? await app.db.article.findMany({
          where,
          select: { id: true },
          orderBy: [{ [column]: dir }, { id: dir }],
        })
      : await app.db.vacancy.findMany({
          where,
          select: { id: true },
          orderBy: [{ [column]: dir }, { id: dir }],
        });
  return rows.map((r) => r.id);
}

const CATEGORIES = ['TRENDS', 'DEVELOPMENT', 'WEB TECHNOLOGIES', 'DESIGN', 'MOBILE'];
const STATES = ['DRAFT', 'PUBLISHED', 'HIDDEN'];
const base = Date.parse('2026-06-01T12:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp({ seedSampleContent: false });
  owner = (await app.staff(['OWNER'])).token;
  copywriter = (await app.staff(['COPYWRITER'])).token;
  hr = (await app.staff(['HR'])).token;
  authors = [(await app.staff(['COPYWRITER'])).id, (await app.staff(['ADMIN'])).id];
  // 120 articles: titles that repeat (ties on the sorted column), mixed case, shared timestamps.
  await app.db.article.createMany({
    data: Array.from({ length: 120 }, (_, i) => {
      const state = STATES[i % 3]!;
      return {
        id: `cl${String((i * 7919) % 1000).padStart(4, '0')}${String(i).padStart(3, '0')}list`,
        title: `${['alpha', 'Beta', 'gamma', 'Delta'][i % 4]} title ${i % 9}`,
        slug: `list-article-${i}`,
        description: 'Listed',
        content: i === 77 ? '<p>The quokka rides a bicycle.</p>' : `<p>Body ${i}</p>`,
        category: CATEGORIES[i % 5]!,
        state,
        visibility: state === 'PUBLISHED',
        authorId: i % 4 === 3 ? null : authors[i % 2],
        createdAt: new Date(base - Math.floor(i / 6) * 60_000),
        updatedAt: new Date(base - (i % 11) * 1000),
      };
    }),
  });
  await app.db.vacancy.createMany({
    data: Array.from({ length: 45 }, (_, i) => {
      const state = STATES[i % 3]!;
      return {
        id: `cv${String((i * 7919) % 1000).padStart(4, '0')}${String(i).padStart(3, '0')}list`,
        name: `${['QA', 'Backend', 'frontend'][i % 3]} engineer`,
        slug: `list-vacancy-${i}`,
        languageLvl: ['B1', 'B2', 'C1'][i % 3]!,
        city: ['Kyiv', '', 'Lviv', 'Odesa'][i % 4]!,
        country: 'UA',
        experience: `${1 + (i % 5)}+ years`,
        content: i === 12 ? '<p>We speak Esperanto at lunch.</p>' : `<p>Job ${i}</p>`,
        state,
        visibility: state === 'PUBLISHED',
        createdAt: new Date(base - Math.floor(i / 4) * 60_000),
        updatedAt: new Date(base - (i % 7) * 1000),
      };
    }),
  });
});
afterAll(async () => app?.stop());

describe(`admin article list (${provider})`, () => {
  for (const [sort, { column }] of Object.entries(ARTICLE_SORTS))
    for (const direction of ['ASC', 'DESC'] as const)
      it(`sorts by ${sort} ${direction}, every row once, forwards and back`, async () => {
        await walk('articles', { sort, direction }, await dbOrder('article', column, direction));
      });

  it('filters by one state, several states, a category and an author, in any sort', async () => {
    await walk(
      'articles',
      { sort: 'TITLE', direction: 'ASC', states: ['HIDDEN'] },
      await dbOrder('article', 'title', 'ASC', { state: 'HIDDEN' }),
    );
    await walk(
      'articles',
      { sort: 'UPDATED_AT', direction: 'DESC', states: ['DRAFT', 'PUBLISHED'] },
      await dbOrder('article', 'updatedAt', 'DESC', { state: { in: ['DRAFT', 'PUBLISHED'] } }),
    );
    await walk(
      'articles',
      { sort: 'STATE', direction: 'ASC', category: 'WEB_TECHNOLOGIES', authorId: authors[0] },
      await dbOrder('article', 'state', 'ASC', { category: 'WEB TECHNOLOGIES', authorId: authors[0] }),
    );
    const page = await list('articles', { authorId: authors[1], first: 200 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((r) => (r as { authorName?: string }).authorName)).size).toBe(1);
  });

  it('filters the scheduled ones (a pending publication), alone and with a stored state', async () => {
    const [draft, hidden] = await Promise.all([
      app.db.article.findFirstOrThrow({ where: { state: 'DRAFT' }, orderBy: { id: 'desc' } }),
      app.db.article.findFirstOrThrow({ where: { state: 'HIDDEN' }, orderBy: { id: 'desc' } }),
    ]);
    const dueAt = new Date(Date.now() + 86_400_000);
    await app.db.contentSchedule.createMany({
      data: [
        { action: 'PUBLISH', dueAt, articleId: draft.id },
        // An unpublication is not "scheduled" for this filter.
        { action: 'UNPUBLISH', dueAt, articleId: hidden.id },
      ],
    });
    try {
      const scheduled = await list('articles', { states: ['SCHEDULED'], first: 200 });
      expect(scheduled.items.map((r) => r.id)).toEqual([draft.id]);
      expect(scheduled.total).toBe(1);
      await walk(
        'articles',
        { sort: 'TITLE', direction: 'ASC', states: ['HIDDEN', 'SCHEDULED'] },
        await dbOrder('article', 'title', 'ASC', { OR: [{ state: 'HIDDEN' }, { id: draft.id }] }),
      );
    } finally {
      await app.db.contentSchedule.deleteMany({ where: { articleId: { in: [draft.id, hidden.id] } } });
    }
  });

  it('filters the ones in review (submitted, not approved since; decision 049)', async () => {
    const [waiting, approved] = await app.db.article.findMany({
      where: { state: 'DRAFT' },
      orderBy: { id: 'asc' },
      take: 2,
    });
    const at = (s: number) => new Date(Date.now() - s * 1000);
    await app.db.reviewEvent.createMany({
      data: [
        { type: 'SUBMITTED', kind: 'ARTICLE', articleId: waiting!.id, name: 'Writer', createdAt: at(60) },
        { type: 'SUBMITTED', kind: 'ARTICLE', articleId: approved!.id, name: 'Writer', createdAt: at(60) },
        { type: 'APPROVAL', kind: 'ARTICLE', articleId: approved!.id, name: 'Client', createdAt: at(30) },
        // An approval from before the submission does not end the review.
        { type: 'APPROVAL', kind: 'ARTICLE', articleId: waiting!.id, name: 'Client', createdAt: at(90) },
      ],
    });
    try {
      const inReview = await list('articles', { states: ['IN_REVIEW'], first: 200 });
      expect(inReview.items.map((r) => r.id)).toEqual([waiting!.id]);
      expect(inReview.total).toBe(1);
    } finally {
      await app.db.reviewEvent.deleteMany({ where: { articleId: { in: [waiting!.id, approved!.id] } } });
    }
  });

  it('searches the text as well as the title', async () => {
    const byText = await list('articles', { search: 'QUOKKA' });
    expect(byText.items).toHaveLength(1);
    expect(byText.items[0]!.id).toMatch(/077list$/);
    const byTitle = await list('articles', { search: 'gamma title 2', sort: 'TITLE', direction: 'ASC' });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.items.length).toBe(byTitle.total);
    const none = await list('articles', { search: 'no such words anywhere' });
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a cursor of another order, an unknown author or state, naming the argument', async () => {
    const first = await list('articles', { sort: 'TITLE', direction: 'ASC', first: 5 });
    const other = await app.gql(
      ARTICLES,
      { sort: 'TITLE', direction: 'DESC', after: first.endCursor },
      owner,
    );
    expect(other.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
    const forged = await app.gql(ARTICLES, { after: `${first.endCursor}x` }, owner);
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badState = await app.gql(ARTICLES, { states: ['SOON'] }, owner);
    expect(badState.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const hrAsks = await app.gql(ARTICLES, {}, hr);
    expect(hrAsks.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(ARTICLES, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe(`admin vacancy list (${provider})`, () => {
  for (const [sort, { column }] of Object.entries(VACANCY_SORTS))
    for (const direction of ['ASC', 'DESC'] as const)
      it(`sorts by ${sort} ${direction}, every row once, forwards and back`, async () => {
        await walk('vacancies', { sort, direction }, await dbOrder('vacancy', column, direction));
      });

  it('filters by state and searches the text', async () => {
    await walk(
      'vacancies',
      { sort: 'NAME', direction: 'DESC', states: ['DRAFT'] },
      await dbOrder('vacancy', 'name', 'DESC', { state: 'DRAFT' }),
    );
    const found = await list('vacancies', { search: 'esperanto' }, hr);
    expect(found.items.map((r) => r.id)).toEqual([expect.stringMatching(/012list$/)]);
  });
});

const BULK_ARTICLES = `mutation($action: BulkAction!, $ids: [ID!]!) { bulkArticles(action: $action, ids: $ids) { action succeeded failed { id code message } } }`;
const BULK_VACANCIES = `mutation($action: BulkAction!, $ids: [ID!]!) { bulkVacancies(action: $action, ids: $ids) { action succeeded failed { id code message } } }`;

describe(`bulk actions (${provider})`, () => {
  it('publishes, hides and deletes many through the single actions, one audit entry each, reporting what it could not touch', async () => {
    const drafts = await app.db.article.findMany({
      where: { state: 'DRAFT' },
      take: 3,
      orderBy: { id: 'asc' },
    });
    const ids = drafts.map((d) => d.id);
    const vacancy = await app.db.vacancy.findFirstOrThrow();
    const before = await app.db.auditEntry.count({ where: { action: 'ARTICLE_SHOWN' } });

    // A vacancy's id and an unknown one in an article bulk: reported, the rest still done.
    const res = await app.gql(
      BULK_ARTICLES,
      { action: 'PUBLISH', ids: [...ids, vacancy.id, 'cl-missing'] },
      copywriter,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.bulkArticles.succeeded).toEqual(ids);
    expect(res.data!.bulkArticles.failed).toEqual([
      { id: vacancy.id, code: 'NOT_FOUND', message: expect.any(String) },
      { id: 'cl-missing', code: 'NOT_FOUND', message: expect.any(String) },
    ]);
    expect(await app.db.auditEntry.count({ where: { action: 'ARTICLE_SHOWN' } })).toBe(before + 3);
    const published = await app.db.article.findMany({ where: { id: { in: ids } } });
    expect(published.map((a) => [a.visibility, a.state])).toEqual(ids.map(() => [true, 'PUBLISHED']));
    expect(await app.db.vacancy.findUnique({ where: { id: vacancy.id } })).toMatchObject({
      visibility: vacancy.visibility,
    });

    const hidden = await app.gql(BULK_ARTICLES, { action: 'HIDE', ids }, owner);
    expect(hidden.data!.bulkArticles).toMatchObject({ succeeded: ids, failed: [] });
    expect((await app.db.article.findMany({ where: { id: { in: ids } } })).map((a) => a.state)).toEqual(
      ids.map(() => 'HIDDEN'),
    );
    expect(
      await app.db.auditEntry.count({ where: { action: 'ARTICLE_HIDDEN', targetId: { in: ids } } }),
    ).toBe(3);

    const removed = await app.gql(BULK_ARTICLES, { action: 'DELETE', ids: ids.slice(0, 2) }, owner);
    expect(removed.data!.bulkArticles.succeeded).toEqual(ids.slice(0, 2));
    expect(await app.db.article.count({ where: { id: { in: ids } } })).toBe(1);
    expect(
      await app.db.auditEntry.count({ where: { action: 'ARTICLE_DELETED', targetId: { in: ids } } }),
    ).toBe(2);
  });

  it('refuses a role that may not touch these records, before any of them changes', async () => {
    const article = await app.db.article.findFirstOrThrow({ where: { state: 'DRAFT' } });
    const vacancy = await app.db.vacancy.findFirstOrThrow({ where: { state: 'DRAFT' } });
    const byHr = await app.gql(BULK_ARTICLES, { action: 'PUBLISH', ids: [article.id] }, hr);
    expect(byHr.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byCopywriter = await app.gql(BULK_VACANCIES, { action: 'DELETE', ids: [vacancy.id] }, copywriter);
    expect(byCopywriter.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.db.article.findUnique({ where: { id: article.id } })).toMatchObject({ state: 'DRAFT' });
    expect(await app.db.vacancy.findUnique({ where: { id: vacancy.id } })).toMatchObject({ state: 'DRAFT' });

    const byHrOwn = await app.gql(BULK_VACANCIES, { action: 'PUBLISH', ids: [vacancy.id] }, hr);
    expect(byHrOwn.data!.bulkVacancies).toMatchObject({ succeeded: [vacancy.id], failed: [] });
    expect(await app.db.vacancy.findUnique({ where: { id: vacancy.id } })).toMatchObject({
      state: 'PUBLISHED',
    });
  });

  it('refuses no ids, too many, or an unknown action, naming the argument', async () => {
    const none = await app.gql(BULK_ARTICLES, { action: 'HIDE', ids: [] }, owner);
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { ids: expect.any(String) },
    });
    const many = await app.gql(
      BULK_ARTICLES,
      { action: 'HIDE', ids: Array.from({ length: 201 }, (_, i) => `x${i}`) },
      owner,
    );
    expect(many.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await app.gql(BULK_ARTICLES, { action: 'ARCHIVE', ids: ['x'] }, owner);
    expect(unknown.errors?.length).toBeGreaterThan(0);
  });
});

describe(`record states (${provider})`, () => {
  it('a new article is a draft, published when shown, hidden when hidden again', async () => {
    const created = await app.gql(
      `mutation { createArticle(input: { title: "State walk", description: "d", content: "<p>x</p>", category: DESIGN }) { id state } }`,
      {},
      copywriter,
    );
    const id = created.data!.createArticle.id as string;
    expect(created.data!.createArticle.state).toBe('DRAFT');
    const hideDraft = await app.gql(
      `mutation($id: ID!) { setArticleVisibility(id: $id, visibility: false) { state } }`,
      { id },
      copywriter,
    );
    expect(hideDraft.data!.setArticleVisibility.state).toBe('DRAFT');
    const shown = await app.gql(
      `mutation($id: ID!) { setArticleVisibility(id: $id, visibility: true) { state } }`,
      { id },
      copywriter,
    );
    expect(shown.data!.setArticleVisibility.state).toBe('PUBLISHED');
    const hidden = await app.gql(
      `mutation($id: ID!) { updateArticle(id: $id, input: { visibility: false }) { state } }`,
      { id },
      copywriter,
    );
    expect(hidden.data!.updateArticle.state).toBe('HIDDEN');
  });
});
