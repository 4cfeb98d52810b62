/**
 * The role matrix of decisions.md ("Who may do what"), checked over real HTTP through GraphQL and
 * through the REST shim for every kind of caller: no token, broken or revoked tokens, and each of
 * the five staff role options.
 *
 * - Allowed: the call succeeds, answers what it should, and its change is in the database.
 * - Denied: GraphQL answers `errors[0].extensions.code` UNAUTHENTICATED (no valid token) or
 *   FORBIDDEN (signed in without the role); REST answers 401 / 403 with `{ message, code }`; and
 *   nothing changed in the database.
 *
 * Every case creates what it acts on, so cases are independent of each other and of their order.
 * The expected roles are spelt out here from decisions.md, not taken from the code under test.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@agency/schema/roles';
import { hashPassword } from '../src/security/passwords.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { totpCode } from './two-factor-support.ts';
import { Tokens } from '../src/security/tokens.ts';
import { formatRoles } from '../src/services/users-shared.ts';
import {
  OWNER,
  SAMPLE_FILES,
  STAFF_PASSWORD,
  startTestApp,
  type GqlResult,
  type TestApp,
  GENEROUS_RATE_LIMITS,
} from './harness.ts';

// ---------------------------------------------------------------------------------------------
// Who calls
// ---------------------------------------------------------------------------------------------

const SIGNED_OUT = [
  'anonymous',
  'garbage token',
  'forged token',
  'expired token',
  'reset-link token',
  'revoked token',
] as const;
const SIGNED_IN = ['ADMIN', 'HR', 'COPYWRITER', 'COPYWRITER + HR', 'OWNER'] as const;
const ACTORS = [...SIGNED_OUT, ...SIGNED_IN] as const;
type SignedIn = (typeof SIGNED_IN)[number];
type Actor = (typeof ACTORS)[number];

const STAFF_ROLES: Record<Exclude<SignedIn, 'OWNER'>, Role[]> = {
  ADMIN: ['ADMIN'],
  HR: ['HR'],
  COPYWRITER: ['COPYWRITER'],
  'COPYWRITER + HR': ['COPYWRITER', 'HR'],
};

// decisions.md, "Who may do what". COPYWRITER + HR holds both roles, so it gets the union.
const VACANCY_STAFF: readonly SignedIn[] = ['ADMIN', 'HR', 'COPYWRITER + HR', 'OWNER'];
const ARTICLE_STAFF: readonly SignedIn[] = ['ADMIN', 'COPYWRITER', 'COPYWRITER + HR', 'OWNER'];
const USER_ADMINS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
const CONTACT_READERS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
const MAIL_WATCHERS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
// Decision 031 (issue 14): only the owner sets the two-factor policy and resets someone's factors.
const OWNER_ONLY: readonly SignedIn[] = ['OWNER'];
const APPLICATION_READERS: readonly SignedIn[] = ['ADMIN', 'HR', 'COPYWRITER + HR', 'OWNER'];
// Decision 030: the audit log and people's data requests are for OWNER and ADMIN.
const AUDIT_READERS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
const DATA_HANDLERS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
const WEBHOOK_ADMINS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
// Decision 049: ADMIN and OWNER approve content in the editor (and publish while approvals are required).
const CONTENT_APPROVERS: readonly SignedIn[] = ['ADMIN', 'OWNER'];
const ANY_STAFF: readonly SignedIn[] = SIGNED_IN;
// Decision 060: OWNER and ADMIN manage API keys.
const KEY_MANAGERS: readonly SignedIn[] = ['ADMIN', 'OWNER'];

/** The roles an actor holds, sorted. */
const rolesOf = (actor: SignedIn): string[] =>
  actor === 'OWNER' ? ['OWNER'] : [...STAFF_ROLES[actor]].sort();

type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';
const isSignedIn = (actor: Actor): actor is SignedIn => (SIGNED_IN as readonly string[]).includes(actor);
const expectedOutcome = (actor: Actor, allowed: readonly SignedIn[]): Outcome =>
  !isSignedIn(actor) ? 'UNAUTHENTICATED' : allowed.includes(actor) ? 'allowed' : 'FORBIDDEN';

// ---------------------------------------------------------------------------------------------
// The app, the callers' tokens and fixtures
// ---------------------------------------------------------------------------------------------

let app: TestApp;
const tokens = {} as Record<Actor, string | undefined>;
const emails = {} as Record<SignedIn, string>;
let staffHash: string;
let ownerId: string;
/** Read-only fixtures: a draft and a visible article, a hidden and a visible vacancy, two lead files. */
const fx = {} as {
  draftArticle: string;
  visibleArticle: string;
  hiddenVacancy: string;
  visibleVacancy: string;
  contactFile: string;
  cvFile: string;
};

const uid = () => randomBytes(4).toString('hex');

const make = {
  apiKey: () =>
    app.db.apiKey.create({
      data: {
        id: randomBytes(8).toString('hex'),
        name: `Authz key ${uid()}`,
        secretHash: '00',
        permissions: 'manageArticles',
        createdById: ownerId,
        createdByEmail: OWNER.email,
      },
    }),
  invitation: () =>
    app.db.invitation.create({
      data: {
        email: `invited-${uid()}@test.local`,
        roles: 'HR',
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    }),
  /** A picture row (the media library lists rows; no file is read). */
  picture: () =>
    app.db.upload.create({
      data: {
        id: `authzpicture${uid()}${uid()}`,
        kind: 'IMAGE',
        originalName: `authz-${uid()}.png`,
        mimeType: 'image/png',
        size: 1,
        sha256: '0',
        width: 1,
        height: 1,
        claimedAt: new Date(),
      },
    }),
  article: async (visibility = false, words = 'Authz article') => {
    const title = `${words} ${uid()}`;
    return app.db.article.create({
      data: {
        title,
        slug: title.toLowerCase().replace(/\s+/g, '-'),
        description: 'Summary',
        content: '<p>Body</p>',
        category: 'DESIGN',
        visibility,
      },
    });
  },
  vacancy: async (visibility = true) =>
    app.db.vacancy.create({
      data: {
        name: `Authz vacancy ${uid()}`,
        languageLvl: 'B2',
        city: 'Remote',
        experience: '3 years',
        content: '<p>Job</p>',
        visibility,
      },
    }),
  /** A staff account straight in the database (no sign-in needed): the target of user management. */
  user: async (roles: Role[] = ['HR']) =>
    app.db.user.create({
      data: {
        email: `target-${uid()}@test.local`,
        name: 'Target',
        roles: formatRoles(roles),
        passwordHash: staffHash,
      },
    }),
  contactRequest: async (uploadId: string | null = null, source: string | null = null) =>
    app.db.contactRequest.create({
      data: {
        name: 'Carla Contact',
        email: `carla-${uid()}@example.com`,
        country: 'Germany',
        interest: 'Outsource',
        message: 'Hello',
        uploadId,
        attachmentUrl: uploadId ? `/api/files/${uploadId}` : null,
        attachmentName: uploadId ? 'brief.pdf' : null,
        source,
      },
    }),
  /** A webhook endpoint straight in the database (decision 062); no worker runs in these tests. */
  webhook: () =>
    app.db.webhookEndpoint.create({
      data: { url: `https://93.184.216.34/authz/${uid()}`, events: '["lead.received"]', secret: 'whsec_x' },
    }),
  jobApplication: async (uploadId: string | null = null, source: string | null = null) =>
    app.db.jobApplication.create({
      data: {
        name: 'Jonas Job',
        email: `jonas-${uid()}@example.com`,
        country: 'Germany',
        position: 'Senior React Developer',
        message: 'Hire me',
        uploadId,
        attachmentUrl: uploadId ? `/api/files/${uploadId}` : null,
        attachmentName: uploadId ? 'cv.pdf' : null,
        source,
      },
    }),
};

/** Uploads a PDF through the public upload path and returns the upload id. */
async function uploadPdf(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([SAMPLE_FILES.pdf()], { type: 'application/pdf' }), 'cv.pdf');
  const res = await app.rest('POST', '/api/upload-file', form);
  expect(res.status).toBe(200);
  const id = /\/api\/files\/([A-Za-z0-9_-]+)$/.exec(res.body.url)?.[1];
  expect(id).toBeTruthy();
  return id!;
}

async function gqlUpload(query: string, file: Blob, name: string, token?: string): Promise<GqlResult> {
  const res = await app.gqlUpload(query, file, name, token);
  return { status: res.status, ...(res.body as object) } as GqlResult;
}

// ---------------------------------------------------------------------------------------------
// The operations
// ---------------------------------------------------------------------------------------------

type Fixture = Record<string, any>;

type Operation = {
  /** Roles allowed (decisions.md). Everyone else is denied. */
  allowed: readonly SignedIn[];
  /** Creates what the call acts on. May override the caller's token (`token`). */
  setup?: (actor: Actor) => Promise<Fixture>;
  graphql?: {
    query: string;
    variables?: (f: Fixture) => Record<string, unknown>;
    /** Sends the request as a GraphQL multipart upload with this file instead of JSON. */
    upload?: () => Blob;
    /** Checks the answer of an allowed call (data[field]). */
    ok: (value: any, f: Fixture, actor: SignedIn) => void | Promise<void>;
  };
  rest?: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: (f: Fixture) => string;
    body?: (f: Fixture) => unknown;
    /** Status of an allowed call. */
    status: number;
    ok: (body: any, f: Fixture, actor: SignedIn) => void | Promise<void>;
  };
  /** Checks the stored state afterwards: changed when allowed, untouched when denied. */
  effect?: (f: Fixture, allowed: boolean) => Promise<void>;
  /** Puts shared state back after the case (the owner's password). */
  cleanup?: (f: Fixture, answer: any) => Promise<void>;
};

const ARTICLE_FIELDS = 'id title visibility';
const VACANCY_FIELDS = 'id name visibility';
const USER_FIELDS = 'id email name roles active';
const LEAD_FIELDS = 'id status';
/** A lead the honeypot caught (decision 050). */
async function spam(kind: 'contact' | 'application') {
  const lead = kind === 'contact' ? await make.contactRequest() : await make.jobApplication();
  const data = { status: 'SPAM' };
  if (kind === 'contact') return app.db.contactRequest.update({ where: { id: lead.id }, data });
  return app.db.jobApplication.update({ where: { id: lead.id }, data });
}

/** A moment a month ahead, for the scheduling cases (decision 046). */
const SCHEDULE_AT = new Date(Date.now() + 30 * 86_400_000).toISOString();
const articleById = (id: string) => app.db.article.findUnique({ where: { id } });
const vacancyById = (id: string) => app.db.vacancy.findUnique({ where: { id } });
const userById = (id: string) => app.db.user.findUnique({ where: { id } });

/** The dashboard shows a count only for the areas the viewer may see. */
function expectDashboard(d: Record<string, unknown>, actor: SignedIn) {
  const shown = (roles: readonly SignedIn[]) => (roles.includes(actor) ? expect.any(Number) : null);
  expect(d).toEqual({
    articleCount: shown(ARTICLE_STAFF),
    vacancyCount: shown(VACANCY_STAFF),
    newContactRequests: shown(CONTACT_READERS),
    newJobApplications: shown(APPLICATION_READERS),
    failedEmailCount: shown(MAIL_WATCHERS),
    contactRequestSources: CONTACT_READERS.includes(actor) ? expect.any(Array) : null,
    jobApplicationSources: APPLICATION_READERS.includes(actor) ? expect.any(Array) : null,
  });
}

/**
 * An account of the caller's own for operations on their own sign-in (factors): a fresh one of the
 * actor's roles, the owner's (cleaned up by the case), or the signed-out caller's token.
 */
async function ownAccount(actor: Actor): Promise<Fixture> {
  if (actor === 'OWNER') return { token: tokens.OWNER, id: ownerId, password: OWNER.password };
  if (!isSignedIn(actor)) return { token: tokens[actor], id: ownerId, password: STAFF_PASSWORD };
  const s = await app.staff(STAFF_ROLES[actor]);
  return { token: s.token, id: s.id, password: STAFF_PASSWORD };
}
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Gives an account an authenticator app straight in the database. */
const withTotp = (id: string) =>
  app.db.user.update({ where: { id }, data: { totpSecret: TOTP_SECRET, totpEnabledAt: new Date() } });
/** Takes every factor off the owner again, so later cases sign in as before. */
async function clearOwnerFactors(f: Fixture) {
  if (f.id !== ownerId) return;
  await app.db.user.update({
    where: { id: ownerId },
    data: { totpSecret: null, totpLastStep: null, totpEnabledAt: null },
  });
  await app.db.passkey.deleteMany({ where: { userId: ownerId } });
  await app.db.recoveryCode.deleteMany({ where: { userId: ownerId } });
}

