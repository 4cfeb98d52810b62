import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES, REVIEW_TEXT_MAX } from '@agency/schema/previews';
import { builtWebDist, GENEROUS_RATE_LIMITS, startTestApp, type TestApp } from './harness.ts';

// Preview links and approvals without an account (decision 049): a link is a random token of which
// only the hash is kept; its page is the real article or vacancy page with noindex, no-store and no
// referrer, never kept by the response cache; dead links answer 404/410; whoever holds a working
// link comments or approves (checked, rate limited, staff e-mailed); and while the owner requires
// approvals, copywriters and HR publish only approved content. Renders the built web app.

const REVIEW_BUDGET = 40;
let app: TestApp;
let writer: { id: string; email: string; token: string };
let hr: { id: string; email: string; token: string };
let admin: { id: string; email: string; token: string };
let ownerToken: string;

beforeAll(async () => {
  app = await startTestApp({
    webDist: builtWebDist(),
    rateLimits: { ...GENEROUS_RATE_LIMITS, reviewPerIp: { points: REVIEW_BUDGET, durationSeconds: 600 } },
  });
  writer = await app.staff(['COPYWRITER']);
  hr = await app.staff(['HR']);
  admin = await app.staff(['ADMIN']);
  ownerToken = await app.login('owner@test.local', 'owner-password-1');
});
afterAll(() => app?.stop());

let n = 0;
async function article(visibility = false) {
  const res = await app.gql<{ createArticle: { id: string; slug: string; title: string } }>(
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id slug title } }',
    {
      input: {
        title: `Preview test ${++n}`,
        description: 'What the preview shows.',
        content: `<p>Draft body ${n}</p>`,
        category: 'DESIGN',
        visibility,
      },
    },
    visibility ? admin.token : writer.token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createArticle;
}

