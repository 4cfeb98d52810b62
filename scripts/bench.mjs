#!/usr/bin/env node
// `npm run bench`: throughput and latency of the product under load, request by request, each next
// to a bare node:http server sending the very same bytes, measured in the same run, so the ratio
// says how far the product is from what Node alone could do on the machine that ran it. It prints a
// plain table and a Markdown one (for the README); it asserts nothing and exits non-zero only when
// a server does not start.
//
// The product runs as under `npm start` (NODE_ENV=production, web/dist, node with tsx as a loader
// via serve() of scripts/lib.mjs) in a child process on a free port, with its own throw-away data
// directory and SQLite database, seeded with the sample articles and vacancies on its first start.
// Two run one after the other: the defaults (every cache on), then with the caches off.
//
// BENCH_SECONDS (default 5) is the measured time per row and per target, after a 1 s warm-up.
// BENCH_ROWS=data runs only the staff lists and the export on the database of years of data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { memory, record, settle, startBare, startProduct, stopProduct } from './bench-servers.mjs';
import { log, prepare, root } from './lib.mjs';
import { registerTwoWebhooks, WEBHOOK_BENCH_ENV } from './bench-webhooks.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 50;
// BENCH_ROWS=<regular expression> runs only the rows whose name matches (while working on one).
const ONLY = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS) : undefined;