const OPERATIONS: Record<string, Operation> = {
  // --- Articles ------------------------------------------------------------------------------
  'articles(includeDrafts: true)': {
    allowed: ARTICLE_STAFF,
    graphql: {
      query:
        'query { articles(includeDrafts: true, search: "Authz fixture", first: 200) { items { id visibility } total } }',
      ok: (page) =>
        expect(page.items.map((a: { id: string }) => a.id)).toEqual(
          expect.arrayContaining([fx.draftArticle, fx.visibleArticle]),
        ),
    },
  },
  'createArticle / POST /api/article/create': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ title: `Authz new article ${uid()}` }),
    graphql: {
      query: `mutation($input: ArticleCreateInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`,
      variables: (f) => ({
        input: { title: f.title, description: 'Summary', content: '<p>Text</p>', category: 'DEVELOPMENT' },
      }),
      ok: (a, f) => expect(a).toMatchObject({ title: f.title, visibility: false }),
    },
    rest: {
      method: 'POST',
      url: () => '/api/article/create',
      body: (f) => ({
        title: f.title,
        description: 'Summary',
        content: '<p>Text</p>',
        category: 'DEVELOPMENT',
      }),
      status: 201,
      ok: (a, f) => expect(a).toMatchObject({ _id: expect.any(String), title: f.title, visibility: false }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.article.count({ where: { title: f.title } })).toBe(allowed ? 1 : 0),
  },
  'updateArticle / PUT /api/article': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(), title: `Authz renamed ${uid()}` }),
    graphql: {
      query: `mutation($id: ID!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE_FIELDS} } }`,
      variables: (f) => ({ id: f.article.id, input: { title: f.title } }),
      ok: (a, f) => expect(a).toMatchObject({ id: f.article.id, title: f.title }),
    },
    rest: {
      method: 'PUT',
      url: () => '/api/article',
      body: (f) => ({ _id: f.article.id, title: f.title }),
      status: 200,
      ok: (a, f) => expect(a).toMatchObject({ _id: f.article.id, title: f.title }),
    },
    effect: async (f, allowed) =>
      expect((await articleById(f.article.id))?.title).toBe(allowed ? f.title : f.article.title),
  },
  // Decision 044: a new slug keeps the published address as a former one, and the search fields.
  'updateArticle slug and search fields / PUT /api/article': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(true), slug: `authz-moved-${uid()}`.toLowerCase() }),
    graphql: {
      query: `mutation($id: ID!, $input: ArticleUpdateInput!) { updateArticle(id: $id, input: $input) { id slug metaTitle } }`,
      variables: (f) => ({ id: f.article.id, input: { slug: f.slug, metaTitle: 'Authz meta' } }),
      ok: (a, f) => expect(a).toMatchObject({ id: f.article.id, slug: f.slug, metaTitle: 'Authz meta' }),
    },
    rest: {
      method: 'PUT',
      url: () => '/api/article',
      body: (f) => ({ _id: f.article.id, slug: f.slug, metaTitle: 'Authz meta' }),
      status: 200,
      ok: (a, f) => expect(a).toMatchObject({ _id: f.article.id, slug: f.slug, metaTitle: 'Authz meta' }),
    },
    effect: async (f, allowed) => {
      expect((await articleById(f.article.id))?.metaTitle ?? null).toBe(allowed ? 'Authz meta' : null);
      const former = await app.db.articleAddress.findUnique({ where: { slug: f.article.slug } });
      expect(former?.articleId ?? null).toBe(allowed ? f.article.id : null);
    },
  },
  'setArticleVisibility / PUT /api/article/change-visibility': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(false) }),
    graphql: {
      query: `mutation($id: ID!) { setArticleVisibility(id: $id, visibility: true) { ${ARTICLE_FIELDS} } }`,
      variables: (f) => ({ id: f.article.id }),
      ok: (a, f) => expect(a).toMatchObject({ id: f.article.id, visibility: true }),
    },
    rest: {
      method: 'PUT',
      url: () => '/api/article/change-visibility',
      body: (f) => ({ _id: f.article.id }),
      status: 200,
      ok: (a, f) => expect(a).toMatchObject({ _id: f.article.id, visibility: true }),
    },
    effect: async (f, allowed) => expect((await articleById(f.article.id))?.visibility).toBe(allowed),
  },
  'deleteArticle / DELETE /api/article/:id': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article() }),
    graphql: {
      query: 'mutation($id: ID!) { deleteArticle(id: $id) }',
      variables: (f) => ({ id: f.article.id }),
      ok: (id, f) => expect(id).toBe(f.article.id),
    },
    rest: {
      method: 'DELETE',
      url: (f) => `/api/article/${f.article.id}`,
      status: 200,
      ok: (body, f) => expect(body).toEqual({ _id: f.article.id }),
    },
    effect: async (f, allowed) =>
      expect(await articleById(f.article.id)).toEqual(
        allowed ? null : expect.objectContaining({ id: f.article.id }),
      ),
  },
  'uploadCoverImage / POST /api/images': {
    allowed: ARTICLE_STAFF,
    graphql: {
      query: 'mutation($file: File!) { uploadCoverImage(file: $file) { url name } }',
      upload: () => new Blob([SAMPLE_FILES.png()], { type: 'image/png' }),
      ok: (r) =>
        expect(r).toEqual({
          url: expect.stringMatching(/\/api\/images\/[A-Za-z0-9_-]+$/),
          name: 'cover.png',
        }),
    },
    rest: {
      method: 'POST',
      url: () => '/api/images',
      body: () => {
        const form = new FormData();
        form.append('file', new Blob([SAMPLE_FILES.png()], { type: 'image/png' }), 'cover.png');
        return form;
      },
      status: 200,
      ok: (r) =>
        expect(r).toEqual({
          url: expect.stringMatching(/\/api\/images\/[A-Za-z0-9_-]+$/),
          name: 'cover.png',
        }),
    },
    setup: async () => ({ before: await app.db.upload.count({ where: { kind: 'COVER' } }) }),
    effect: async (f, allowed) =>
      expect(await app.db.upload.count({ where: { kind: 'COVER' } })).toBe(f.before + (allowed ? 1 : 0)),
  },

  // --- The media library (decision 048) ------------------------------------------------------
  uploadArticleImage: {
    allowed: ARTICLE_STAFF,
    graphql: {
      query: 'mutation($file: File!) { uploadArticleImage(file: $file) { url width height } }',
      upload: () => new Blob([SAMPLE_FILES.png()], { type: 'image/png' }),
      ok: (r) =>
        expect(r).toEqual({
          url: expect.stringMatching(/^\/api\/images\/[A-Za-z0-9_-]+$/),
          width: 1,
          height: 1,
        }),
    },
    setup: async () => ({ before: await app.db.upload.count({ where: { kind: 'IMAGE' } }) }),
    effect: async (f, allowed) =>
      expect(await app.db.upload.count({ where: { kind: 'IMAGE' } })).toBe(f.before + (allowed ? 1 : 0)),
  },
  mediaLibrary: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ picture: await make.picture() }),
    graphql: {
      query: 'query($search: String) { mediaLibrary(search: $search) { items { id name } } }',
      variables: (f) => ({ search: f.picture.originalName }),
      ok: (page, f) => expect(page.items).toEqual([{ id: f.picture.id, name: f.picture.originalName }]),
    },
  },
  mediaImage: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ picture: await make.picture() }),
    graphql: {
      query: 'query($id: ID!) { mediaImage(id: $id) { id uses { usage } } }',
      variables: (f) => ({ id: f.picture.id }),
      ok: (m, f) => expect(m).toEqual({ id: f.picture.id, uses: [] }),
    },
  },
  setMediaFocalPoint: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ picture: await make.picture() }),
    graphql: {
      query: 'mutation($id: ID!) { setMediaFocalPoint(id: $id, x: 0.2, y: 0.7) { focalX focalY } }',
      variables: (f) => ({ id: f.picture.id }),
      ok: (m) => expect(m).toEqual({ focalX: 0.2, focalY: 0.7 }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.upload.findUnique({ where: { id: f.picture.id } }))?.focalX).toBe(
        allowed ? 0.2 : 0.5,
      ),
  },

  // --- Vacancies -----------------------------------------------------------------------------
  'vacancies(includeHidden: true)': {
    allowed: VACANCY_STAFF,
    graphql: {
      query: 'query { vacancies(includeHidden: true) { id visibility } }',
      ok: (list) =>
        expect(list.map((v: { id: string }) => v.id)).toEqual(
          expect.arrayContaining([fx.hiddenVacancy, fx.visibleVacancy]),
        ),
    },
  },
  'createVacancy / POST /api/vacancy': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ name: `Authz new vacancy ${uid()}` }),
    graphql: {
      query: `mutation($input: VacancyCreateInput!) { createVacancy(input: $input) { ${VACANCY_FIELDS} experience } }`,
      variables: (f) => ({
        input: {
          name: f.name,
          languageLvl: 'B2',
          city: 'Remote',
          country: 'UA',
          experience: '2 years',
          content: '<p>Job</p>',
        },
      }),
      // New vacancies start hidden (decisions: admin screens).
      ok: (v, f) => expect(v).toMatchObject({ name: f.name, experience: '2 years', visibility: false }),
    },
    rest: {
      method: 'POST',
      url: () => '/api/vacancy',
      body: (f) => ({
        name: f.name,
        languageLvl: 'B2',
        city: 'Remote',
        country: 'UA',
        experince: '2 years',
        content: '<p>Job</p>',
      }),
      status: 201,
      ok: (v, f) => expect(v).toMatchObject({ _id: expect.any(String), name: f.name, experince: '2 years' }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.vacancy.count({ where: { name: f.name } })).toBe(allowed ? 1 : 0),
  },
  'updateVacancy / PUT /api/vacancy': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy(), city: `City ${uid()}` }),
    graphql: {
      query: `mutation($id: ID!, $input: VacancyUpdateInput!) { updateVacancy(id: $id, input: $input) { ${VACANCY_FIELDS} city } }`,
      variables: (f) => ({ id: f.vacancy.id, input: { city: f.city } }),
      ok: (v, f) => expect(v).toMatchObject({ id: f.vacancy.id, city: f.city }),
    },
    rest: {
      method: 'PUT',
      url: () => '/api/vacancy',
      body: (f) => ({ _id: f.vacancy.id, city: f.city }),
      status: 200,
      ok: (v, f) => expect(v).toMatchObject({ _id: f.vacancy.id, city: f.city }),
    },
    effect: async (f, allowed) =>
      expect((await vacancyById(f.vacancy.id))?.city).toBe(allowed ? f.city : f.vacancy.city),
  },
  'setVacancyVisibility / PUT /api/vacancy { visibility }': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy(true) }),
    graphql: {
      query: `mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { ${VACANCY_FIELDS} } }`,
      variables: (f) => ({ id: f.vacancy.id }),
      ok: (v, f) => expect(v).toMatchObject({ id: f.vacancy.id, visibility: false }),
    },
    rest: {
      method: 'PUT',
      url: () => '/api/vacancy',
      body: (f) => ({ _id: f.vacancy.id, visibility: false }),
      status: 200,
      ok: (v, f) => expect(v).toMatchObject({ _id: f.vacancy.id, visibility: false }),
    },
    effect: async (f, allowed) => expect((await vacancyById(f.vacancy.id))?.visibility).toBe(!allowed),
  },
  'deleteVacancy / DELETE /api/vacancy/:id': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy() }),
    graphql: {
      query: 'mutation($id: ID!) { deleteVacancy(id: $id) }',
      variables: (f) => ({ id: f.vacancy.id }),
      ok: (id, f) => expect(id).toBe(f.vacancy.id),
    },
    rest: {
      method: 'DELETE',
      url: (f) => `/api/vacancy/${f.vacancy.id}`,
      status: 200,
      ok: (body, f) => expect(body).toEqual({ _id: f.vacancy.id }),
    },
    effect: async (f, allowed) =>
      expect(await vacancyById(f.vacancy.id)).toEqual(
        allowed ? null : expect.objectContaining({ id: f.vacancy.id }),
      ),
  },

  // --- The admin lists and bulk actions (decision 047) -----------------------------------------
  articleList: {
    allowed: ARTICLE_STAFF,
    graphql: {
      query:
        'query { articleList(sort: TITLE, direction: ASC, states: [DRAFT, PUBLISHED], search: "Authz fixture", first: 200) { items { id state } total } }',
      ok: (page) =>
        expect(page.items.map((a: { id: string }) => a.id)).toEqual(
          expect.arrayContaining([fx.draftArticle, fx.visibleArticle]),
        ),
    },
  },
  articleAuthors: {
    allowed: ARTICLE_STAFF,
    graphql: {
      query: 'query { articleAuthors { id name } }',
      ok: (list) => expect(Array.isArray(list)).toBe(true),
    },
  },
  vacancyList: {
    allowed: VACANCY_STAFF,
    graphql: {
      query: 'query { vacancyList(sort: NAME, first: 200) { items { id state } total } }',
      ok: (page) => expect(page.total).toBeGreaterThan(0),
    },
  },
  bulkArticles: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(false) }),
    graphql: {
      query:
        'mutation($ids: [ID!]!) { bulkArticles(action: PUBLISH, ids: $ids) { succeeded failed { id } } }',
      variables: (f) => ({ ids: [f.article.id] }),
      ok: (r, f) => expect(r).toEqual({ succeeded: [f.article.id], failed: [] }),
    },
    effect: async (f, allowed) => expect((await articleById(f.article.id))?.visibility).toBe(allowed),
  },
  bulkVacancies: {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy(true) }),
    graphql: {
      query: 'mutation($ids: [ID!]!) { bulkVacancies(action: HIDE, ids: $ids) { succeeded failed { id } } }',
      variables: (f) => ({ ids: [f.vacancy.id] }),
      ok: (r, f) => expect(r).toEqual({ succeeded: [f.vacancy.id], failed: [] }),
    },
    effect: async (f, allowed) => expect((await vacancyById(f.vacancy.id))?.visibility).toBe(!allowed),
  },
  // --- Scheduled publishing (decision 046): the roles that may publish; GraphQL only ----------
  setArticleSchedule: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(false) }),
    graphql: {
      // The moment is in the query, not a variable: the matrix blanks variables' texts, and a blank
      // DateTime is refused by the schema before anyone's role is.
      query: `mutation($id: ID!) { setArticleSchedule(id: $id, input: { publishAt: "${SCHEDULE_AT}" }) { id schedule { publishAt } } }`,
      variables: (f) => ({ id: f.article.id }),
      ok: (a, f) => expect(a).toEqual({ id: f.article.id, schedule: { publishAt: SCHEDULE_AT } }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.contentSchedule.count({ where: { articleId: f.article.id } })).toBe(
        allowed ? 1 : 0,
      ),
  },
  setVacancySchedule: {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy(true) }),
    graphql: {
      query: `mutation($id: ID!) { setVacancySchedule(id: $id, input: { closesAt: "${SCHEDULE_AT}" }) { id closesAt } }`,
      variables: (f) => ({ id: f.vacancy.id }),
      ok: (v, f) => expect(v).toEqual({ id: f.vacancy.id, closesAt: SCHEDULE_AT }),
    },
    effect: async (f, allowed) =>
      expect((await vacancyById(f.vacancy.id))?.closesAt?.toISOString() ?? null).toBe(
        allowed ? SCHEDULE_AT : null,
      ),
  },

  // --- Users ---------------------------------------------------------------------------------
  'users(withoutOwner: true) / GET /api/user/get-users?withoutOwner=true': {
    allowed: USER_ADMINS,
    setup: async () => ({ target: await make.user() }),
    graphql: {
      query: `query { users(withoutOwner: true) { ${USER_FIELDS} } }`,
      ok: (list, f) => {
        const ids = list.map((u: { id: string }) => u.id);
        expect(ids).toContain(f.target.id);
        expect(ids).not.toContain(ownerId);
      },
    },
    rest: {
      method: 'GET',
      url: () => '/api/user/get-users?withoutOwner=true',
      status: 200,
      ok: (list, f) => {
        const ids = list.map((u: { _id: string }) => u._id);
        expect(ids).toContain(f.target.id);
        expect(ids).not.toContain(ownerId);
        // Never the hash or the token version.
        expect(Object.keys(list[0]).sort()).toEqual([
          '_id',
          'active',
          'createdAt',
          'email',
          'lastLoginAt',
          'name',
          'roles',
        ]);
      },
    },
  },
  'user(id)': {
    allowed: USER_ADMINS,
    setup: async () => ({ target: await make.user() }),
    graphql: {
      query: `query($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`,
      variables: (f) => ({ id: f.target.id }),
      ok: (u, f) => expect(u).toMatchObject({ id: f.target.id, email: f.target.email, roles: ['HR'] }),
    },
  },
  'createUser / POST /api/user/create-user-in-admin-panel': {
    allowed: USER_ADMINS,
    setup: async () => ({ email: `new-${uid()}@test.local` }),
    graphql: {
      query: `mutation($input: UserCreateInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
      variables: (f) => ({
        input: { name: 'New HR', email: f.email, password: 'new-password-1', roles: ['HR'] },
      }),
      ok: (u, f) => expect(u).toMatchObject({ email: f.email, roles: ['HR'], active: true }),
    },
    rest: {
      method: 'POST',
      url: () => '/api/user/create-user-in-admin-panel',
      body: (f) => ({ name: 'New HR', email: f.email, password: 'new-password-1', role: 'HR' }),
      status: 201,
      ok: (u, f) => expect(u).toMatchObject({ _id: expect.any(String), email: f.email, roles: ['HR'] }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.user.count({ where: { email: f.email } })).toBe(allowed ? 1 : 0),
  },
  'updateUser / PUT /api/user/update-user': {
    allowed: USER_ADMINS,
    setup: async () => ({ target: await make.user(), name: `Renamed ${uid()}` }),
    graphql: {
      query: `mutation($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
      variables: (f) => ({ id: f.target.id, input: { name: f.name } }),
      ok: (u, f) => expect(u).toMatchObject({ id: f.target.id, name: f.name }),
    },
    rest: {
      method: 'PUT',
      url: () => '/api/user/update-user',
      body: (f) => ({ _id: f.target.id, name: f.name }),
      status: 200,
      ok: (u, f) => expect(u).toMatchObject({ _id: f.target.id, name: f.name }),
    },
    effect: async (f, allowed) =>
      expect((await userById(f.target.id))?.name).toBe(allowed ? f.name : 'Target'),
  },
  'deleteUser / DELETE /api/user/:id': {
    allowed: USER_ADMINS,
    setup: async () => ({ target: await make.user() }),
    graphql: {
      query: 'mutation($id: ID!) { deleteUser(id: $id) }',
      variables: (f) => ({ id: f.target.id }),
      ok: (id, f) => expect(id).toBe(f.target.id),
    },
    rest: {
      method: 'DELETE',
      url: (f) => `/api/user/${f.target.id}`,
      status: 200,
      ok: (body, f) => expect(body).toEqual({ _id: f.target.id }),
    },
    effect: async (f, allowed) =>
      expect(await userById(f.target.id)).toEqual(
        allowed ? null : expect.objectContaining({ id: f.target.id }),
      ),
  },
  'revokeUserSessions / POST /api/user/:id/revoke-sessions': {
    allowed: USER_ADMINS,
    setup: async () => ({ target: await make.user() }),
    graphql: {
      query: `mutation($id: ID!) { revokeUserSessions(id: $id) { ${USER_FIELDS} } }`,
      variables: (f) => ({ id: f.target.id }),
      ok: (u, f) => expect(u).toMatchObject({ id: f.target.id }),
    },
    rest: {
      method: 'POST',
      url: (f) => `/api/user/${f.target.id}/revoke-sessions`,
      status: 200,
      ok: (u, f) => expect(u).toMatchObject({ _id: f.target.id }),
    },
    effect: async (f, allowed) =>
      expect((await userById(f.target.id))?.tokenVersion).toBe(f.target.tokenVersion + (allowed ? 1 : 0)),
  },

  // --- API keys and invitations (decisions 060, 061) --------------------------------------------
  apiKeys: {
    allowed: KEY_MANAGERS,
    setup: async () => ({ key: await make.apiKey() }),
    graphql: {
      query: 'query { apiKeys { id name permissions } }',
      ok: (list, f) => expect(list.map((k: { id: string }) => k.id)).toContain(f.key.id),
    },
  },
  createApiKey: {
    allowed: KEY_MANAGERS,
    setup: async () => ({ name: `Authz key ${uid()}` }),
    graphql: {
      query:
        'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { key apiKey { id name } } }',
      variables: (f) => ({ input: { name: f.name, permissions: ['manageArticles'] } }),
      ok: (r, f) => {
        expect(r.key).toMatch(/^agk_[0-9a-f]{16}_/);
        expect(r.apiKey.name).toBe(f.name);
      },
    },
    effect: async (f, allowed) =>
      expect(await app.db.apiKey.count({ where: { name: f.name } })).toBe(allowed ? 1 : 0),
  },
  revokeApiKey: {
    allowed: KEY_MANAGERS,
    setup: async () => ({ key: await make.apiKey() }),
    graphql: {
      query: 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }',
      variables: (f) => ({ id: f.key.id }),
      ok: (k) => expect(k.revokedAt).toBeTruthy(),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.apiKey.findUniqueOrThrow({ where: { id: f.key.id } })).revokedAt).toBe(allowed),
  },
  invitations: {
    allowed: USER_ADMINS,
    setup: async () => ({ invitation: await make.invitation() }),
    graphql: {
      query: 'query { invitations { id email status } }',
      ok: (list, f) => expect(list.map((i: { id: string }) => i.id)).toContain(f.invitation.id),
    },
  },
  'inviteUser / POST /api/user/create-user-in-admin-panel without a password': {
    allowed: USER_ADMINS,
    setup: async () => ({ email: `invitee-${uid()}@test.local` }),
    graphql: {
      query: 'mutation($input: InvitationInput!) { inviteUser(input: $input) { id email status roles } }',
      variables: (f) => ({ input: { email: f.email, roles: ['HR'] } }),
      ok: (i, f) => expect(i).toMatchObject({ email: f.email, status: 'OPEN', roles: ['HR'] }),
    },
    rest: {
      method: 'POST',
      url: () => '/api/user/create-user-in-admin-panel',
      body: (f) => ({ email: f.email, role: 'HR' }),
      status: 201,
      ok: (i, f) => expect(i).toMatchObject({ email: f.email, invited: true, status: 'OPEN' }),
    },
    effect: async (f, allowed) => {
      expect(await app.db.invitation.count({ where: { email: f.email } })).toBe(allowed ? 1 : 0);
      expect(await app.db.user.count({ where: { email: f.email } })).toBe(0);
    },
  },
  resendInvitation: {
    allowed: USER_ADMINS,
    setup: async () => ({ invitation: await make.invitation() }),
    graphql: {
      query: 'mutation($id: ID!) { resendInvitation(id: $id) { id status } }',
      variables: (f) => ({ id: f.invitation.id }),
      ok: (i) => expect(i.status).toBe('OPEN'),
    },
    effect: async (f, allowed) => {
      const row = await app.db.invitation.findUniqueOrThrow({ where: { id: f.invitation.id } });
      expect(row.tokenHash !== f.invitation.tokenHash).toBe(allowed);
    },
  },
  revokeInvitation: {
    allowed: USER_ADMINS,
    setup: async () => ({ invitation: await make.invitation() }),
    graphql: {
      query: 'mutation($id: ID!) { revokeInvitation(id: $id) { id status } }',
      variables: (f) => ({ id: f.invitation.id }),
      ok: (i) => expect(i.status).toBe('REVOKED'),
    },
    effect: async (f, allowed) =>
      expect(
        !!(await app.db.invitation.findUniqueOrThrow({ where: { id: f.invitation.id } })).revokedAt,
      ).toBe(allowed),
  },

  // --- Inbox ---------------------------------------------------------------------------------
  contactRequests: {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: `query { contactRequests(first: 200) { items { ${LEAD_FIELDS} email } total } }`,
      ok: (page, f) => expect(page.items.map((l: { id: string }) => l.id)).toContain(f.lead.id),
    },
  },
  jobApplications: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: `query { jobApplications(first: 200) { items { ${LEAD_FIELDS} email } total } }`,
      ok: (page, f) => expect(page.items.map((l: { id: string }) => l.id)).toContain(f.lead.id),
    },
  },
  'contactRequests(source:)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest(null, 'matrix') }),
    graphql: {
      query: `query { contactRequests(source: "Matrix", first: 200) { items { ${LEAD_FIELDS} source } total } }`,
      ok: (page, f) => expect(page.items.map((l: { id: string }) => l.id)).toContain(f.lead.id),
    },
  },
  'jobApplications(source:)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication(null, 'matrix') }),
    graphql: {
      query: `query { jobApplications(source: "Matrix", first: 200) { items { ${LEAD_FIELDS} source } total } }`,
      ok: (page, f) => expect(page.items.map((l: { id: string }) => l.id)).toContain(f.lead.id),
    },
  },
  'leadsCsv(kind: CONTACT_REQUEST) / GET /api/inbox/contact-requests/export.csv': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query { leadsCsv(kind: CONTACT_REQUEST) }',
      ok: (csv, f) => expect(csv).toContain(f.lead.email),
    },
    rest: {
      method: 'GET',
      url: () => '/api/inbox/contact-requests/export.csv',
      status: 200,
      ok: (csv, f) => {
        expect(typeof csv).toBe('string');
        expect(csv).toContain(f.lead.email);
      },
    },
  },
  'leadsCsv(kind: JOB_APPLICATION) / GET /api/inbox/job-applications/export.csv': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'query { leadsCsv(kind: JOB_APPLICATION) }',
      ok: (csv, f) => expect(csv).toContain(f.lead.email),
    },
    rest: {
      method: 'GET',
      url: () => '/api/inbox/job-applications/export.csv',
      status: 200,
      ok: (csv, f) => {
        expect(typeof csv).toBe('string');
        expect(csv).toContain(f.lead.email);
      },
    },
  },
  'leadsExportLink(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    graphql: {
      query: 'query { leadsExportLink(kind: CONTACT_REQUEST, status: NEW) { url expiresAt } }',
      ok: (link) =>
        expect(link.url).toMatch(
          /^http:\/\/site\.test\/api\/inbox\/contact-requests\/export\.csv\?status=NEW&link=/,
        ),
    },
  },
  'leadsExportLink(kind: JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    graphql: {
      query: 'query { leadsExportLink(kind: JOB_APPLICATION) { url } }',
      ok: (link) => expect(link.url).toMatch(/\/api\/inbox\/job-applications\/export\.csv\?link=/),
    },
  },
  setContactRequestStatus: {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: `mutation($id: ID!) { setContactRequestStatus(id: $id, status: ARCHIVED) { ${LEAD_FIELDS} } }`,
      variables: (f) => ({ id: f.lead.id }),
      ok: (l, f) => expect(l).toEqual({ id: f.lead.id, status: 'ARCHIVED' }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))?.status).toBe(
        allowed ? 'ARCHIVED' : 'NEW',
      ),
  },
  setJobApplicationStatus: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: `mutation($id: ID!) { setJobApplicationStatus(id: $id, status: READ) { ${LEAD_FIELDS} } }`,
      variables: (f) => ({ id: f.lead.id }),
      ok: (l, f) => expect(l).toEqual({ id: f.lead.id, status: 'READ' }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.jobApplication.findUnique({ where: { id: f.lead.id } }))?.status).toBe(
        allowed ? 'READ' : 'NEW',
      ),
  },
  deleteContactRequest: {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'mutation($id: ID!) { deleteContactRequest(id: $id) }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (id, f) => expect(id).toBe(f.lead.id),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))).toBe(!allowed),
  },
  deleteJobApplication: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'mutation($id: ID!) { deleteJobApplication(id: $id) }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (id, f) => expect(id).toBe(f.lead.id),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.jobApplication.findUnique({ where: { id: f.lead.id } }))).toBe(!allowed),
  },
  // The Spam folder (decision 050): read and released by those who read that kind of lead.
  'contactRequests(status: SPAM)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await spam('contact') }),
    graphql: {
      query: `query { contactRequests(status: SPAM, first: 200) { items { ${LEAD_FIELDS} } total } }`,
      ok: (page, f) => expect(page.items.map((l: { id: string }) => l.id)).toContain(f.lead.id),
    },
  },
  'jobApplications(status: SPAM)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await spam('application') }),
    graphql: {
      query: `query { jobApplications(status: SPAM, first: 200) { items { ${LEAD_FIELDS} } total } }`,
      ok: (page, f) => expect(page.items.map((l: { id: string }) => l.id)).toContain(f.lead.id),
    },
  },
  releaseContactRequest: {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await spam('contact') }),
    graphql: {
      query: `mutation($id: ID!) { releaseContactRequest(id: $id) { ${LEAD_FIELDS} } }`,
      variables: (f) => ({ id: f.lead.id }),
      ok: (l, f) => expect(l).toEqual({ id: f.lead.id, status: 'NEW' }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))?.status).toBe(
        allowed ? 'NEW' : 'SPAM',
      ),
  },
  releaseJobApplication: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await spam('application') }),
    graphql: {
      query: `mutation($id: ID!) { releaseJobApplication(id: $id) { ${LEAD_FIELDS} } }`,
      variables: (f) => ({ id: f.lead.id }),
      ok: (l, f) => expect(l).toEqual({ id: f.lead.id, status: 'NEW' }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.jobApplication.findUnique({ where: { id: f.lead.id } }))?.status).toBe(
        allowed ? 'NEW' : 'SPAM',
      ),
  },
  // Pipelines (decision 052): those who read a kind of lead see and move it; OWNER shapes the stages.
  'leadStages(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    graphql: {
      query: 'query { leadStages(kind: CONTACT_REQUEST) { id name } }',
      ok: (s) => expect(s[0]).toEqual({ id: 'contact-new', name: 'New' }),
    },
  },
  contactBoard: {
    allowed: CONTACT_READERS,
    graphql: {
      query: 'query { contactBoard(first: 1) { stage { id } cards { total } } }',
      ok: (cols) => expect(cols[0].stage.id).toBe('contact-new'),
    },
  },
  applicationBoard: {
    allowed: APPLICATION_READERS,
    graphql: {
      query: 'query { applicationBoard(first: 1) { stage { id } } }',
      ok: (cols) => expect(cols[0].stage.id).toBe('application-new'),
    },
  },
  contactBoardColumn: {
    allowed: CONTACT_READERS,
    graphql: {
      query: 'query { contactBoardColumn(stageId: "contact-won", first: 1) { stage { name } } }',
      ok: (c) => expect(c.stage.name).toBe('Won'),
    },
  },
  applicationBoardColumn: {
    allowed: APPLICATION_READERS,
    graphql: {
      query: 'query { applicationBoardColumn(stageId: "application-offer", first: 1) { stage { name } } }',
      ok: (c) => expect(c.stage.name).toBe('Offer'),
    },
  },
  'moveLead(kind: JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query:
        'mutation($id: ID!) { moveLead(kind: JOB_APPLICATION, id: $id, stageId: "application-screening") { id } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (s) => expect(s.id).toBe('application-screening'),
    },
    effect: async (f, allowed) =>
      expect((await app.db.jobApplication.findUnique({ where: { id: f.lead.id } }))?.stageId).toBe(
        allowed ? 'application-screening' : 'application-new',
      ),
  },
  'moveLeads(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query:
        'mutation($ids: [ID!]!) { moveLeads(kind: CONTACT_REQUEST, ids: $ids, stageId: "contact-contacted") }',
      variables: (f) => ({ ids: [f.lead.id] }),
      ok: (n) => expect(n).toBe(1),
    },
    effect: async (f, allowed) =>
      expect((await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))?.stageId).toBe(
        allowed ? 'contact-contacted' : 'contact-new',
      ),
  },
  'leadStageHistory(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query($id: ID!) { leadStageHistory(kind: CONTACT_REQUEST, id: $id) { summary } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (h) => expect(h).toEqual([]),
    },
  },
  createLeadStage: {
    allowed: OWNER_ONLY,
    graphql: {
      query: 'mutation { createLeadStage(kind: CONTACT_REQUEST, name: "Matrix stage") { name } }',
      ok: (s) => expect(s.name).toBe('Matrix stage'),
    },
    effect: async (_f, allowed) =>
      expect(await app.db.leadStage.count({ where: { name: 'Matrix stage' } })).toBe(allowed ? 1 : 0),
    cleanup: async () => void (await app.db.leadStage.deleteMany({ where: { name: 'Matrix stage' } })),
  },
  renameLeadStage: {
    allowed: OWNER_ONLY,
    graphql: {
      query: 'mutation { renameLeadStage(id: "contact-qualified", name: "Qualified") { name } }',
      ok: (s) => expect(s.name).toBe('Qualified'),
    },
  },
  orderLeadStages: {
    allowed: OWNER_ONLY,
    setup: async () => ({
      ids: (
        await app.db.leadStage.findMany({
          where: { kind: 'application', retiredAt: null },
          orderBy: { position: 'asc' },
        })
      ).map((s) => s.id),
    }),
    graphql: {
      query: 'mutation($ids: [ID!]!) { orderLeadStages(kind: JOB_APPLICATION, ids: $ids) { id } }',
      variables: (f) => ({ ids: f.ids }),
      ok: (s, f) => expect(s.map((x: { id: string }) => x.id)).toEqual(f.ids),
    },
  },
  retireLeadStage: {
    allowed: OWNER_ONLY,
    setup: async () => ({
      stage: await app.db.leadStage.create({
        data: { kind: 'contact', name: `Retire ${uid()}`, position: 500 },
      }),
    }),
    graphql: {
      query: 'mutation($id: ID!) { retireLeadStage(id: $id) { retired } }',
      variables: (f) => ({ id: f.stage.id }),
      ok: (s) => expect(s.retired).toBe(true),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.leadStage.findUnique({ where: { id: f.stage.id } }))?.retiredAt).toBe(allowed),
    cleanup: async (f) => void (await app.db.leadStage.delete({ where: { id: f.stage.id } })),
  },
  // Ratings (decision 053): those who read applications.
  candidateRatings: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'query($id: ID!) { candidateRatings(applicationId: $id) { average } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (r) => expect(r).toEqual({ average: null }),
    },
  },
  rateCandidate: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'mutation($id: ID!) { rateCandidate(applicationId: $id, score: 4) { score } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (r) => expect(r).toEqual({ score: 4 }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.candidateRating.count({ where: { jobApplicationId: f.lead.id } })).toBe(
        allowed ? 1 : 0,
      ),
  },
  // Owners, notes, follow-ups and the timeline (decisions 054, 055): whoever reads that kind of lead.
  'assignLeads(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query:
        'mutation($ids: [ID!]!, $to: ID) { assignLeads(kind: CONTACT_REQUEST, ids: $ids, assigneeId: $to) }',
      variables: (f) => ({ ids: [f.lead.id], to: ownerId }),
      ok: (n) => expect(n).toBe(1),
    },
    effect: async (f, allowed) =>
      expect((await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))?.assigneeId).toBe(
        allowed ? ownerId : null,
      ),
  },
  'addLeadNote(kind: JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query:
        'mutation($id: ID!) { addLeadNote(kind: JOB_APPLICATION, id: $id, body: "Strong CV") { kind body } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (n) => expect(n).toEqual({ kind: 'NOTE', body: 'Strong CV' }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.leadNote.count({ where: { leadId: f.lead.id } })).toBe(allowed ? 1 : 0),
  },
  'setLeadFollowUp(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query:
        'mutation($id: ID!, $on: String) { setLeadFollowUp(kind: CONTACT_REQUEST, id: $id, followUpOn: $on) }',
      variables: (f) => ({ id: f.lead.id, on: SCHEDULE_AT.slice(0, 10) }),
      ok: (at) => expect(String(at).slice(0, 10)).toBe(SCHEDULE_AT.slice(0, 10)),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))?.followUpAt).toBe(
        allowed,
      ),
  },
  'leadTimeline(kind: JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'query($id: ID!) { leadTimeline(kind: JOB_APPLICATION, id: $id) { kind } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (t) => expect(t[0]).toEqual({ kind: 'SUBMITTED' }),
    },
  },
  'lead(kind: CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query($id: ID!) { lead(kind: CONTACT_REQUEST, id: $id) { ... on ContactRequest { id } } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (l, f) => expect(l).toEqual({ id: f.lead.id }),
    },
  },
  'leadAssignees(kind: JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    graphql: {
      query: 'query { leadAssignees(kind: JOB_APPLICATION) { id email } }',
      // Only staff who may see applications are offered: the owner is one of them.
      ok: (list) => expect(list.map((u: { email: string }) => u.email)).toContain(OWNER.email),
    },
  },
  dueFollowUps: {
    allowed: ANY_STAFF,
    graphql: { query: 'query { dueFollowUps { id } }', ok: (list) => expect(Array.isArray(list)).toBe(true) },
  },
  'GET /api/files/:id (contact request attachment)': {
    allowed: CONTACT_READERS,
    rest: {
      method: 'GET',
      url: () => `/api/files/${fx.contactFile}`,
      status: 200,
      ok: (body) => expect(String(body)).toContain('%PDF-1.4'),
    },
  },
  'GET /api/files/:id (job application CV)': {
    allowed: APPLICATION_READERS,
    rest: {
      method: 'GET',
      url: () => `/api/files/${fx.cvFile}`,
      status: 200,
      ok: (body) => expect(String(body)).toContain('%PDF-1.4'),
    },
  },

  // --- People and the inbox at work (decisions 058, 059) ---------------------------------------
  person: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'query($key: String!) { person(key: $key) { emails leads { id } } }',
      variables: (f) => ({ key: `application-${f.lead.id}` }),
      ok: (p, f) => expect(p).toEqual({ emails: [f.lead.email], leads: [{ id: f.lead.id }] }),
    },
  },
  // Two applications: HR may merge them; a contact request with them is refused HR (people.test.ts).
  mergePeople: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ a: await make.jobApplication(), b: await make.jobApplication() }),
    graphql: {
      query: 'mutation($a: String!, $b: String!) { mergePeople(a: $a, b: $b) { leads { id } } }',
      variables: (f) => ({ a: `application-${f.a.id}`, b: `application-${f.b.id}` }),
      ok: (p) => expect(p.leads).toHaveLength(2),
    },
    effect: async (f, allowed) =>
      expect(await app.db.personMerge.count({ where: { emailA: { in: [f.a.email, f.b.email] } } })).toBe(
        allowed ? 1 : 0,
      ),
  },
  unmergePeople: {
    allowed: APPLICATION_READERS,
    setup: async () => {
      const [a, b] = [await make.jobApplication(), await make.jobApplication()];
      const [emailA, emailB] = [a.email, b.email].sort() as [string, string];
      return { merge: await app.db.personMerge.create({ data: { emailA, emailB, kinds: 'application' } }) };
    },
    graphql: {
      query: 'mutation($id: ID!) { unmergePeople(id: $id) { id } }',
      variables: (f) => ({ id: f.merge.id }),
      ok: (m, f) => expect(m).toEqual({ id: f.merge.id }),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.personMerge.findUniqueOrThrow({ where: { id: f.merge.id } })).unmergedAt).toBe(
        allowed,
      ),
  },
  inboxUnread: {
    allowed: ANY_STAFF,
    graphql: {
      query: 'query { inboxUnread { contactRequests jobApplications } }',
      ok: (u, _f, actor) =>
        expect(u).toEqual({
          contactRequests: CONTACT_READERS.includes(actor) ? expect.any(Number) : null,
          jobApplications: APPLICATION_READERS.includes(actor) ? expect.any(Number) : null,
        }),
    },
  },
  staffSearch: {
    allowed: ANY_STAFF,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query($text: String!) { staffSearch(text: $text) { area id } }',
      variables: (f) => ({ text: f.lead.email }),
      ok: (hits, f, actor) =>
        expect(hits).toEqual(CONTACT_READERS.includes(actor) ? [{ area: 'contact', id: f.lead.id }] : []),
    },
  },
  savedInboxFilters: {
    allowed: APPLICATION_READERS,
    graphql: {
      query: 'query { savedInboxFilters(kind: JOB_APPLICATION) { id } }',
      ok: (list) => expect(Array.isArray(list)).toBe(true),
    },
  },
  saveInboxFilter: {
    allowed: APPLICATION_READERS,
    setup: async (actor) => ({ ...(await ownAccount(actor)), name: `Matrix ${uid()}` }),
    graphql: {
      query:
        'mutation($name: String!) { saveInboxFilter(kind: JOB_APPLICATION, name: $name, filter: "{\\"status\\":\\"NEW\\"}") { name } }',
      variables: (f) => ({ name: f.name }),
      ok: (saved, f) => expect(saved).toEqual({ name: f.name }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.savedInboxFilter.count({ where: { name: f.name } })).toBe(allowed ? 1 : 0),
  },
  deleteSavedInboxFilter: {
    allowed: APPLICATION_READERS,
    setup: async (actor) => {
      const own = await ownAccount(actor);
      const saved = await app.db.savedInboxFilter.create({
        data: { userId: own.id, kind: 'application', name: `Matrix ${uid()}`, filter: '{}' },
      });
      return { ...own, saved };
    },
    graphql: {
      query: 'mutation($id: ID!) { deleteSavedInboxFilter(id: $id) }',
      variables: (f) => ({ id: f.saved.id }),
      ok: (id, f) => expect(id).toBe(f.saved.id),
    },
    effect: async (f, allowed) =>
      expect(await app.db.savedInboxFilter.count({ where: { id: f.saved.id } })).toBe(allowed ? 0 : 1),
  },
  bulkLeads: {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query:
        'mutation($ids: [ID!]!) { bulkLeads(kind: JOB_APPLICATION, action: ARCHIVE, ids: $ids) { succeeded } }',
      variables: (f) => ({ ids: [f.lead.id] }),
      ok: (r, f) => expect(r).toEqual({ succeeded: [f.lead.id] }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.jobApplication.findUniqueOrThrow({ where: { id: f.lead.id } })).status).toBe(
        allowed ? 'ARCHIVED' : 'NEW',
      ),
  },
  selectedLeadsCsv: {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query($ids: [ID!]!) { selectedLeadsCsv(kind: CONTACT_REQUEST, ids: $ids) }',
      variables: (f) => ({ ids: [f.lead.id] }),
      ok: (csv, f) => expect(csv).toContain(f.lead.email),
    },
  },

  // --- Audit log and visitors' data (decision 030) --------------------------------------------
  auditLog: {
    allowed: AUDIT_READERS,
    graphql: {
      query: 'query { auditLog(action: SIGN_IN, first: 5) { total items { action actorEmail ip } } }',
      ok: (page) => {
        expect(page.total).toBeGreaterThan(0);
        expect(page.items[0]).toMatchObject({ action: 'SIGN_IN', ip: '127.0.0.1' });
      },
    },
  },
  'auditLogCsv / GET /api/audit/export.csv': {
    allowed: AUDIT_READERS,
    graphql: {
      query: 'query { auditLogCsv(action: SIGN_IN) }',
      ok: (csv) => expect(csv).toContain(',SIGN_IN,'),
    },
    rest: {
      method: 'GET',
      url: () => '/api/audit/export.csv?action=SIGN_IN',
      status: 200,
      ok: (csv) => expect(String(csv)).toMatch(/^\uFEFF?createdAt,action,.*\r\n.*,SIGN_IN,/s),
    },
  },
  auditLogExportLink: {
    allowed: AUDIT_READERS,
    graphql: {
      query: 'query { auditLogExportLink(action: SIGN_IN) { url } }',
      ok: (link) => expect(link.url).toMatch(/\/api\/audit\/export\.csv\?action=SIGN_IN&link=/),
    },
  },
  dataSubject: {
    allowed: DATA_HANDLERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query($e: String!) { dataSubject(email: $e) { email contactRequests { id } } }',
      variables: (f) => ({ e: f.lead.email }),
      ok: (r, f) => expect(r).toEqual({ email: f.lead.email, contactRequests: [{ id: f.lead.id }] }),
    },
  },
  'POST /api/privacy/export': {
    allowed: DATA_HANDLERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    rest: {
      method: 'POST',
      url: () => '/api/privacy/export',
      body: (f) => ({ email: f.lead.email }),
      status: 200,
      ok: (zip) => expect(String(zip).startsWith('PK')).toBe(true),
    },
  },
  eraseDataSubject: {
    allowed: DATA_HANDLERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'mutation($e: String!) { eraseDataSubject(email: $e) { contactRequests jobApplications } }',
      variables: (f) => ({ e: f.lead.email }),
      ok: (r) => expect(r).toEqual({ contactRequests: 1, jobApplications: 0 }),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.contactRequest.findUnique({ where: { id: f.lead.id } }))).toBe(!allowed),
  },

  // --- Replies and templates (decision 056), privacy requests (decision 057) ------------------
  replyTemplates: {
    allowed: APPLICATION_READERS,
    graphql: {
      query: 'query { replyTemplates { id kind } }',
      ok: (list) => expect(Array.isArray(list)).toBe(true),
    },
  },
  createReplyTemplate: {
    allowed: DATA_HANDLERS,
    setup: async () => ({ name: `Authz ${uid()}` }),
    graphql: {
      query:
        'mutation($n: String!) { createReplyTemplate(input: { name: $n, kind: "any", subject: "Hi {{name}}", body: "Text" }) { name } }',
      variables: (f) => ({ n: f.name }),
      ok: (t, f) => expect(t.name).toBe(f.name),
    },
    effect: async (f, allowed) =>
      expect(await app.db.replyTemplate.count({ where: { name: f.name } })).toBe(allowed ? 1 : 0),
  },
  updateReplyTemplate: {
    allowed: DATA_HANDLERS,
    setup: async () => ({
      template: await app.db.replyTemplate.create({
        data: { name: `Authz ${uid()}`, subject: 's', body: 'b' },
      }),
    }),
    graphql: {
      query:
        'mutation($id: ID!, $n: String!) { updateReplyTemplate(id: $id, input: { name: $n, kind: "any", subject: "Changed", body: "b" }) { subject } }',
      variables: (f) => ({ id: f.template.id, n: f.template.name }),
      ok: (t) => expect(t.subject).toBe('Changed'),
    },
    effect: async (f, allowed) =>
      expect((await app.db.replyTemplate.findUnique({ where: { id: f.template.id } }))!.subject).toBe(
        allowed ? 'Changed' : 's',
      ),
  },
  deleteReplyTemplate: {
    allowed: DATA_HANDLERS,
    setup: async () => ({
      template: await app.db.replyTemplate.create({
        data: { name: `Authz ${uid()}`, subject: 's', body: 'b' },
      }),
    }),
    graphql: {
      query: 'mutation($id: ID!) { deleteReplyTemplate(id: $id) }',
      variables: (f) => ({ id: f.template.id }),
      ok: (done) => expect(done).toBe(true),
    },
    effect: async (f, allowed) =>
      expect(await app.db.replyTemplate.count({ where: { id: f.template.id } })).toBe(allowed ? 0 : 1),
  },
  'leadReplyContext(CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query: 'query($id: ID!) { leadReplyContext(kind: CONTACT_REQUEST, id: $id) { to } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (c, f) => expect(c.to).toBe(f.lead.email),
    },
  },
  'leadReplies(JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query: 'query($id: ID!) { leadReplies(kind: JOB_APPLICATION, id: $id) { id } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (list) => expect(list).toEqual([]),
    },
  },
  'sendLeadReply(CONTACT_REQUEST)': {
    allowed: CONTACT_READERS,
    setup: async () => ({ lead: await make.contactRequest() }),
    graphql: {
      query:
        'mutation($id: ID!) { sendLeadReply(kind: CONTACT_REQUEST, id: $id, input: { subject: "Hello", body: "Thanks" }) { to } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (r, f) => expect(r.to).toBe(f.lead.email),
    },
    effect: async (f, allowed) =>
      expect(await app.db.leadReply.count({ where: { contactRequestId: f.lead.id } })).toBe(allowed ? 1 : 0),
  },
  'sendLeadReply(JOB_APPLICATION)': {
    allowed: APPLICATION_READERS,
    setup: async () => ({ lead: await make.jobApplication() }),
    graphql: {
      query:
        'mutation($id: ID!) { sendLeadReply(kind: JOB_APPLICATION, id: $id, input: { subject: "Hello", body: "Thanks" }) { to } }',
      variables: (f) => ({ id: f.lead.id }),
      ok: (r, f) => expect(r.to).toBe(f.lead.email),
    },
    effect: async (f, allowed) =>
      expect(await app.db.leadReply.count({ where: { jobApplicationId: f.lead.id } })).toBe(allowed ? 1 : 0),
  },
  privacyRequests: {
    allowed: DATA_HANDLERS,
    graphql: {
      query: 'query { privacyRequests(state: "OPEN") { id } }',
      ok: (list) => expect(Array.isArray(list)).toBe(true),
    },
  },
  answerPrivacyRequest: {
    allowed: DATA_HANDLERS,
    setup: async () => ({
      request: await app.db.privacyRequest.create({
        data: {
          email: `p-${uid()}@example.com`,
          type: 'ACCESS',
          name: 'Paula',
          details: '',
          tokenExpiresAt: new Date(),
          status: 'OPEN',
          verifiedAt: new Date(),
          dueAt: new Date(Date.now() + 30 * 86_400_000),
        },
      }),
    }),
    graphql: {
      query: 'mutation($id: ID!) { answerPrivacyRequest(id: $id, answer: "Here it is.") { status } }',
      variables: (f) => ({ id: f.request.id }),
      ok: (r) => expect(r.status).toBe('CLOSED'),
    },
    effect: async (f, allowed) =>
      expect((await app.db.privacyRequest.findUnique({ where: { id: f.request.id } }))!.status).toBe(
        allowed ? 'CLOSED' : 'OPEN',
      ),
  },

  // --- Any signed-in user --------------------------------------------------------------------
  dashboard: {
    allowed: ANY_STAFF,
    graphql: {
      query:
        'query { dashboard { articleCount vacancyCount newContactRequests newJobApplications failedEmailCount contactRequestSources { source count } jobApplicationSources { source count } } }',
      ok: (d, _f, actor) => expectDashboard(d, actor),
    },
  },
  'GET /api/auth/me': {
    allowed: ANY_STAFF,
    rest: {
      method: 'GET',
      url: () => '/api/auth/me',
      status: 200,
      ok: (u, _f, actor) => {
        expect(u.email).toBe(emails[actor]);
        expect([...u.roles].sort()).toEqual(rolesOf(actor));
      },
    },
  },
  mySessions: {
    allowed: ANY_STAFF,
    graphql: {
      query: 'query { mySessions { id device current lastSeenAt } }',
      ok: (list: { current: boolean }[]) => expect(list.filter((s) => s.current)).toHaveLength(1),
    },
  },
  signOutOtherSessions: {
    allowed: ANY_STAFF,
    // It ends the caller's other sessions: staff use an account of their own with a second one.
    setup: async (actor) => {
      if (!isSignedIn(actor) || actor === 'OWNER') return { token: tokens[actor] };
      const s = await app.staff(STAFF_ROLES[actor]);
      return { token: s.token, other: await app.login(s.email, STAFF_PASSWORD) };
    },
    graphql: {
      query: 'mutation { signOutOtherSessions }',
      ok: async (ended: number, f) => {
        expect(ended).toBeGreaterThanOrEqual(f.other ? 1 : 0);
        expect((await app.rest('GET', '/api/auth/me', undefined, f.token)).status).toBe(200);
        if (f.other) expect((await app.rest('GET', '/api/auth/me', undefined, f.other)).status).toBe(401);
      },
    },
  },
  changeEmail: {
    allowed: ANY_STAFF,
    setup: async (actor) => {
      const email = `changed-${uid()}@test.local`;
      if (actor === 'OWNER') return { token: tokens.OWNER, current: OWNER.password, email, id: ownerId };
      if (!isSignedIn(actor)) return { token: tokens[actor], current: STAFF_PASSWORD, email };
      const s = await app.staff(STAFF_ROLES[actor]);
      return { token: s.token, current: STAFF_PASSWORD, email, id: s.id };
    },
    graphql: {
      query: `mutation($current: String!, $email: String!) { changeEmail(currentPassword: $current, email: $email) { ${USER_FIELDS} } }`,
      variables: (f) => ({ current: f.current, email: f.email }),
      ok: (u, f) => expect(u).toMatchObject({ id: f.id, email: f.email }),
    },
    effect: async (f, allowed) => {
      expect(!!(await app.db.user.findUnique({ where: { email: f.email } }))).toBe(allowed);
    },
    cleanup: async (f) => {
      if (f.id === ownerId)
        await app.db.user.update({ where: { id: ownerId }, data: { email: OWNER.email } });
    },
  },
  changePassword: {
    allowed: ANY_STAFF,
    // Changing a password ends the caller's sessions: staff use an account of their own; the
    // owner (there is one) changes it and changes it back in cleanup.
    setup: async (actor) => {
      if (actor === 'OWNER') return { token: tokens.OWNER, current: OWNER.password, email: OWNER.email };
      if (!isSignedIn(actor)) return { token: tokens[actor], current: STAFF_PASSWORD };
      const s = await app.staff(STAFF_ROLES[actor]);
      return { token: s.token, current: STAFF_PASSWORD, email: s.email };
    },
    graphql: {
      query:
        'mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { token user { email } } }',
      variables: (f) => ({ current: f.current, next: 'changed-password-2' }),
      ok: async (r, f) => {
        expect(r.user.email).toBe(f.email);
        // The new token works, the one it replaced does not, and the new password signs in.
        expect((await app.rest('GET', '/api/auth/me', undefined, r.token)).status).toBe(200);
        expect((await app.rest('GET', '/api/auth/me', undefined, f.token)).status).toBe(401);
        expect(typeof (await app.login(f.email, 'changed-password-2'))).toBe('string');
      },
    },
    cleanup: async (f, r) => {
      if (f.email !== OWNER.email || !r?.token) return;
      const back = await app.gql(
        'mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { token } }',
        { current: 'changed-password-2', next: OWNER.password },
        r.token,
      );
      expect(back.errors).toBeUndefined();
      tokens.OWNER = back.data!.changePassword.token;
    },
  },
  // --- Two-factor sign-in (decision 031) -------------------------------------------------------
  myTwoFactor: {
    allowed: ANY_STAFF,
    graphql: {
      query: 'query { myTwoFactor { required totpEnabledAt recoveryCodesLeft passkeys { id } } }',
      ok: (s) => expect(s).toMatchObject({ required: false, recoveryCodesLeft: expect.any(Number) }),
    },
  },
  twoFactorRequiredRoles: {
    allowed: USER_ADMINS,
    graphql: { query: 'query { twoFactorRequiredRoles }', ok: (roles) => expect(roles).toEqual([]) },
  },
  setTwoFactorRequiredRoles: {
    allowed: OWNER_ONLY,
    graphql: {
      query: 'mutation { setTwoFactorRequiredRoles(roles: [OWNER]) }',
      ok: (roles) => expect(roles).toEqual(['OWNER']),
    },
    effect: async (_f, allowed) =>
      expect(
        (await app.db.setting.findUnique({ where: { key: 'twoFactorRequiredRoles' } }))?.value ?? '',
      ).toBe(allowed ? 'OWNER' : ''),
    // Back to none at once: every other case signs its staff in with a password alone.
    cleanup: async () => {
      await app.db.setting.deleteMany({ where: { key: 'twoFactorRequiredRoles' } });
    },
  },
  resetUserTwoFactor: {
    allowed: OWNER_ONLY,
    setup: async () => {
      const target = await make.user();
      await withTotp(target.id);
      return { target };
    },
    graphql: {
      query: 'mutation($id: ID!) { resetUserTwoFactor(id: $id) { id twoFactorMethods } }',
      variables: (f) => ({ id: f.target.id }),
      ok: (u, f) => expect(u).toEqual({ id: f.target.id, twoFactorMethods: [] }),
    },
    effect: async (f, allowed) =>
      expect((await userById(f.target.id))?.totpSecret).toBe(allowed ? null : TOTP_SECRET),
  },
  startTotpSetup: {
    allowed: ANY_STAFF,
    setup: ownAccount,
    graphql: {
      query: 'mutation { startTotpSetup { setupId secret qrSvg } }',
      ok: (s) =>
        expect(s).toMatchObject({ setupId: expect.any(String), qrSvg: expect.stringMatching(/^<svg/) }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.authChallenge.count({ where: { kind: 'TOTP_SETUP', userId: f.id } })).toBe(
        allowed ? 1 : 0,
      ),
    cleanup: async (f) => {
      await app.db.authChallenge.deleteMany({ where: { kind: 'TOTP_SETUP', userId: f.id } });
    },
  },
  confirmTotpSetup: {
    allowed: ANY_STAFF,
    setup: async (actor) => {
      const own = await ownAccount(actor);
      // The set-up is started by a real caller (the owner's, for callers without a session): only
      // the confirmation is the call under test.
      const setup = await app.gql(
        'mutation { startTotpSetup { setupId secret } }',
        {},
        isSignedIn(actor) ? own.token : tokens.OWNER,
      );
      return { ...own, ...setup.data!.startTotpSetup };
    },
    graphql: {
      query: 'mutation($id: ID!, $c: String!) { confirmTotpSetup(setupId: $id, code: $c) { recoveryCodes } }',
      variables: (f) => ({ id: f.setupId, c: totpCode(f.secret) }),
      ok: (e) => expect(e.recoveryCodes).toHaveLength(10),
    },
    effect: async (f, allowed) => expect(!!(await userById(f.id))?.totpSecret).toBe(allowed),
    cleanup: async (f) => {
      await app.db.authChallenge.deleteMany({ where: { kind: 'TOTP_SETUP', userId: f.id } });
      await clearOwnerFactors(f);
    },
  },
  startPasskeyRegistration: {
    allowed: ANY_STAFF,
    setup: ownAccount,
    graphql: {
      query: 'mutation { startPasskeyRegistration }',
      ok: (json: string) => expect(JSON.parse(json)).toMatchObject({ challenge: expect.any(String) }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.authChallenge.count({ where: { kind: 'PASSKEY_REGISTER', userId: f.id } })).toBe(
        allowed ? 1 : 0,
      ),
    cleanup: async (f) => {
      await app.db.authChallenge.deleteMany({ where: { kind: 'PASSKEY_REGISTER', userId: f.id } });
    },
  },
  finishPasskeyRegistration: {
    allowed: ANY_STAFF,
    setup: async (actor) => {
      const own = await ownAccount(actor);
      const options = await app.gql(
        'mutation { startPasskeyRegistration }',
        {},
        isSignedIn(actor) ? own.token : tokens.OWNER,
      );
      return {
        ...own,
        answer: new SoftAuthenticator('http://site.test').create(options.data!.startPasskeyRegistration),
      };
    },
    graphql: {
      query:
        'mutation($r: String!) { finishPasskeyRegistration(response: $r, name: "Key") { passkey { name } } }',
      variables: (f) => ({ r: f.answer }),
      ok: (e) => expect(e.passkey).toEqual({ name: 'Key' }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.passkey.count({ where: { userId: f.id } })).toBe(allowed ? 1 : 0),
    cleanup: async (f) => {
      await app.db.authChallenge.deleteMany({ where: { kind: 'PASSKEY_REGISTER', userId: f.id } });
      await clearOwnerFactors(f);
    },
  },
  removeTotp: {
    allowed: ANY_STAFF,
    setup: async (actor) => {
      const own = await ownAccount(actor);
      await withTotp(own.id);
      return own;
    },
    graphql: {
      query: 'mutation($p: String!) { removeTotp(currentPassword: $p) { totpEnabledAt } }',
      variables: (f) => ({ p: f.password }),
      ok: (s) => expect(s).toEqual({ totpEnabledAt: null }),
    },
    effect: async (f, allowed) =>
      expect((await userById(f.id))?.totpSecret).toBe(allowed ? null : TOTP_SECRET),
    cleanup: clearOwnerFactors,
  },
  removePasskey: {
    allowed: ANY_STAFF,
    setup: async (actor) => {
      const own = await ownAccount(actor);
      const passkey = await app.db.passkey.create({
        data: {
          id: `key-${uid()}`,
          userId: own.id,
          publicKey: 'AA',
          name: 'Key',
          deviceType: 'singleDevice',
        },
      });
      return { ...own, passkeyId: passkey.id };
    },
    graphql: {
      query:
        'mutation($id: ID!, $p: String!) { removePasskey(id: $id, currentPassword: $p) { passkeys { id } } }',
      variables: (f) => ({ id: f.passkeyId, p: f.password }),
      ok: (s, f) => expect(s.passkeys.map((p: { id: string }) => p.id)).not.toContain(f.passkeyId),
    },
    effect: async (f, allowed) =>
      expect(await app.db.passkey.count({ where: { id: f.passkeyId } })).toBe(allowed ? 0 : 1),
    cleanup: clearOwnerFactors,
  },
  renewRecoveryCodes: {
    allowed: ANY_STAFF,
    setup: async (actor) => {
      const own = await ownAccount(actor);
      await withTotp(own.id);
      return own;
    },
    graphql: {
      query: 'mutation($p: String!) { renewRecoveryCodes(currentPassword: $p) }',
      variables: (f) => ({ p: f.password }),
      ok: (codes) => expect(codes).toHaveLength(10),
    },
    effect: async (f, allowed) =>
      expect(await app.db.recoveryCode.count({ where: { userId: f.id } })).toBe(allowed ? 10 : 0),
    cleanup: clearOwnerFactors,
  },
  // --- Drafts, history and presence (decision 045): the roles that edit each kind -------------
  'editorState (article)': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(true) }),
    graphql: {
      query: 'query($id: ID!) { editorState(type: ARTICLE, id: $id) { head liveRevision } }',
      variables: (f) => ({ id: f.article.id }),
      ok: (s) => expect(s).toEqual({ head: 1, liveRevision: 1 }),
    },
  },
  'revisions (vacancy)': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy() }),
    graphql: {
      query: 'query($id: ID!) { revisions(type: VACANCY, id: $id) { items { kind } hasMore } }',
      variables: (f) => ({ id: f.vacancy.id }),
      ok: (p) => expect(p).toEqual({ items: [{ kind: 'ORIGIN' }], hasMore: false }),
    },
  },
  'revisionDiff (article)': {
    allowed: ARTICLE_STAFF,
    setup: async () => {
      const f = await draftFixture('ARTICLE');
      const revisions = await app.db.revision.findMany({
        where: { recordId: f.id },
        orderBy: { number: 'asc' },
      });
      return { ...f, from: revisions[0]!.id, to: revisions[1]!.id };
    },
    graphql: {
      query: 'query($f: ID!, $t: ID!) { revisionDiff(type: ARTICLE, fromId: $f, toId: $t) { field } }',
      variables: (f) => ({ f: f.from, t: f.to }),
      ok: (d) => expect(d).toEqual([{ field: 'title' }]),
    },
  },
  saveArticleDraft: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(true), title: `Authz draft ${uid()}` }),
    graphql: {
      query:
        'mutation($id: ID!, $input: ArticleUpdateInput!) { saveArticleDraft(id: $id, baseRevision: 1, input: $input) { head draftRevision } }',
      variables: (f) => ({ id: f.article.id, input: { title: f.title } }),
      ok: (s) => expect(s).toEqual({ head: 2, draftRevision: 2 }),
    },
    effect: async (f, allowed) => {
      expect(await app.db.revision.count({ where: { recordId: f.article.id, kind: 'DRAFT' } })).toBe(
        allowed ? 1 : 0,
      );
      expect((await articleById(f.article.id))?.title).toBe(f.article.title);
    },
  },
  saveVacancyDraft: {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy(), name: `Authz draft ${uid()}` }),
    graphql: {
      query:
        'mutation($id: ID!, $input: VacancyUpdateInput!) { saveVacancyDraft(id: $id, baseRevision: 1, input: $input) { head } }',
      variables: (f) => ({ id: f.vacancy.id, input: { name: f.name } }),
      ok: (s) => expect(s).toEqual({ head: 2 }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.revision.count({ where: { recordId: f.vacancy.id, kind: 'DRAFT' } })).toBe(
        allowed ? 1 : 0,
      ),
  },
  publishArticleDraft: {
    allowed: ARTICLE_STAFF,
    setup: () => draftFixture('ARTICLE'),
    graphql: {
      query: 'mutation($id: ID!) { publishArticleDraft(id: $id, baseRevision: 2) { title } }',
      variables: (f) => ({ id: f.id }),
      ok: (a, f) => expect(a).toEqual({ title: f.title }),
    },
    effect: async (f, allowed) => expect((await articleById(f.id))?.title === f.title).toBe(allowed),
  },
  publishVacancyDraft: {
    allowed: VACANCY_STAFF,
    setup: () => draftFixture('VACANCY'),
    graphql: {
      query: 'mutation($id: ID!) { publishVacancyDraft(id: $id, baseRevision: 2) { name } }',
      variables: (f) => ({ id: f.id }),
      ok: (v, f) => expect(v).toEqual({ name: f.title }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.vacancy.findUnique({ where: { id: f.id } }))?.name === f.title).toBe(allowed),
  },
  'restoreRevision (vacancy)': {
    allowed: VACANCY_STAFF,
    setup: async () => {
      const f = await draftFixture('VACANCY');
      const origin = await app.db.revision.findFirstOrThrow({ where: { recordId: f.id, number: 1 } });
      return { ...f, revision: origin.id };
    },
    graphql: {
      query:
        'mutation($r: ID!) { restoreRevision(type: VACANCY, revisionId: $r, baseRevision: 2) { head draftRevision } }',
      variables: (f) => ({ r: f.revision }),
      ok: (s) => expect(s).toEqual({ head: 3, draftRevision: 3 }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.revision.count({ where: { recordId: f.id, kind: 'RESTORE' } })).toBe(
        allowed ? 1 : 0,
      ),
  },
  'discardDraft (article)': {
    allowed: ARTICLE_STAFF,
    setup: () => draftFixture('ARTICLE'),
    graphql: {
      query: 'mutation($id: ID!) { discardDraft(type: ARTICLE, id: $id, baseRevision: 2) { draftRevision } }',
      variables: (f) => ({ id: f.id }),
      ok: (s) => expect(s).toEqual({ draftRevision: null }),
    },
    effect: async (f, allowed) =>
      expect(
        (await app.db.editState.findFirstOrThrow({ where: { recordId: f.id } })).draftRevision === null,
      ).toBe(allowed),
  },
  'editingHeartbeat (vacancy)': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy() }),
    graphql: {
      query: 'mutation($id: ID!) { editingHeartbeat(type: VACANCY, id: $id) { userId } }',
      variables: (f) => ({ id: f.vacancy.id }),
      ok: (others) => expect(others).toEqual([]),
    },
    effect: async (f, allowed) =>
      expect(await app.db.editPresence.count({ where: { recordId: f.vacancy.id } })).toBe(allowed ? 1 : 0),
  },
  'stopEditing (article)': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article(true) }),
    graphql: {
      query: 'mutation($id: ID!) { stopEditing(type: ARTICLE, id: $id) }',
      variables: (f) => ({ id: f.article.id }),
      ok: (done) => expect(done).toBe(true),
    },
  },
  // --- Previews and approvals (decision 049): staff who may edit the record; the link's own
  // operations (preview, commentOnPreview, approvePreview) take its token and are public.
  'createPreviewLink (article)': {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article() }),
    graphql: {
      query: 'mutation($id: ID!) { createPreviewLink(kind: ARTICLE, id: $id) { url link { id state } } }',
      variables: (f) => ({ id: f.article.id }),
      ok: (made) => expect(made.link.state).toBe('ACTIVE'),
    },
    effect: async (f, allowed) =>
      expect(await app.db.previewLink.count({ where: { articleId: f.article.id } })).toBe(allowed ? 1 : 0),
  },
  'createPreviewLink (vacancy)': {
    allowed: VACANCY_STAFF,
    setup: async () => ({ vacancy: await make.vacancy(false) }),
    graphql: {
      query: 'mutation($id: ID!) { createPreviewLink(kind: VACANCY, id: $id) { url link { id state } } }',
      variables: (f) => ({ id: f.vacancy.id }),
      ok: (made) => expect(made.link.state).toBe('ACTIVE'),
    },
    effect: async (f, allowed) =>
      expect(await app.db.previewLink.count({ where: { vacancyId: f.vacancy.id } })).toBe(allowed ? 1 : 0),
  },
  revokePreviewLink: {
    allowed: ARTICLE_STAFF,
    setup: async () => {
      const article = await make.article();
      const link = await app.db.previewLink.create({
        data: {
          tokenHash: uid() + uid(),
          kind: 'ARTICLE',
          articleId: article.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
      });
      return { link };
    },
    graphql: {
      query: 'mutation($id: ID!) { revokePreviewLink(kind: ARTICLE, id: $id) { id state } }',
      variables: (f) => ({ id: f.link.id }),
      ok: (link, f) => expect(link).toEqual({ id: f.link.id, state: 'REVOKED' }),
    },
    effect: async (f, allowed) =>
      expect(!!(await app.db.previewLink.findUnique({ where: { id: f.link.id } }))?.revokedAt).toBe(allowed),
  },
  reviewStatus: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article() }),
    graphql: {
      query: 'query($id: ID!) { reviewStatus(kind: ARTICLE, id: $id) { approved events { type } } }',
      variables: (f) => ({ id: f.article.id }),
      ok: (s) => expect(s).toEqual({ approved: false, events: [] }),
    },
  },
  submitForReview: {
    allowed: ARTICLE_STAFF,
    setup: async () => ({ article: await make.article() }),
    graphql: {
      query: 'mutation($id: ID!) { submitForReview(kind: ARTICLE, id: $id) { type } }',
      variables: (f) => ({ id: f.article.id }),
      ok: (e) => expect(e.type).toBe('SUBMITTED'),
    },
    effect: async (f, allowed) =>
      expect(await app.db.reviewEvent.count({ where: { articleId: f.article.id } })).toBe(allowed ? 1 : 0),
  },
  approveContent: {
    allowed: CONTENT_APPROVERS,
    setup: async () => ({ article: await make.article() }),
    graphql: {
      query: 'mutation($id: ID!) { approveContent(kind: ARTICLE, id: $id) { type current } }',
      variables: (f) => ({ id: f.article.id }),
      ok: (e) => expect(e).toEqual({ type: 'APPROVAL', current: true }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.reviewEvent.count({ where: { articleId: f.article.id } })).toBe(allowed ? 1 : 0),
  },
  publishApprovalRequired: {
    allowed: ANY_STAFF,
    graphql: { query: 'query { publishApprovalRequired }', ok: (v) => expect(v).toBe(false) },
  },
  setPublishApprovalRequired: {
    allowed: OWNER_ONLY,
    graphql: {
      query: 'mutation { setPublishApprovalRequired(required: true) }',
      ok: (v) => expect(v).toBe(true),
    },
    effect: async (_f, allowed) =>
      expect(
        (await app.db.setting.findUnique({ where: { key: 'publishApprovalRequired' } }))?.value ?? 'false',
      ).toBe(allowed ? 'true' : 'false'),
    // Back at once: every other case publishes without approvals.
    cleanup: async () => {
      await app.db.setting.deleteMany({ where: { key: 'publishApprovalRequired' } });
    },
  },

  // --- Webhooks (decision 062): ADMIN and OWNER ---------------------------------------------
  webhookEventTypes: {
    allowed: WEBHOOK_ADMINS,
    graphql: {
      query: 'query { webhookEventTypes { type } }',
      ok: (t) => expect(t.length).toBeGreaterThan(5),
    },
  },
  webhookEndpoints: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => ({ endpoint: await make.webhook() }),
    graphql: {
      query: 'query { webhookEndpoints { id } }',
      ok: (list, f) => expect(list).toContainEqual({ id: f.endpoint.id }),
    },
  },
  webhookDeliveries: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => ({ endpoint: await make.webhook() }),
    graphql: {
      query: 'query($id: ID!) { webhookDeliveries(endpointId: $id) { hasMore items { id } } }',
      variables: (f) => ({ id: f.endpoint.id }),
      ok: (page) => expect(page).toEqual({ hasMore: false, items: [] }),
    },
  },
  createWebhookEndpoint: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => ({ url: `https://93.184.216.34/authz/${uid()}` }),
    graphql: {
      query:
        'mutation($url: String) { createWebhookEndpoint(input: { url: $url, events: ["lead.received"] }) { secret endpoint { url } } }',
      variables: (f) => ({ url: f.url }),
      ok: (c, f) =>
        expect(c).toMatchObject({ secret: expect.stringMatching(/^whsec_/), endpoint: { url: f.url } }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.webhookEndpoint.count({ where: { url: f.url } })).toBe(allowed ? 1 : 0),
  },
  updateWebhookEndpoint: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => ({ endpoint: await make.webhook() }),
    graphql: {
      query: 'mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { enabled } }',
      variables: (f) => ({ id: f.endpoint.id }),
      ok: (e) => expect(e).toEqual({ enabled: false }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.webhookEndpoint.findUnique({ where: { id: f.endpoint.id } }))?.enabled).toBe(
        !allowed,
      ),
  },
  deleteWebhookEndpoint: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => ({ endpoint: await make.webhook() }),
    graphql: {
      query: 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }',
      variables: (f) => ({ id: f.endpoint.id }),
      ok: (id, f) => expect(id).toBe(f.endpoint.id),
    },
    effect: async (f, allowed) =>
      expect(await app.db.webhookEndpoint.count({ where: { id: f.endpoint.id } })).toBe(allowed ? 0 : 1),
  },
  sendTestWebhook: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => ({ endpoint: await make.webhook() }),
    graphql: {
      query: 'mutation($id: ID!) { sendTestWebhook(endpointId: $id) { type } }',
      variables: (f) => ({ id: f.endpoint.id }),
      ok: (d) => expect(d).toEqual({ type: 'webhook.test' }),
    },
    effect: async (f, allowed) =>
      expect(await app.db.webhookDelivery.count({ where: { endpointId: f.endpoint.id } })).toBe(
        allowed ? 1 : 0,
      ),
  },
  resendWebhookDelivery: {
    allowed: WEBHOOK_ADMINS,
    setup: async () => {
      const endpoint = await make.webhook();
      const delivery = await app.db.webhookDelivery.create({
        data: {
          eventId: `msg_${uid()}`,
          type: 'webhook.test',
          payload: '{}',
          endpointId: endpoint.id,
          status: 'FAILED',
          attempts: 8,
        },
      });
      return { endpoint, delivery };
    },
    graphql: {
      query: 'mutation($id: ID!) { resendWebhookDelivery(id: $id) { status attempts } }',
      variables: (f) => ({ id: f.delivery.id }),
      ok: (d) => expect(d).toEqual({ status: 'PENDING', attempts: 0 }),
    },
    effect: async (f, allowed) =>
      expect((await app.db.webhookDelivery.findUnique({ where: { id: f.delivery.id } }))?.status).toBe(
        allowed ? 'PENDING' : 'FAILED',
      ),
  },
};