async function link(kind: 'ARTICLE' | 'VACANCY', id: string, token = writer.token, days?: number) {
  const res = await app.gql<{ createPreviewLink: { url: string; token: string; link: { id: string } } }>(
    `mutation($id: ID!, $days: Int) { createPreviewLink(kind: ${kind}, id: $id, expiresInDays: $days) { url token link { id state expiresAt } } }`,
    { id, days },
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createPreviewLink;
}

const page = async (path: string) => {
  const res = await fetch(`${app.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

const comment = (token: string, name: unknown, text: unknown) =>
  app.gql(
    'mutation($t: String!, $n: String!, $x: String!) { commentOnPreview(token: $t, name: $n, text: $x) { id type name text current } }',
    { t: token, n: name, x: text },
  );
const approve = (token: string, name: string) =>
  app.gql('mutation($t: String!, $n: String!) { approvePreview(token: $t, name: $n) { id type current } }', {
    t: token,
    n: name,
  });
const status = async (kind: 'ARTICLE' | 'VACANCY', id: string, token = writer.token) => {
  const res = await app.gql(
    `query($id: ID!) { reviewStatus(kind: ${kind}, id: $id) { approvalRequired approved inReview canPublish events { type name text current viaLink } links { id state } } }`,
    { id },
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.reviewStatus;
};
const publish = (id: string, token: string) =>
  app.gql(
    'mutation($id: ID!) { setArticleVisibility(id: $id, visibility: true) { id visibility } }',
    { id },
    token,
  );
const requireApprovals = async (required: boolean) => {
  const res = await app.gql(`mutation { setPublishApprovalRequired(required: ${required}) }`, {}, ownerToken);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
};

describe('preview links', () => {
  it('keeps only the hash of the token, and the link shows the draft as the real article page', async () => {
    const a = await article();
    const made = await link('ARTICLE', a.id);
    expect(made.url).toBe(`http://site.test/preview/${made.token}`);
    expect(made.token.length).toBeGreaterThanOrEqual(40);
    const row = await app.db.previewLink.findUniqueOrThrow({ where: { id: made.link.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(made.token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(made.token);
    // Seven days by default.
    expect(Math.round((row.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(7);

    const res = await page(`/preview/${made.token}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain(`Draft body ${n}`);
    expect(res.html).toContain('<h1');
    expect(res.html).toContain(a.title);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(res.html).not.toContain('rel="canonical"');
    // The draft itself stays a 404 at its public address.
    expect((await page(`/blog/${a.slug}`)).status).toBe(404);
  });

  it('is never kept: an edit shows at once, and the GraphQL answer carries no cache validator', async () => {
    const a = await article();
    const made = await link('ARTICLE', a.id);
    expect((await page(`/preview/${made.token}`)).status).toBe(200);
    await app.db.article.update({ where: { id: a.id }, data: { title: 'Quietly renamed in the database' } });
    // A direct database write announces nothing: only an answer made afresh shows it.
    expect((await page(`/preview/${made.token}`)).html).toContain('Quietly renamed in the database');
    const q = encodeURIComponent('query($t: String!) { preview(token: $t) { state article { title } } }');
    const v = encodeURIComponent(JSON.stringify({ t: made.token }));
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${app.baseUrl}/graphql?query=${q}&variables=${v}`, {
        headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toBeNull();
      expect(((await res.json()) as any).data.preview.article.title).toBe('Quietly renamed in the database');
    }
  });

  it('answers 404 for an unknown token and 410 once expired or revoked, never a 500', async () => {
    const a = await article();
    expect((await page('/preview/not-a-token-at-all-not-a-token-at-all')).status).toBe(404);
    expect((await page('/preview/x')).status).toBe(404);
    const expired = await link('ARTICLE', a.id, writer.token, 1);
    await app.db.previewLink.update({
      where: { id: expired.link.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const gone = await page(`/preview/${expired.token}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain('This preview link no longer works');
    expect(gone.html).not.toContain('Draft body');
    expect(gone.headers.get('cache-control')).toBe('private, no-store');

    const revoked = await link('ARTICLE', a.id);
    expect((await page(`/preview/${revoked.token}`)).status).toBe(200);
    const res = await app.gql(
      'mutation($id: ID!) { revokePreviewLink(kind: ARTICLE, id: $id) { state revokedAt } }',
      { id: revoked.link.id },
      writer.token,
    );
    expect(res.data?.revokePreviewLink.state).toBe('REVOKED');
    expect((await page(`/preview/${revoked.token}`)).status).toBe(410);
    const q = await app.gql('query($t: String!) { preview(token: $t) { state article { id } } }', {
      t: revoked.token,
    });
    expect(q.data?.preview).toEqual({ state: 'REVOKED', article: null });
    // A vacancy link cannot be revoked as an article's, nor by staff of the other kind.
    const other = await app.gql(
      'mutation($id: ID!) { revokePreviewLink(kind: VACANCY, id: $id) { state } }',
      { id: revoked.link.id },
      hr.token,
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a lifetime that is not offered, and a record that does not exist', async () => {
    const a = await article();
    const bad = await app.gql(
      'mutation($id: ID!) { createPreviewLink(kind: ARTICLE, id: $id, expiresInDays: 365) { url } }',
      { id: a.id },
      writer.token,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields?.expiresInDays).toBe(PREVIEW_MESSAGES.expiresInDays);
    const missing = await app.gql(
      'mutation { createPreviewLink(kind: ARTICLE, id: "nope") { url } }',
      {},
      writer.token,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a vacancy as its real page too', async () => {
    const res = await app.gql<{ createVacancy: { id: string } }>(
      'mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { id } }',
      {
        input: {
          name: 'Preview engineer',
          languageLvl: 'B2',
          experience: '3 years',
          content: '<p>Hidden vacancy body</p>',
          city: 'Kyiv',
          country: 'UA',
          remote: false,
        },
      },
      hr.token,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const made = await link('VACANCY', res.data!.createVacancy.id, hr.token);
    const shown = await page(`/preview/${made.token}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Hidden vacancy body');
    expect(shown.html).toContain('Preview engineer');
    // A copywriter may not make links to vacancies.
    const denied = await app.gql(
      `mutation { createPreviewLink(kind: VACANCY, id: "${res.data!.createVacancy.id}") { url } }`,
      {},
      writer.token,
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('comments and approvals through a link', () => {
  it('refuses bad input and dead links with a clear 4xx, and stores nothing', async () => {
    const a = await article();
    const made = await link('ARTICLE', a.id);
    const empty = await comment(made.token, '   ', 'Looks good');
    expect(empty.status).toBe(200);
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fields?.name).toBe(PREVIEW_MESSAGES.name);
    const huge = await comment(made.token, 'Rita', 'x'.repeat(REVIEW_TEXT_MAX + 1));
    expect(huge.errors?.[0]?.extensions?.fields?.text).toBe(PREVIEW_MESSAGES.text);
    const blank = await comment(made.token, 'Rita', '');
    expect(blank.errors?.[0]?.extensions?.fields?.text).toBe(PREVIEW_MESSAGES.text);
    const unknown = await comment('not-a-real-token-not-a-real-token', 'Rita', 'Hello');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await app.db.previewLink.update({
      where: { id: made.link.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await comment(made.token, 'Rita', 'Hello');
    expect(expired.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(expired.errors?.[0]?.extensions?.fields?.token).toBe(PREVIEW_MESSAGES.gone);
    const late = await approve(made.token, 'Rita');
    expect(late.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await app.db.reviewEvent.count({ where: { articleId: a.id } })).toBe(0);
  });

  it('stores a comment and an approval, e-mails the link maker and the author, and the editor shows both', async () => {
    const a = await article();
    const made = await link('ARTICLE', a.id, admin.token);
    const before = await app.db.outboxMessage.count();
    const c = await comment(made.token, 'Clara Client', 'Please shorten the intro.');
    expect(c.errors).toBeUndefined();
    expect(c.data?.commentOnPreview).toMatchObject({ type: 'COMMENT', name: 'Clara Client', current: true });
    const ok = await approve(made.token, 'Clara Client');
    expect(ok.data?.approvePreview).toMatchObject({ type: 'APPROVAL', current: true });

    const mails = await app.db.outboxMessage.findMany({ orderBy: { createdAt: 'asc' }, skip: before });
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain('New comment');
    expect(mails[0]!.text).toContain('Please shorten the intro.');
    expect(mails[0]!.text).toContain(`/admin-panel/article/${a.slug}/edit`);
    expect(mails[1]!.subject).toContain('approved by Clara Client');
    // The link's maker (ADMIN) and the article's author (the copywriter).
    for (const mail of mails) expect(mail.to.split(', ').sort()).toEqual([admin.email, writer.email].sort());

    const s = await status('ARTICLE', a.id);
    expect(s.approved).toBe(true);
    expect(s.events.map((e: { type: string }) => e.type)).toEqual(['APPROVAL', 'COMMENT']);
    expect(s.events[1]).toMatchObject({
      name: 'Clara Client',
      text: 'Please shorten the intro.',
      viaLink: true,
    });
    expect(s.links).toEqual([{ id: made.link.id, state: 'ACTIVE' }]);

    // The preview shows the approval; an edit makes it an approval of an earlier version.
    await app.gql(
      'mutation($id: ID!) { updateArticle(id: $id, input: { title: "Changed after approval" }) { id } }',
      { id: a.id },
      writer.token,
    );
    const after = await status('ARTICLE', a.id);
    expect(after.approved).toBe(false);
    expect(after.events[0]).toMatchObject({ type: 'APPROVAL', current: false });
  });
});

describe('approval before publishing', () => {
  it('copywriters submit for review and publish only approved content; ADMIN and OWNER publish', async () => {
    expect(
      (await app.gql('query { publishApprovalRequired }', {}, writer.token)).data?.publishApprovalRequired,
    ).toBe(false);
    await requireApprovals(true);
    try {
      expect(
        (await app.gql('query { publishApprovalRequired }', {}, hr.token)).data?.publishApprovalRequired,
      ).toBe(true);
      const a = await article();
      const s0 = await status('ARTICLE', a.id);
      expect(s0).toMatchObject({ approvalRequired: true, approved: false, canPublish: false });

      // Publishing straight away, at creation or by an update, is refused in the service.
      const refused = await publish(a.id, writer.token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.extensions?.fields?.visibility).toContain('approval');
      const viaRest = await app.rest('PUT', '/api/article/change-visibility', { _id: a.id }, writer.token);
      expect(viaRest.status).toBe(403);
      const created = await app.gql(
        'mutation { createArticle(input: { title: "Straight out", description: "d", content: "<p>b</p>", category: DESIGN, visibility: true }) { id } }',
        {},
        writer.token,
      );
      expect(created.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await app.db.article.findUniqueOrThrow({ where: { id: a.id } })).visibility).toBe(false);

      // Submit for review: ADMIN and OWNER are e-mailed.
      const before = await app.db.outboxMessage.count();
      const sub = await app.gql(
        `mutation { submitForReview(kind: ARTICLE, id: "${a.id}", note: "Ready?") { type name } }`,
        {},
        writer.token,
      );
      expect(sub.data?.submitForReview.type).toBe('SUBMITTED');
      const asked = await app.db.outboxMessage.findMany({ skip: before, orderBy: { createdAt: 'asc' } });
      expect(asked).toHaveLength(1);
      expect(asked[0]!.to).toContain(admin.email);
      expect(asked[0]!.to).toContain('owner@test.local');
      expect(asked[0]!.to).not.toContain(writer.email);
      expect((await status('ARTICLE', a.id)).inReview).toBe(true);

      // A copywriter cannot approve in the editor; an approval through a link opens the way.
      const self = await app.gql(
        `mutation { approveContent(kind: ARTICLE, id: "${a.id}") { id } }`,
        {},
        writer.token,
      );
      expect(self.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const made = await link('ARTICLE', a.id);
      expect((await approve(made.token, 'Clara Client')).errors).toBeUndefined();
      expect(await status('ARTICLE', a.id)).toMatchObject({
        approved: true,
        inReview: false,
        canPublish: true,
      });
      const published = await publish(a.id, writer.token);
      expect(published.errors).toBeUndefined();
      expect(published.data?.setArticleVisibility.visibility).toBe(true);

      // Changing what is published needs a new approval; hiding it does not.
      const edit = await app.gql(
        `mutation { updateArticle(id: "${a.id}", input: { content: "<p>New words</p>" }) { id } }`,
        {},
        writer.token,
      );
      expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const hide = await app.gql(
        `mutation { setArticleVisibility(id: "${a.id}", visibility: false) { visibility } }`,
        {},
        writer.token,
      );
      expect(hide.errors).toBeUndefined();

      // ADMIN publishes without an approval, and approves in the editor.
      const b = await article();
      expect((await publish(b.id, admin.token)).errors).toBeUndefined();
      const c = await article();
      const approved = await app.gql(
        `mutation { approveContent(kind: ARTICLE, id: "${c.id}", note: "Fine") { type current } }`,
        {},
        admin.token,
      );
      expect(approved.data?.approveContent).toEqual({ type: 'APPROVAL', current: true });
      expect((await publish(c.id, writer.token)).errors).toBeUndefined();

      // HR: the same rule for vacancies.
      const v = await app.gql<{ createVacancy: { id: string } }>(
        'mutation { createVacancy(input: { name: "Reviewed role", languageLvl: "B2", experience: "2 years", content: "<p>x</p>", city: "Kyiv", country: "UA", remote: false }) { id } }',
        {},
        hr.token,
      );
      const vid = v.data!.createVacancy.id;
      const hrPublish = await app.gql(
        `mutation { setVacancyVisibility(id: "${vid}", visibility: true) { id } }`,
        {},
        hr.token,
      );
      expect(hrPublish.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const vl = await link('VACANCY', vid, hr.token);
      await approve(vl.token, 'Manager');
      const hrAgain = await app.gql(
        `mutation { setVacancyVisibility(id: "${vid}", visibility: true) { visibility } }`,
        {},
        hr.token,
      );
      expect(hrAgain.errors).toBeUndefined();
    } finally {
      await requireApprovals(false);
    }
    // Without the rule a copywriter publishes as before.
    const d = await article();
    expect((await publish(d.id, writer.token)).errors).toBeUndefined();
  });

  it('only the owner changes the rule', async () => {
    const res = await app.gql('mutation { setPublishApprovalRequired(required: true) }', {}, admin.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await app.db.setting.findUnique({ where: { key: 'publishApprovalRequired' } }))?.value ?? 'false',
    ).toBe('false');
  });
});

// Last: it spends this address's budget, which the cases above share.
describe('rate limit', () => {
  it('is rate limited per address', async () => {
    const a = await article();
    const made = await link('ARTICLE', a.id);
    let limited = false;
    for (let i = 0; i < REVIEW_BUDGET + 2 && !limited; i++) {
      const res = await comment(made.token, 'Flood', `Comment ${i}`);
      limited = res.errors?.[0]?.extensions?.code === 'RATE_LIMITED';
    }
    expect(limited).toBe(true);
  });
});

describe('a published record with a pending draft (decision 045)', () => {
  it('previews the draft, not the live page, and an approval of it covers publishing it', async () => {
    const live = await article(true);
    const state = await app.gql<{ editorState: { head: number } }>(
      'query($id: ID!) { editorState(type: ARTICLE, id: $id) { head } }',
      { id: live.id },
      writer.token,
    );
    expect(state.errors).toBeUndefined();
    const drafted = await app.gql(
      'mutation($id: ID!, $base: Int!, $input: ArticleUpdateInput!) { saveArticleDraft(id: $id, baseRevision: $base, input: $input) { head } }',
      { id: live.id, base: state.data!.editorState.head, input: { title: `${live.title}, redrafted` } },
      writer.token,
    );
    expect(drafted.errors, JSON.stringify(drafted.errors)).toBeUndefined();

    const { url } = await link('ARTICLE', live.id);
    const shown = await page(new URL(url).pathname);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`${live.title}, redrafted`);
    // The live page is unchanged until the draft is published.
    const site = await page(`/blog/${live.slug}`);
    expect(site.html).toContain(live.title);
    expect(site.html).not.toContain('redrafted');
  });
});