// Sent with every request, as a browser does (on its fetch() POSTs too), so answers come compressed.
const BROWSER = { 'accept-encoding': 'br, gzip' };
const page = (url) => ({
  method: 'GET',
  path: url,
  headers: { ...BROWSER, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
});
const getJson = (url) => ({ method: 'GET', path: url, headers: { ...BROWSER, accept: 'application/json' } });
// As the site's own client sends a query: by id, with the header Yoga's CSRF prevention wants.
const siteQuery = (url) => ({
  method: 'GET',
  path: url,
  headers: { ...BROWSER, accept: 'application/json', 'apollo-require-preflight': 'true' },
});
const postJson = (url, body) => ({
  method: 'POST',
  path: url,
  body: JSON.stringify(body),
  headers: { ...BROWSER, accept: 'application/json', 'content-type': 'application/json' },
});

/**
 * The public blog page's first page of articles (web/src/features/blog/load-blog.ts), from the
 * trusted-document list codegen writes: the browser sends it by id as a GET (web/src/lib/graphql.ts
 * builds the same URL); an integrator would POST the same document's text.
 */
function blogListRequests() {
  const list = JSON.parse(fs.readFileSync(path.join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
  const [documentId, query] = Object.entries(list).find(([, text]) => /^query BlogList\b/.test(text)) ?? [];
  const blogSearch = fs.readFileSync(path.join(root, 'web/src/features/blog/blog-search.ts'), 'utf8');
  const pageSize = /BLOG_PAGE_SIZE = (\d+)/.exec(blogSearch)?.[1];
  if (!query || !pageSize) throw new Error('BlogList document or BLOG_PAGE_SIZE not found in web/src');
  const variables = { first: Number(pageSize), offset: 0 };
  const params = new URLSearchParams({
    documentId,
    operationName: 'BlogList',
    variables: JSON.stringify(variables),
  });
  return { post: { query, variables }, get: `/graphql?${params}` };
}

const BLOG_LIST = blogListRequests();
const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'We would like a dedicated team for a mobile app.',
};

// The product servers, in the order they run: as configured by default; with the response caches
// off (every page rendered, every GraphQL request executed: the cache-miss rows); with the public
// data cache off too, so every request also queries the database; and as configured by default on
// a database of years of data (api/scripts/seed-scale.ts), for the staff lists (decision 037).
const SERVERS = {
  cached: { label: 'on', env: {} },
  uncached: { label: 'off', env: { PAGE_CACHE: 'off', API_CACHE: 'off' } },
  nodata: { label: 'all off', env: { PAGE_CACHE: 'off', API_CACHE: 'off', PUBLIC_CACHE_SECONDS: '0' } },
  // The form with two webhook endpoints registered (decision 062), next to the plain form on the
  // same kind of server: the deliveries go after the answer, so the latency should not move.
  hooks: { label: 'on', title: 'with caches on, 2 webhooks for new leads', env: WEBHOOK_BENCH_ENV },
  // Hostile bodies on a server of their own, so its RSS line is what they cost (issue 24: refused in
  // under 10 ms, under 5 MB of growth).
  hostile: { label: 'on', title: 'for hostile bodies, caches on', env: {} },
  data: { label: 'on; years of data, 1 connection', env: {}, seed: 'scale' },
  // The admin article list at 5,000 articles (decision 047; target under 100 ms), little else.
  lists: {
    label: 'on; 5,000 articles, 1 connection',
    env: {},
    seed: 'scale',
    seedArgs: ['--scale', '0.01', '--articles', '5000'],
  },
};

const serverTitle = (key) => SERVERS[key].title ?? `with caches ${SERVERS[key].label}`;

/**
 * `{"a":{"a":…}}` 10,000 levels deep (about 60 KB): the body of issue 24 that once answered 500
 * (decision 039).
 */
const NESTED = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
const postText = (url, body) => ({
  method: 'POST',
  path: url,
  body,
  headers: { ...BROWSER, accept: 'application/json', 'content-type': 'application/json' },
});

// The staff lists as the admin screens ask for them (web/src/features/admin), signed in as the
// owner. They are measured one request at a time: the figure is the server's time for one staff
// member's request (target: under 50 ms), not what 50 connections at once would queue for.
const LEADS_PAGE = `query ($first: Int!, $after: String, $search: String, $status: LeadStatus) {
  contactRequests(first: $first, after: $after, search: $search, status: $status) {
    total totalExact hasMore endCursor
    items { id createdAt name email country interest message status attachmentName attachmentUrl } } }`;
const BY_OWNER = LEADS_PAGE.replace(
  '$status: LeadStatus)',
  '$status: LeadStatus, $assignee: String)',
).replace('status: $status)', 'status: $status, assignee: $assignee)');
const AUDIT_PAGE = `query ($first: Int!, $after: String, $actor: String) {
  auditLog(first: $first, after: $after, actor: $actor) {
    total totalExact hasMore hasPrevious startCursor endCursor
    items { id createdAt action actorId actorEmail ip targetType targetId targetLabel summary } } }`;
const ARTICLES_PAGE = `query ($first: Int, $after: String, $search: String) {
  articles(first: $first, after: $after, search: $search, includeDrafts: true) {
    total totalExact hasMore endCursor items { id title slug category visibility createdAt } } }`;
const ARTICLE_LIST = `query ($sort: ArticleSort, $direction: SortDirection, $states: [RecordState!], $search: String, $after: String) {
  articleList(first: 50, sort: $sort, direction: $direction, states: $states, search: $search, after: $after) {
    total totalExact hasMore hasPrevious startCursor endCursor
    items { id title slug category visibility state authorName createdAt updatedAt } } }`;
// The board (decision 052) as its screen asks for it: every column's first cards and counts; and
// the applications inbox filtered by one vacancy (decision 053).
const BOARD_CARDS = (more = '') =>
  `total totalExact hasMore endCursor items { id createdAt name email status source ${more} }`;
const CONTACT_BOARD = `query ($first: Int) { contactBoard(first: $first) { stage { id name outcome retired }
  cards { ${BOARD_CARDS('interest')} } } }`;
const APPLICATION_BOARD = `query ($first: Int) { applicationBoard(first: $first) { stage { id name outcome retired }
  cards { ${BOARD_CARDS('position vacancyId')} } } }`;
const BOARD_COLUMN = `query ($stageId: ID!, $first: Int) { contactBoardColumn(stageId: $stageId, first: $first) {
  stage { id } cards { ${BOARD_CARDS()} } } }`;
const APPLICATIONS_PAGE = `query ($first: Int!, $vacancyId: ID) {
  jobApplications(first: $first, vacancyId: $vacancyId) {
    total totalExact hasMore endCursor
    items { id createdAt name email country position vacancyId message status stage { id name } } } }`;
const staffQuery = (query, variables) => ({ ...postJson('/graphql', { query, variables }), staff: true });

/**
 * The cursor after the 99,950th lead of the inbox (All): walked once, 200 leads a page, so the row
 * can ask for the 2,000th page of 50 as the screen's "Load more" would.
 */
async function cursorAt(base, token, rows) {
  let after = null;
  for (let done = 0; done < rows;) {
    const first = Math.min(200, rows - done);
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: LEADS_PAGE, variables: { first, after } }),
    });
    const page = (await res.json()).data.contactRequests;
    after = page.endCursor;
    done += first;
  }
  return after;
}