/** A record with a pending draft (revision 2, made by the owner) whose title or name is `title`. */
async function draftFixture(type: 'ARTICLE' | 'VACANCY') {
  const record = type === 'ARTICLE' ? await make.article(true) : await make.vacancy();
  const title = `Authz drafted ${uid()}`;
  const res = await app.gql(
    type === 'ARTICLE'
      ? 'mutation($id: ID!, $t: String) { saveArticleDraft(id: $id, baseRevision: 1, input: { title: $t }) { head } }'
      : 'mutation($id: ID!, $t: String) { saveVacancyDraft(id: $id, baseRevision: 1, input: { name: $t }) { head } }',
    { id: record.id, t: title },
    tokens.OWNER,
  );
  expect(res.errors).toBeUndefined();
  return { id: record.id, title };
}

// ---------------------------------------------------------------------------------------------
// The matrix: every operation x transport x caller
// ---------------------------------------------------------------------------------------------

type Case = { op: string; via: 'GraphQL' | 'REST'; actor: Actor; expected: Outcome };
const CASES: Case[] = Object.entries(OPERATIONS).flatMap(([op, o]) =>
  (['GraphQL', 'REST'] as const)
    .filter((via) => (via === 'GraphQL' ? o.graphql : o.rest))
    .flatMap((via) =>
      ACTORS.map((actor) => ({ op, via, actor, expected: expectedOutcome(actor, o.allowed) })),
    ),
);

