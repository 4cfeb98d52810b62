/**
 * API keys (decision 060) over real HTTP on the test's database: a program with a key reads the
 * inbox and creates an article through GraphQL and REST; expired, revoked, wrong-address and
 * under-permitted keys get clear 401/403; the key never asks for a second factor, has its own rate
 * limit, is named in the audit log, and a revocation on one instance holds on another at once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
let other: TestApp;
let ownerToken: string;

const KEY_LIMIT = 25;
const CREATE =
  'mutation($input: ApiKeyCreateInput!) { createApiKey(input: $input) { key apiKey { id name prefix permissions } } }';
const INBOX = 'query { contactRequests(first: 5) { items { id email } total } }';
const NEW_ARTICLE = 'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id title } }';
const uid = () => randomBytes(4).toString('hex');

async function newKey(input: Record<string, unknown>, token = ownerToken) {
  const r = await app.gql(CREATE, { input: { name: `Key ${uid()}`, ...input } }, token);
  expect(r.errors).toBeUndefined();
  return r.data!.createApiKey as { key: string; apiKey: { id: string; name: string; prefix: string } };
}

beforeAll(async () => {
  // Behind a proxy: the client address is the X-Forwarded-For the app trusts (TRUST_PROXY).
  app = await startTestApp({
    trustProxy: true,
    rateLimits: { ...GENEROUS_RATE_LIMITS, apiKeyRequests: { points: KEY_LIMIT, durationSeconds: 60 } },
  });
  other = await startTestApp({ trustProxy: true, rateLimits: GENEROUS_RATE_LIMITS }, { sameDatabaseAs: app });
  ownerToken = await app.login(OWNER.email, OWNER.password);
  await app.db.contactRequest.create({
    data: {
      name: 'Key Reader',
      email: 'lead@example.org',
      country: 'Germany',
      interest: 'Outsource',
      message: 'Hello',
    },
  });
});
afterAll(async () => {
  await other?.stop();
  await app?.stop();
});

describe('a script with a key', () => {
  it('reads the inbox and creates an article through GraphQL and REST, named in the audit log', async () => {
    const { key, apiKey } = await newKey({ permissions: ['readContactRequests', 'manageArticles'] });
    expect(key).toMatch(/^agk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    // Stored hashed: the row never holds the key or its secret part.
    const row = await app.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(JSON.stringify(row)).not.toContain(key.slice(21));

    const inbox = await app.gql(INBOX, {}, key);
    expect(inbox.errors).toBeUndefined();
    expect(inbox.data!.contactRequests.total).toBeGreaterThan(0);

    const title = `Written by a key ${uid()}`;
    const created = await app.gql(
      NEW_ARTICLE,
      { input: { title, description: 'Summary', content: '<p>Text</p>', category: 'DEVELOPMENT' } },
      key,
    );
    expect(created.errors).toBeUndefined();
    const restTitle = `REST by a key ${uid()}`;
    const rest = await app.rest(
      'POST',
      '/api/article/create',
      { title: restTitle, description: 'Summary', content: '<p>Text</p>', category: 'DEVELOPMENT' },
      key,
    );
    expect(rest.status).toBe(201);
    expect(await app.db.article.count({ where: { title: { in: [title, restTitle] } } })).toBe(2);

    const entries = await app.db.auditEntry.findMany({
      where: { action: 'ARTICLE_CREATED', targetLabel: { in: [title, restTitle] } },
    });
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e.actorEmail).toContain(`API key "${apiKey.name}"`);
    // Reads: one entry a minute per key, written by whichever instance wins (not awaited by the request).
    await expect
      .poll(() => app.db.auditEntry.count({ where: { action: 'API_KEY_USED', targetId: apiKey.id } }))
      .toBe(1);
    expect((await app.db.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } })).lastUsedAt).not.toBeNull();
  });

  it('is refused, with the reason, when revoked (on every instance at once), expired, unknown or from elsewhere', async () => {
    const { key, apiKey } = await newKey({ permissions: ['readContactRequests'] });
    expect((await other.gql(INBOX, {}, key)).errors).toBeUndefined();
    const revoke = await app.gql(
      'mutation($id: ID!) { revokeApiKey(id: $id) { revokedAt } }',
      { id: apiKey.id },
      ownerToken,
    );
    expect(revoke.errors).toBeUndefined();
    const onOther = await other.gql(INBOX, {}, key);
    expect(onOther.status).toBe(401);
    expect(onOther.errors![0]).toMatchObject({
      message: 'This API key was revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await other.rest('GET', '/api/vacancy', undefined, key)).status).toBe(401);

    const expiring = await newKey({
      permissions: ['readContactRequests'],
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await app.gql(INBOX, {}, expiring.key)).errors).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1600));
    const expired = await app.rest('GET', '/api/vacancy', undefined, expiring.key);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('This API key has expired.');

    // Right id, wrong secret: the same answer as an unknown key.
    const forged = `${key.slice(0, 21)}${'A'.repeat(43)}`;
    const wrong = await app.gql(INBOX, {}, forged);
    expect(wrong.status).toBe(401);
    expect(wrong.errors![0]!.message).toBe('This API key is not valid.');

    const fenced = await newKey({
      permissions: ['readContactRequests'],
      allowedSources: ['203.0.113.0/24', '2001:db8::/32'],
    });
    const from = (ip: string) =>
      app.rest('POST', '/graphql', { query: INBOX }, fenced.key, { 'x-forwarded-for': ip });
    expect((await from('203.0.113.9')).body.errors).toBeUndefined();
    const outside = await from('198.51.100.7');
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].message).toBe('This API key may not be used from this address.');
  });

  it('holds only its own permissions, never more than its creator, and no person-only operation', async () => {
    const { key } = await newKey({ permissions: ['readContactRequests'] });
    const denied = await app.gql(
      NEW_ARTICLE,
      { input: { title: 'No', description: 'S', content: '<p>T</p>', category: 'DEVELOPMENT' } },
      key,
    );
    expect(denied.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await app.rest('POST', '/api/article/create', { title: 'No' }, key)).status).toBe(403);
    expect((await app.gql('query { mySessions { id } }', {}, key)).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await app.gql(CREATE, { input: { name: 'Child', permissions: ['readContactRequests'] } }, key))
        .errors![0]!.extensions!.code,
    ).toBe('FORBIDDEN');

    // An ADMIN cannot give a key what ADMIN lacks (the owner-only policy permissions).
    const admin = await app.staff(['ADMIN']);
    const over = await app.gql(
      CREATE,
      { input: { name: 'Too much', permissions: ['manageTwoFactorPolicy'] } },
      admin.token,
    );
    expect(over.errors![0]).toMatchObject({
      extensions: { code: 'FORBIDDEN', fields: { permissions: expect.any(String) } },
    });

    // A key of a creator who lost a role loses that permission too; a deactivated creator ends it.
    const made = await newKey({ permissions: ['readContactRequests'] }, admin.token);
    expect((await app.gql(INBOX, {}, made.key)).errors).toBeUndefined();
    await app.db.user.update({ where: { id: admin.id }, data: { roles: 'HR' } });
    expect((await app.gql(INBOX, {}, made.key)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    await app.db.user.update({ where: { id: admin.id }, data: { active: false } });
    expect((await app.gql(INBOX, {}, made.key)).status).toBe(401);
  });

  it('never asks for a second factor, even when its creator has one', async () => {
    const user = await app.staff(['ADMIN']);
    await app.db.user.update({
      where: { id: user.id },
      data: { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() },
    });
    const { key } = await newKey({ permissions: ['readContactRequests'] }, user.token);
    const r = await app.gql(INBOX, {}, key);
    expect(r.errors).toBeUndefined();
  });

  it('has its own rate limit', async () => {
    const { key } = await newKey({ permissions: ['readContactRequests'] });
    const statuses: number[] = [];
    for (let i = 0; i < KEY_LIMIT + 1; i++)
      statuses.push((await app.rest('GET', '/api/auth/me', undefined, key)).status);
    expect(statuses.at(-1)).toBe(429);
    // Another key, and people, are not slowed by it.
    const fresh = await newKey({ permissions: ['readContactRequests'] });
    expect((await app.gql(INBOX, {}, fresh.key)).errors).toBeUndefined();
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const bad = async (input: Record<string, unknown>, field: string) => {
      const r = await app.gql(
        CREATE,
        { input: { name: 'Bad', permissions: ['manageArticles'], ...input } },
        ownerToken,
      );
      expect(r.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: expect.any(String) },
      });
    };
    await bad({ name: '' }, 'name');
    await bad({ name: 'x'.repeat(81) }, 'name');
    await bad({ permissions: [] }, 'permissions');
    await bad({ expiresAt: new Date(Date.now() - 1000).toISOString() }, 'expiresAt');
    await bad({ allowedSources: ['not-an-ip'] }, 'allowedSources');
    await bad({ allowedSources: ['10.0.0.0/33'] }, 'allowedSources');
    await bad({ permissions: ['everything'] }, 'permissions');
    const anonymous = await app.gql(CREATE, { input: { name: '', permissions: [] } });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(
      (await app.gql('mutation { revokeApiKey(id: "nope") { id } }', {}, ownerToken)).errors![0]!.extensions!
        .code,
    ).toBe('NOT_FOUND');
    const malformed = await app.rest('GET', '/api/vacancy', undefined, 'agk_short');
    expect(malformed.status).toBe(401);
  });
});