// Opening the article editor (decision 045): the live article, where its editing stands and the
// first page of its history, for an article with 200 revisions, in one request.
const EDITOR_OPEN = `query EditorOpen($id: ID!) {
  article(id: $id) { id title slug description content category coverUrl coverAlt metaTitle metaDescription shareImageUrl visibility }
  editorState(type: ARTICLE, id: $id) { head liveRevision draftRevision draft live draftSavedAt draftSavedBy }
  revisions(type: ARTICLE, id: $id, first: 30) { hasMore nextBefore items { id number kind changed authorName createdAt live draft } }
}`;

/** An article with 200 revisions (its origin and 199 draft saves of a long text), made through the API. */
async function articleWithHistory(base, token) {
  const call = async (query, variables) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const answer = await res.json();
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  const { createArticle } = await call(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
    {
      input: {
        title: `Bench history ${Date.now()}`,
        description: 'An article with two hundred revisions.',
        content: '<p>The first words.</p>',
        category: 'DESIGN',
        visibility: true,
      },
    },
  );
  const id = createArticle.id;
  for (let head = 1; head < 200; head++)
    await call(
      'mutation($id: ID!, $head: Int!, $text: String) { saveArticleDraft(id: $id, baseRevision: $head, input: { content: $text }) { head } }',
      { id, head, text: `<p>Revision ${head}. ${'Some words of a long article. '.repeat(100)}</p>` },
    );
  return id;
}

/** A key that reads leads, created by the bench's owner (decision 060). */
async function benchApiKey(base, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { key } }',
      variables: {
        input: { name: 'Bench reader', permissions: ['readContactRequests', 'readJobApplications'] },
      },
    }),
  });
  const body = await res.json();
  if (!body.data?.createApiKey)
    throw new Error(`The bench could not create an API key: ${JSON.stringify(body)}`);
  return body.data.createApiKey.key;
}