/** Root fields open to everyone by design (decisions.md: read, send both forms, upload, sign in). */
const PUBLIC_FIELDS = [
  // A fresh bot-check challenge: what the public forms need before they are sent (decision 029).
  'botCheckChallenge',
  'categories',
  'login',
  // The second step of a sign-in and the password-free one: a ticket or a passkey is the credential.
  'signInWithTotp',
  'signInWithRecoveryCode',
  'startPasskeySignIn',
  'finishPasskeySignIn',
  // Answers true whatever the token: signing out must work even when the session has ended.
  'logout',
  'requestPasswordRecovery',
  'setNewPassword',
  'submitContactRequest',
  'submitJobApplication',
  // The privacy request form and its proof link (decision 057): the mailed token is the credential.
  'sendPrivacyRequest',
  'confirmPrivacyRequest',
  'uploadFile',
  // Whether a vacancy's page closed at its closing date (410): what its public page already told.
  'vacancyClosed',
  // A preview link's token is the credential (decision 049): what it shows, a comment, an approval.
  'preview',
  'commentOnPreview',
  'approvePreview',
  // An invitation link's token is the credential (decision 061): what it offers, and its answer.
  'invitationPreview',
  'acceptInvitation',
];

/** The first field of a GraphQL operation: where its answer is in `data`. */
const rootField = (query: string) => /\{\s*(\w+)/.exec(query)![1]!;

/** Makes the call of one case and checks the answer (allowed) or the refusal (denied). */
async function runCase(
  o: Operation,
  f: Fixture,
  via: 'GraphQL' | 'REST',
  actor: Actor,
  expected: Outcome,
  token: string | undefined,
  keep: (answer: unknown) => void,
) {
  if (via === 'GraphQL') {
    const g = o.graphql!;
    const field = rootField(g.query);
    const res = g.upload
      ? await gqlUpload(g.query, g.upload(), 'cover.png', token)
      : await app.gql(g.query, g.variables?.(f), token);
    if (expected === 'allowed') {
      expect(res.errors).toBeUndefined();
      const answer = res.data?.[field];
      keep(answer);
      expect(answer ?? null).not.toBeNull();
      await g.ok(answer, f, actor as SignedIn);
    } else {
      expect(res.errors?.[0]?.extensions?.code).toBe(expected);
      expect(res.data?.[field] ?? null).toBeNull();
      // The same call with every text blanked (a valid shape that breaks the field rules): still
      // refused for who is calling, before any rule about the fields is told.
      if (!g.upload && g.variables) {
        const blanked = await app.gql(g.query, blankTexts(g.variables(f)) as Record<string, unknown>, token);
        expect(blanked.errors?.[0]?.extensions?.code).toBe(expected);
        expect(blanked.errors?.[0]?.extensions?.fields).toBeUndefined();
      }
    }
  } else {
    const r = o.rest!;
    const res = await app.rest(r.method, r.url(f), r.body?.(f), token);
    if (expected === 'allowed') {
      expect(res.status).toBe(r.status);
      keep(res.body);
      await r.ok(res.body, f, actor as SignedIn);
    } else {
      expect(res.status).toBe(expected === 'UNAUTHENTICATED' ? 401 : 403);
      expect(res.body).toEqual({ message: expect.stringMatching(/\S/), code: expected });
      // An empty body (every field missing, the record id too): the same refusal, no field rules.
      if (r.method === 'POST' || r.method === 'PUT') {
        const empty = await app.rest(r.method, r.url(f), {}, token);
        expect(empty.status).toBe(expected === 'UNAUTHENTICATED' ? 401 : 403);
        expect(empty.body).toEqual({ message: expect.stringMatching(/\S/), code: expected });
      }
    }
  }
}

/** Every text in `value` made empty, except enum values (UPPER_CASE), which the schema itself checks. */
function blankTexts(value: unknown): unknown {
  if (typeof value === 'string') return /^[A-Z][A-Z_]*$/.test(value) ? value : '';
  if (Array.isArray(value)) return value.map(blankTexts);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankTexts(v)]));
  return value;
}