// What is measured, in order. A row is a request (method, path, headers, body) and the server it runs on.
const ROWS = [
  { name: 'GET /', server: 'cached', ...page('/') },
  { name: 'GET /careers', server: 'cached', ...page('/careers') },
  { name: 'GET /cases/joyn', server: 'cached', ...page('/cases/joyn') },
  { name: 'GET /graphql BlogList by id', server: 'cached', ...siteQuery(BLOG_LIST.get) },
  { name: 'POST /graphql BlogList', server: 'cached', ...postJson('/graphql', BLOG_LIST.post) },
  {
    name: 'POST /graphql { __typename }',
    server: 'cached',
    ...postJson('/graphql', { query: '{ __typename }' }),
  },
  { name: 'GET /api/article/all', server: 'cached', ...getJson('/api/article/all') },
  { name: 'GET /api/vacancy', server: 'cached', ...getJson('/api/vacancy') },
  { name: 'GET /healthz', server: 'cached', ...getJson('/healthz') },
  { name: 'POST /api/send-form', server: 'cached', ...postJson('/api/send-form', CONTACT) },
  {
    name: 'POST /api/send-form, 2 webhooks',
    server: 'hooks',
    ...postJson('/api/send-form', CONTACT),
    prepare: registerTwoWebhooks,
  },
  {
    name: 'editor of an article with 200 revisions',
    server: 'cached',
    connections: 1,
    ...staffQuery(EDITOR_OPEN, {}),
    prepare: async (base, token) => ({
      body: JSON.stringify({ query: EDITOR_OPEN, variables: { id: await articleWithHistory(base, token) } }),
    }),
  },
  { name: 'GET / (miss)', server: 'uncached', ...page('/') },
  { name: 'GET /careers (miss)', server: 'uncached', ...page('/careers') },
  { name: 'GET /cases/joyn (miss)', server: 'uncached', ...page('/cases/joyn') },
  { name: 'POST /graphql BlogList (miss)', server: 'uncached', ...postJson('/graphql', BLOG_LIST.post) },
  // Yoga's fixed cost per request: nothing to resolve, nothing to compress.
  {
    name: 'POST /graphql { __typename } (miss)',
    server: 'uncached',
    ...postJson('/graphql', { query: '{ __typename }' }),
  },
  { name: 'POST /graphql BlogList (database)', server: 'nodata', ...postJson('/graphql', BLOG_LIST.post) },
  { name: 'POST /api/send-form, JSON 10,000 deep', server: 'hostile', ...postText('/api/send-form', NESTED) },
  { name: 'POST /graphql, JSON 10,000 deep', server: 'hostile', ...postText('/graphql', NESTED) },
  {
    name: 'data: inbox, first page',
    server: 'data',
    connections: 1,
    ...staffQuery(LEADS_PAGE, { first: 50 }),
  },
  // The same read by a program with an API key (decision 060), beside the signed-in staff read:
  // the key is looked up by id and its hash compared, as a session is looked up by its token.
  {
    name: 'data: inbox, first page (API key)',
    server: 'data',
    connections: 1,
    ...postJson('/graphql', { query: LEADS_PAGE, variables: { first: 50 } }),
    prepare: async (base, token) => ({
      headers: {
        ...BROWSER,
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${await benchApiKey(base, token)}`,
      },
    }),
  },
  {
    name: 'data: inbox, page 2,000 (cursor)',
    server: 'data',
    connections: 1,
    ...staffQuery(LEADS_PAGE, { first: 50 }),
    prepare: async (base, token) => ({
      body: JSON.stringify({
        query: LEADS_PAGE,
        variables: { first: 50, after: await cursorAt(base, token, 99_950) },
      }),
    }),
  },
  {
    name: 'data: inbox, page 2,000 (offset, old clients)',
    server: 'data',
    connections: 1,
    ...staffQuery(
      LEADS_PAGE.replace('$after: String', '$offset: Int').replace('after: $after', 'offset: $offset'),
      {
        first: 50,
        offset: 99_950,
      },
    ),
  },
  // The Owner filter (decision 054): nobody's leads (all of them on the seeded data), and the
  // bench owner's own (none): each one range of (assigneeId, status, createdAt, id).
  {
    name: 'data: inbox, Unassigned',
    server: 'data',
    connections: 1,
    ...staffQuery(BY_OWNER, { first: 50, assignee: 'UNASSIGNED' }),
  },
  {
    name: 'data: inbox, Mine',
    server: 'data',
    connections: 1,
    ...staffQuery(BY_OWNER, { first: 50, assignee: 'MINE' }),
  },
  {
    name: 'data: inbox, name search',
    server: 'data',
    connections: 1,
    ...staffQuery(LEADS_PAGE, { first: 50, search: 'kowalski' }),
  },
  {
    name: 'data: board, contact requests (every column)',
    server: 'data',
    connections: 1,
    ...staffQuery(CONTACT_BOARD, { first: 20 }),
  },
  {
    name: 'data: board, applications (every column)',
    server: 'data',
    connections: 1,
    ...staffQuery(APPLICATION_BOARD, { first: 20 }),
  },
  {
    name: 'data: board, one column, 50 cards',
    server: 'data',
    connections: 1,
    ...staffQuery(BOARD_COLUMN, { stageId: 'contact-lost', first: 50 }),
  },
  {
    name: 'data: inbox, applications for one vacancy',
    server: 'data',
    connections: 1,
    ...staffQuery(APPLICATIONS_PAGE, { first: 50, vacancyId: 'va00000007' }),
  },
  {
    name: 'data: activity, first page',
    server: 'data',
    connections: 1,
    ...staffQuery(AUDIT_PAGE, { first: 50 }),
  },
  {
    name: 'data: activity, by who',
    server: 'data',
    connections: 1,
    ...staffQuery(AUDIT_PAGE, { first: 50, actor: 'taras' }),
  },
  {
    name: 'data: articles (staff), first page',
    server: 'data',
    connections: 1,
    ...staffQuery(ARTICLES_PAGE, { first: 50 }),
  },
  {
    name: 'lists: 5,000 articles, admin list by title',
    server: 'lists',
    connections: 1,
    ...staffQuery(ARTICLE_LIST, { sort: 'TITLE', direction: 'ASC' }),
  },
  {
    name: 'lists: 5,000 articles, drafts by last change',
    server: 'lists',
    connections: 1,
    ...staffQuery(ARTICLE_LIST, { sort: 'UPDATED_AT', direction: 'DESC', states: ['DRAFT'] }),
  },
  {
    name: 'lists: 5,000 articles, search in the text',
    server: 'lists',
    connections: 1,
    ...staffQuery(ARTICLE_LIST, { search: 'holidays' }),
  },
];

// Downloads measured once each, on their server: the time to the last byte, and how much the
// server's resident memory grew meanwhile (VmRSS sampled every 10 ms, against its value just before).
const EXPORTS = [
  {
    name: 'data: export of 100,000 leads (CSV)',
    server: 'data',
    path: '/api/inbox/contact-requests/export.csv',
  },
];

/**
 * Loads a target for the warm-up and the measured time in one go and counts only what completes
 * within the measured window. Starting the window on a loaded server, not an idle one, matters:
 * a server that works on its 50 requests side by side answers them all late, so a window opened
 * from idle would miss the first batch. Latencies come from autocannon's per-response event,
 * unrounded (its histogram keeps whole milliseconds). `pid` is the target's process.
 */
async function measure(base, row, pid) {
  const latencies = [];
  const counts = { non2xx: 0, errors: 0, timeouts: 0 };
  const from = performance.now() + WARMUP_SECONDS * 1000;
  const to = from + SECONDS * 1000;
  const inWindow = () => {
    const now = performance.now();
    return now >= from && now < to;
  };
  const instance = autocannon({
    url: base + row.path,
    method: row.method,
    headers: row.headers,
    body: row.body,
    connections: row.connections ?? CONNECTIONS,
    // autocannon stops at its next one-second tick after this; the window ignores the overrun.
    duration: WARMUP_SECONDS + SECONDS,
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (!inWindow()) return;
    latencies.push(ms);
    if (status < 200 || status > 299) counts.non2xx++;
  });
  instance.on('reqError', (err) => {
    if (!inWindow()) return;
    counts.errors++;
    if (err.message === 'request timed out') counts.timeouts++;
  });
  await instance;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return {
    rps: latencies.length / SECONDS,
    p50: pct(0.5),
    p99: pct(0.99),
    ...counts,
    // How long the target kept working once the load stopped: a long tail means requests queued up.
    tail: await settle(pid),
  };
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** How long each server idles after its last row before its RSS is read as "after". */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 45);
const mb = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} MB` : 'n/a');

function tables(results) {
  const head = [
    '#',
    'request',
    'caches',
    'answer',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors/timeouts',
    'bare req/s',
    'bare p99',
    'vs bare',
  ];
  const body = results.map(({ row, recorded: r, product: p, bare: b }, i) => [
    String(i + 1),
    row.name,
    SERVERS[row.server].label,
    `${r.status} ${r.encoding ?? 'identity'} ${kb(r.body.length)}`,
    p.rps.toFixed(0),
    ms(p.p50),
    ms(p.p99),
    String(p.non2xx),
    `${p.errors}/${p.timeouts}`,
    b.rps.toFixed(0),
    // The yardstick's own tail: what 50 connections cost on this machine for these bytes.
    ms(b.p99),
    (p.rps / b.rps).toFixed(3),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((cells) => cells[c].length)));
  // Text left, numbers right, in both tables.
  const right = (c) => c === 0 || c > 3;
  const pad = (cells) =>
    cells.map((s, c) => (right(c) ? s.padStart(widths[c]) : s.padEnd(widths[c]))).join('  ');
  const plain = [pad(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(pad)].join('\n');
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const markdown = [
    line(head),
    line(head.map((_, c) => (right(c) ? '---:' : '---'))),
    ...body.map(line),
  ].join('\n');
  return { plain, markdown };
}

/** The bench's owner (OWNER_PASSWORD in bench-servers.mjs) signs in: the staff rows' token. */
async function ownerToken(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@agency.local', password: 'bench-owner-password-1' }),
  });
  if (!res.ok) throw new Error(`The bench could not sign in as the owner: ${res.status}`);
  return res.json();
}

/**
 * One download, read as a browser reads it (compressed, to the end): its time, its size, and the
 * server's resident memory at its highest meanwhile, above its value just before.
 */
async function measureDownload(base, download, token, pid) {
  const before = memory(pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(pid).rss || 0)), 10);
  const started = performance.now();
  const res = await fetch(base + download.path, {
    headers: { ...BROWSER, authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let firstByte;
  for await (const chunk of res.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.length;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { status: res.status, bytes, ms, firstByte, before, growth: peak - before };
}

function exportTable(exports) {
  const head = ['download', 'status', 'size', 'first byte ms', 'total s', 'RSS before', 'RSS growth (peak)'];
  const body = exports.map((e) => [
    e.download.name,
    String(e.status),
    `${(e.bytes / 1024 / 1024).toFixed(1)} MB`,
    e.firstByte?.toFixed(0) ?? '-',
    (e.ms / 1000).toFixed(2),
    mb(e.before),
    mb(e.growth),
  ]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return {
    plain: [head.join('  '), ...body.map((cells) => cells.join('  '))].join('\n'),
    markdown: [line(head), line(head.map((_, c) => (c ? '---:' : '---'))), ...body.map(line)].join('\n'),
  };
}

async function main() {
  const started = Date.now();
  prepare();
  log(`Benchmark: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per row and target`);
  const bare = await startBare();
  const results = [];
  const exports = [];
  const servers = [];
  let failed = null;
  try {
    for (const key of Object.keys(SERVERS)) {
      const chosen = (list) => list.filter((row) => row.server === key && (!ONLY || ONLY.test(row.name)));
      let rows = chosen(ROWS);
      const downloads = chosen(EXPORTS);
      if (!rows.length && !downloads.length) continue;
      log(`Starting the product ${serverTitle(key)}`);
      const product = await startProduct(key, SERVERS[key].env, {
        seed: SERVERS[key].seed,
        seedArgs: SERVERS[key].seedArgs,
      });
      const pid = product.child.pid;
      const started = memory(pid);
      // Staff rows carry the owner's token; a row may need a moment of set-up (a cursor far down).
      const token = await ownerToken(product.base);
      rows = await Promise.all(
        rows.map(async (row) => {
          const staffed = row.staff
            ? { ...row, headers: { ...row.headers, authorization: `Bearer ${token}` } }
            : row;
          return row.prepare ? { ...staffed, ...(await row.prepare(product.base, token)) } : staffed;
        }),
      );
      // "Before" is the warmed server: its start-up work done (the seeded articles' social cards
      // are drawn in the background) and each row asked once (the renderer, sharp and the GraphQL
      // documents load on first use). What grows after that is what the load costs.
      await settle(pid);
      for (const row of rows) await record(product.base, row);
      await settle(pid);
      const before = memory(pid);
      for (const row of rows) {
        const recorded = await record(product.base, row);
        const measured = await measure(product.base, row, pid);
        await bare.answerWith(recorded);
        const baseline = await measure(bare.base, row, bare.child.pid);
        results.push({ row, recorded, product: measured, bare: baseline });
        log(
          `${row.name}: ${measured.rps.toFixed(0)} req/s (busy ${measured.tail.toFixed(1)} s after the load), bare ${baseline.rps.toFixed(0)} req/s`,
        );
      }
      for (const download of downloads) {
        await settle(pid);
        const result = await measureDownload(product.base, download, token, pid);
        exports.push({ download, ...result });
        log(
          `${download.name}: ${(result.ms / 1000).toFixed(1)} s, RSS +${result.growth.toFixed(1)} MB at most`,
        );
      }
      await settle(pid);
      const loaded = memory(pid);
      // V8 gives back the heap a burst grew once the process has been idle a while (its memory
      // reducer; decision 033 says how long that took, and IDLE_SECONDS outlasts it): what is still
      // held after that is what the load really cost.
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const after = memory(pid);
      servers.push({
        key,
        pid: product.child.pid,
        started,
        before,
        loaded,
        after,
        problems: await stopProduct(product),
      });
    }
  } catch (err) {
    failed = err;
  }
  bare.child.kill();

  const { plain, markdown } = tables(results);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nnpm run bench, ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} × ${cpu}`,
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per row and target after ${WARMUP_SECONDS} s warm-up, accept-encoding: br, gzip\n`,
  );
  console.log(plain);
  console.log('');
  for (const s of servers) {
    console.log(
      `Server ${serverTitle(s.key)} (pid ${s.pid}): RSS ${mb(s.started.rss)} when ready, ${mb(s.before.rss)} warmed (before), ${mb(s.loaded.rss)} right after the last row, ${mb(s.after.rss)} after ${IDLE_SECONDS} s idle (after): growth ${mb(s.after.rss - s.before.rss)}; peak ${mb(s.after.peak)}`,
    );
    if (s.problems.length)
      console.log(`  it logged ${s.problems.length} warnings or errors, first: ${s.problems[0]}`);
  }
  const tails = results.filter((r) => r.product.tail > 1);
  if (tails.length)
    console.log(
      `Still busy over 1 s after the load stopped (queued requests): ${tails.map((r) => `${r.row.name} ${r.product.tail.toFixed(1)} s`).join(', ')}`,
    );
  const downloads = exportTable(exports);
  if (exports.length) console.log(`\n${downloads.plain}`);
  console.log(`\nMarkdown:\n\n${markdown}\n${exports.length ? `\n${downloads.markdown}\n` : ''}`);
  console.log(`Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed) {
    console.error(`\n${failed.message}`);
    process.exitCode = 1;
  }
}

await main();