// ---------------------------------------------------------------------------------------------
// Public reads that filter instead of refusing: drafts and hidden items only for their staff
// ---------------------------------------------------------------------------------------------

type Read = {
  /** The GraphQL root field it reads, if it is a GraphQL read. */
  graphqlField?: string;
  /** Who sees the unpublished item; everyone else gets the public answer, never an error. */
  staff: readonly SignedIn[];
  /** Calls with the token and checks the answer; `sees` says whether the unpublished item must show. */
  check: (token: string | undefined, sees: boolean, actor: Actor) => Promise<void>;
};

const ids = (list: { id?: string; _id?: string }[]) => list.map((x) => x.id ?? x._id);

const READS: Record<string, Read> = {
  'GET /api/article/all lists drafts only for article staff': {
    staff: ARTICLE_STAFF,
    check: async (token, sees) => {
      const res = await app.rest('GET', '/api/article/all?search=Authz%20fixture', undefined, token);
      expect(res.status).toBe(200);
      expect(ids(res.body.data)).toContain(fx.visibleArticle);
      expect(ids(res.body.data).includes(fx.draftArticle)).toBe(sees);
    },
  },
  'articles (without includeDrafts) lists no drafts, whoever asks': {
    graphqlField: 'articles',
    staff: [],
    check: async (token, sees) => {
      const res = await app.gql(
        'query { articles(search: "Authz fixture", first: 200) { items { id visibility } } }',
        {},
        token,
      );
      expect(res.errors).toBeUndefined();
      const items = res.data!.articles.items as { id: string; visibility: boolean }[];
      expect(ids(items)).toContain(fx.visibleArticle);
      expect(ids(items).includes(fx.draftArticle)).toBe(sees);
      expect(items.every((a) => a.visibility)).toBe(true);
    },
  },
  'article(id) of a draft is null except for article staff': {
    graphqlField: 'article',
    staff: ARTICLE_STAFF,
    check: async (token, sees) => {
      const q = 'query($id: ID!) { article(id: $id) { id } }';
      const draft = await app.gql(q, { id: fx.draftArticle }, token);
      const visible = await app.gql(q, { id: fx.visibleArticle }, token);
      expect(draft.errors ?? visible.errors).toBeUndefined();
      expect(visible.data!.article).toEqual({ id: fx.visibleArticle });
      expect(draft.data!.article).toEqual(sees ? { id: fx.draftArticle } : null);
    },
  },
  // Decision 044: a former address tells everyone the same; a hidden article's is null, staff too.
  "articleAddress of a visible article's former slug, and null for a hidden one's": {
    graphqlField: 'articleAddress',
    staff: [],
    check: async (token) => {
      const [visible, draft] = await Promise.all(
        [fx.visibleArticle, fx.draftArticle].map((id) => app.db.article.findUniqueOrThrow({ where: { id } })),
      );
      for (const [slug, articleId] of [
        ['authz-former-visible', visible!.id],
        ['authz-former-draft', draft!.id],
      ] as const)
        await app.db.articleAddress.upsert({ where: { slug }, create: { slug, articleId }, update: {} });
      const q = 'query($slug: String!) { articleAddress(slug: $slug) { state slug } }';
      const moved = await app.gql(q, { slug: 'authz-former-visible' }, token);
      const hidden = await app.gql(q, { slug: 'authz-former-draft' }, token);
      expect(moved.errors ?? hidden.errors).toBeUndefined();
      expect(moved.data!.articleAddress).toEqual({ state: 'MOVED', slug: visible!.slug });
      expect(hidden.data!.articleAddress).toBeNull();
    },
  },
  'GET /api/article/one/:id of a draft is 404 except for article staff': {
    staff: ARTICLE_STAFF,
    check: async (token, sees) => {
      const draft = await app.rest('GET', `/api/article/one/${fx.draftArticle}`, undefined, token);
      expect(draft.status).toBe(sees ? 200 : 404);
      if (sees) expect(draft.body._id).toBe(fx.draftArticle);
      else expect(draft.body).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
      expect((await app.rest('GET', `/api/article/one/${fx.visibleArticle}`, undefined, token)).status).toBe(
        200,
      );
    },
  },
  // decisions.md, departure 4: drafts are not revealed by their count either.
  'categories(includeInactive: true) counts drafts only for article staff': {
    graphqlField: 'categories',
    staff: ARTICLE_STAFF,
    check: async (token, sees) => {
      const design = async (includeInactive: boolean) => {
        const res = await app.gql(
          'query($all: Boolean) { categories(includeInactive: $all) { name quantity } }',
          { all: includeInactive },
          token,
        );
        expect(res.errors).toBeUndefined();
        return (res.data!.categories as { name: string; quantity: number }[]).find(
          (c) => c.name === 'DESIGN',
        )!.quantity;
      };
      // The fixtures hold a DESIGN draft, so counting drafts always gives more.
      const [all, visible] = [await design(true), await design(false)];
      if (sees) expect(all).toBeGreaterThan(visible);
      else expect(all).toBe(visible);
    },
  },
  'GET /api/article/categories?inActiveArticles=true counts drafts only for article staff': {
    staff: ARTICLE_STAFF,
    check: async (token, sees) => {
      const design = async (flag: boolean) => {
        const res = await app.rest(
          'GET',
          `/api/article/categories?inActiveArticles=${flag}`,
          undefined,
          token,
        );
        expect(res.status).toBe(200);
        return (res.body as { name: string; quantity: number }[]).find((c) => c.name === 'DESIGN')!.quantity;
      };
      const [all, visible] = [await design(true), await design(false)];
      if (sees) expect(all).toBeGreaterThan(visible);
      else expect(all).toBe(visible);
    },
  },
  'GET /api/vacancy lists hidden vacancies only for vacancy staff': {
    staff: VACANCY_STAFF,
    check: async (token, sees) => {
      const res = await app.rest('GET', '/api/vacancy', undefined, token);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toContain(fx.visibleVacancy);
      expect(ids(res.body).includes(fx.hiddenVacancy)).toBe(sees);
    },
  },
  'vacancies (without includeHidden) lists no hidden vacancy, whoever asks': {
    graphqlField: 'vacancies',
    staff: [],
    check: async (token, sees) => {
      const res = await app.gql('query { vacancies { id visibility } }', {}, token);
      expect(res.errors).toBeUndefined();
      expect(ids(res.data!.vacancies)).toContain(fx.visibleVacancy);
      expect(ids(res.data!.vacancies).includes(fx.hiddenVacancy)).toBe(sees);
    },
  },
  'vacancy(id) of a hidden vacancy is null except for vacancy staff': {
    graphqlField: 'vacancy',
    staff: VACANCY_STAFF,
    check: async (token, sees) => {
      const res = await app.gql(
        'query($id: ID!) { vacancy(id: $id) { id } }',
        { id: fx.hiddenVacancy },
        token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.vacancy).toEqual(sees ? { id: fx.hiddenVacancy } : null);
    },
  },
  'GET /api/vacancy/:id of a hidden vacancy is 404 except for vacancy staff': {
    staff: VACANCY_STAFF,
    check: async (token, sees) => {
      const res = await app.rest('GET', `/api/vacancy/${fx.hiddenVacancy}`, undefined, token);
      expect(res.status).toBe(sees ? 200 : 404);
      if (sees) expect(res.body._id).toBe(fx.hiddenVacancy);
    },
  },
  'me is the signed-in user, or null without a valid token (no error)': {
    graphqlField: 'me',
    staff: ANY_STAFF,
    check: async (token, sees, actor) => {
      const res = await app.gql('query { me { email roles } }', {}, token);
      expect(res.errors).toBeUndefined();
      if (sees && isSignedIn(actor)) {
        expect(res.data!.me.email).toBe(emails[actor]);
        expect([...res.data!.me.roles].sort()).toEqual(rolesOf(actor));
      } else expect(res.data!.me).toBeNull();
    },
  },
};

/**
 * The matrix in two halves, one per test file (authorization.test.ts, authorization-more.test.ts), so
 * the two workers share its ~2,000 cases instead of one worker running them all after the rest.
 */
export function defineRoleMatrix(part: 0 | 1) {
  beforeAll(async () => {
    app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
    staffHash = await hashPassword(STAFF_PASSWORD);

    for (const [actor, roles] of Object.entries(STAFF_ROLES) as [Exclude<SignedIn, 'OWNER'>, Role[]][]) {
      const s = await app.staff(roles);
      tokens[actor] = s.token;
      emails[actor] = s.email;
    }
    tokens.OWNER = await app.login(OWNER.email, OWNER.password);
    emails.OWNER = OWNER.email;
    ownerId = (await app.db.user.findUniqueOrThrow({ where: { email: OWNER.email } })).id;

    // Tokens that must never let anyone in, each of them for a powerful account.
    tokens.anonymous = undefined;
    tokens['garbage token'] = 'not-a-token';
    const secret =
      app.config.jwtSecret ?? (await app.db.setting.findUniqueOrThrow({ where: { key: 'jwtSecret' } })).value;
    const ownerClaims = () =>
      new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('agency-api')
        .setAudience('staff')
        .setSubject(ownerId)
        .setIssuedAt();
    // Signed with another key.
    tokens['forged token'] = await ownerClaims().setExpirationTime('1h').sign(randomBytes(48));
    // Signed with the real key, for the owner, but expired a minute ago.
    tokens['expired token'] = await ownerClaims()
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    // A valid password-recovery link token for the owner: the wrong audience for a bearer token.
    tokens['reset-link token'] = await new Tokens(secret, 3600).issueReset(ownerId, 'reset-id', 0, 600);
    // An ADMIN whose sessions the owner ended.
    const revoked = await app.staff(['ADMIN']);
    expect((await app.rest('GET', '/api/auth/me', undefined, revoked.token)).status).toBe(200);
    const revoke = await app.gql(
      'mutation($id: ID!) { revokeUserSessions(id: $id) { id } }',
      { id: revoked.id },
      tokens.OWNER,
    );
    expect(revoke.errors).toBeUndefined();
    tokens['revoked token'] = revoked.token;

    // Words of their own: the reads below search for them among the hundreds of articles the cases make.
    fx.draftArticle = (await make.article(false, 'Authz fixture')).id;
    fx.visibleArticle = (await make.article(true, 'Authz fixture')).id;
    fx.hiddenVacancy = (await make.vacancy(false)).id;
    fx.visibleVacancy = (await make.vacancy(true)).id;
    fx.contactFile = await uploadPdf();
    await make.contactRequest(fx.contactFile);
    fx.cvFile = await uploadPdf();
    await make.jobApplication(fx.cvFile);
  });
  afterAll(async () => app?.stop());

  describe(`role matrix (part ${part + 1} of 2)`, () => {
    it.runIf(part === 0)('covers every GraphQL root field that is not public', async () => {
      const res = await app.gql(
        'query { __schema { queryType { fields { name } } mutationType { fields { name } } } }',
      );
      expect(res.errors).toBeUndefined();
      const schema = res.data!.__schema;
      const all: string[] = [...schema.queryType.fields, ...schema.mutationType.fields].map(
        (f: { name: string }) => f.name,
      );
      const covered = new Set([
        ...Object.values(OPERATIONS).flatMap((o) => (o.graphql ? [rootField(o.graphql.query)] : [])),
        ...Object.values(READS).flatMap((r) => (r.graphqlField ? [r.graphqlField] : [])),
      ]);
      expect(all.filter((name) => !PUBLIC_FIELDS.includes(name) && !covered.has(name))).toEqual([]);
    });

    for (const { op, via, actor, expected } of CASES.filter((_, i) => i % 2 === part)) {
      it(`${op} via ${via} as ${actor}: ${expected}`, async () => {
        const o = OPERATIONS[op]!;
        const f: Fixture = (await o.setup?.(actor)) ?? {};
        const token = 'token' in f ? f.token : tokens[actor];
        let answer: unknown;
        try {
          await runCase(o, f, via, actor, expected, token, (a) => (answer = a));
          await o.effect?.(f, expected === 'allowed');
        } finally {
          await o.cleanup?.(f, answer);
        }
      });
    }
  });

  if (part === 0) {
    describe('public reads: unpublished items only for their staff', () => {
      const cases = Object.keys(READS).flatMap((read) =>
        ACTORS.map((actor) => ({
          read,
          actor,
          sees: isSignedIn(actor) && READS[read]!.staff.includes(actor),
        })),
      );
      for (const { read, actor, sees } of cases) {
        it(`${read}: ${actor} ${sees ? 'sees' : 'does not see'} it`, async () => {
          await READS[read]!.check(tokens[actor], sees, actor);
        });
      }
    });
  }
}
