/**
 * The rules of user management beyond the role table (decisions.md; services/users.ts) and the
 * revocation of tokens (decisions.md, "Deliberate departures" 3), through GraphQL and REST.
 *
 * - The owner account is untouchable, nobody deletes (or deactivates, or re-roles) themselves,
 *   only the OWNER grants ADMIN or changes an ADMIN account, and the owner is left out of the
 *   user list when asked.
 * - A role change, a password change, ending sessions, deactivation and deletion each reject the
 *   user's earlier tokens at once, while a token obtained afterwards works where sign-in is still
 *   possible.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@agency/schema/roles';
import { hashPassword } from '../src/security/passwords.ts';
import { formatRoles } from '../src/services/users-shared.ts';
import { OWNER, STAFF_PASSWORD, startTestApp, type TestApp, GENEROUS_RATE_LIMITS } from './harness.ts';

let app: TestApp;
let ownerToken: string;
let adminToken: string;
let ownerId: string;
let staffHash: string;

const uid = () => randomBytes(4).toString('hex');
/** A staff account straight in the database (no sign-in): the target of an action. */
const makeUser = (roles: Role[]) =>
  app.db.user.create({
    data: {
      email: `target-${uid()}@test.local`,
      name: 'Target',
      roles: formatRoles(roles),
      passwordHash: staffHash,
    },
  });
const userById = (id: string) => app.db.user.findUnique({ where: { id } });

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  staffHash = await hashPassword(STAFF_PASSWORD);
  ownerToken = await app.login(OWNER.email, OWNER.password);
  adminToken = (await app.staff(['ADMIN'])).token;
  ownerId = (await app.db.user.findUniqueOrThrow({ where: { email: OWNER.email } })).id;
});
afterAll(async () => app?.stop());

// ---------------------------------------------------------------------------------------------
// User-management rules
// ---------------------------------------------------------------------------------------------

type Fixture = { id: string; token?: string; email?: string } & Record<string, any>;

type Rule = {
  /** Who acts: the shared ADMIN or OWNER, or a fresh ADMIN acting on itself ('self ADMIN'). */
  as: 'ADMIN' | 'OWNER' | 'self ADMIN';
  /** The account acted on (created per case) or, for 'self ADMIN', the acting admin itself. */
  target: () => Promise<Fixture>;
  action: 'create' | 'update' | 'delete' | 'revoke';
  /** The create or update payload (GraphQL spelling; REST gets the same fields). */
  input?: (f: Fixture) => Record<string, unknown>;
  expected: 'allowed' | 'FORBIDDEN' | 'BAD_USER_INPUT';
  /** The stored state afterwards. */
  effect: (f: Fixture) => Promise<void>;
};

const ownerTarget = async (): Promise<Fixture> => ({ id: ownerId });
const selfAdmin = async (): Promise<Fixture> => app.staff(['ADMIN']);
const newEmail = async (): Promise<Fixture> => ({ id: '', email: `new-${uid()}@test.local` });

const ownerUnchanged = async () =>
  expect(await userById(ownerId)).toMatchObject({
    name: 'Owner',
    roles: 'OWNER',
    active: true,
    tokenVersion: 0,
  });
const rolesAre = (roles: Role[]) => async (f: Fixture) =>
  expect((await userById(f.id))?.roles).toBe(formatRoles(roles));
const exists = (yes: boolean) => async (f: Fixture) => expect(!!(await userById(f.id))).toBe(yes);
const created = (roles: Role[] | null) => async (f: Fixture) => {
  const user = await app.db.user.findUnique({ where: { email: f.email! } });
  expect(user?.roles ?? null).toBe(roles ? formatRoles(roles) : null);
};

const RULES: Record<string, Rule> = {
  // The owner account is untouchable, by anyone.
  'ADMIN cannot rename the owner': {
    as: 'ADMIN',
    target: ownerTarget,
    action: 'update',
    input: () => ({ name: 'Hijacked' }),
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },
  'ADMIN cannot set the owner\u2019s password': {
    as: 'ADMIN',
    target: ownerTarget,
    action: 'update',
    input: () => ({ password: 'hijacked-password-1' }),
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },
  'ADMIN cannot deactivate the owner': {
    as: 'ADMIN',
    target: ownerTarget,
    action: 'update',
    input: () => ({ active: false }),
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },
  'ADMIN cannot delete the owner': {
    as: 'ADMIN',
    target: ownerTarget,
    action: 'delete',
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },
  'ADMIN cannot end the owner\u2019s sessions': {
    as: 'ADMIN',
    target: ownerTarget,
    action: 'revoke',
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },
  'OWNER cannot change the owner account here': {
    as: 'OWNER',
    target: ownerTarget,
    action: 'update',
    input: () => ({ roles: ['ADMIN'] }),
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },
  'OWNER cannot delete the owner account': {
    as: 'OWNER',
    target: ownerTarget,
    action: 'delete',
    expected: 'FORBIDDEN',
    effect: ownerUnchanged,
  },

  // Nobody deletes, deactivates or re-roles themselves.
  'ADMIN cannot delete themselves': {
    as: 'self ADMIN',
    target: selfAdmin,
    action: 'delete',
    expected: 'FORBIDDEN',
    effect: exists(true),
  },
  'ADMIN cannot deactivate themselves': {
    as: 'self ADMIN',
    target: selfAdmin,
    action: 'update',
    input: () => ({ active: false }),
    expected: 'FORBIDDEN',
    effect: async (f) => expect((await userById(f.id))?.active).toBe(true),
  },
  'ADMIN cannot change their own roles': {
    as: 'self ADMIN',
    target: selfAdmin,
    action: 'update',
    input: () => ({ roles: ['HR'] }),
    expected: 'FORBIDDEN',
    effect: rolesAre(['ADMIN']),
  },
  'ADMIN may save their own profile with their roles unchanged': {
    as: 'self ADMIN',
    target: selfAdmin,
    action: 'update',
    input: () => ({ name: 'Same Roles Admin', roles: ['ADMIN'] }),
    expected: 'allowed',
    effect: async (f) =>
      expect(await userById(f.id)).toMatchObject({
        name: 'Same Roles Admin',
        roles: 'ADMIN',
        tokenVersion: 0,
      }),
  },
  'ADMIN may rename themselves': {
    as: 'self ADMIN',
    target: selfAdmin,
    action: 'update',
    input: () => ({ name: 'Renamed Admin' }),
    expected: 'allowed',
    effect: async (f) => expect((await userById(f.id))?.name).toBe('Renamed Admin'),
  },

  // Only the OWNER grants ADMIN or changes an ADMIN account.
  'ADMIN cannot create an ADMIN': {
    as: 'ADMIN',
    target: newEmail,
    action: 'create',
    input: () => ({ roles: ['ADMIN'] }),
    expected: 'FORBIDDEN',
    effect: created(null),
  },
  'OWNER can create an ADMIN': {
    as: 'OWNER',
    target: newEmail,
    action: 'create',
    input: () => ({ roles: ['ADMIN'] }),
    expected: 'allowed',
    effect: created(['ADMIN']),
  },
  'ADMIN can create a COPYWRITER + HR': {
    as: 'ADMIN',
    target: newEmail,
    action: 'create',
    input: () => ({ roles: ['COPYWRITER', 'HR'] }),
    expected: 'allowed',
    effect: created(['COPYWRITER', 'HR']),
  },
  'nobody creates a second OWNER': {
    as: 'OWNER',
    target: newEmail,
    action: 'create',
    input: () => ({ roles: ['OWNER'] }),
    expected: 'BAD_USER_INPUT',
    effect: created(null),
  },
  'ADMIN cannot promote an HR user to ADMIN': {
    as: 'ADMIN',
    target: () => makeUser(['HR']),
    action: 'update',
    input: () => ({ roles: ['ADMIN'] }),
    expected: 'FORBIDDEN',
    effect: rolesAre(['HR']),
  },
  'OWNER can promote an HR user to ADMIN': {
    as: 'OWNER',
    target: () => makeUser(['HR']),
    action: 'update',
    input: () => ({ roles: ['ADMIN'] }),
    expected: 'allowed',
    effect: rolesAre(['ADMIN']),
  },
  'ADMIN can change an HR user to COPYWRITER + HR': {
    as: 'ADMIN',
    target: () => makeUser(['HR']),
    action: 'update',
    input: () => ({ roles: ['COPYWRITER', 'HR'] }),
    expected: 'allowed',
    effect: rolesAre(['COPYWRITER', 'HR']),
  },
  'ADMIN cannot demote another ADMIN': {
    as: 'ADMIN',
    target: () => makeUser(['ADMIN']),
    action: 'update',
    input: () => ({ roles: ['HR'] }),
    expected: 'FORBIDDEN',
    effect: rolesAre(['ADMIN']),
  },
  'ADMIN cannot rename another ADMIN': {
    as: 'ADMIN',
    target: () => makeUser(['ADMIN']),
    action: 'update',
    input: () => ({ name: 'Renamed' }),
    expected: 'FORBIDDEN',
    effect: async (f) => expect((await userById(f.id))?.name).toBe('Target'),
  },
  'ADMIN cannot delete another ADMIN': {
    as: 'ADMIN',
    target: () => makeUser(['ADMIN']),
    action: 'delete',
    expected: 'FORBIDDEN',
    effect: exists(true),
  },
  'ADMIN cannot end another ADMIN\u2019s sessions': {
    as: 'ADMIN',
    target: () => makeUser(['ADMIN']),
    action: 'revoke',
    expected: 'FORBIDDEN',
    effect: async (f) => expect((await userById(f.id))?.tokenVersion).toBe(0),
  },
  'OWNER can demote an ADMIN': {
    as: 'OWNER',
    target: () => makeUser(['ADMIN']),
    action: 'update',
    input: () => ({ roles: ['HR'] }),
    expected: 'allowed',
    effect: rolesAre(['HR']),
  },
  'OWNER can delete an ADMIN': {
    as: 'OWNER',
    target: () => makeUser(['ADMIN']),
    action: 'delete',
    expected: 'allowed',
    effect: exists(false),
  },
  'ADMIN can delete an HR user': {
    as: 'ADMIN',
    target: () => makeUser(['HR']),
    action: 'delete',
    expected: 'allowed',
    effect: exists(false),
  },
  'ADMIN can delete a COPYWRITER who wrote an article and asked for a password link': {
    as: 'ADMIN',
    target: async () => {
      const user = await makeUser(['COPYWRITER']);
      const article = await app.db.article.create({
        data: {
          title: 'Written',
          slug: `written-${uid()}`,
          description: 'S',
          content: '<p>B</p>',
          category: 'DESIGN',
          authorId: user.id,
        },
      });
      await app.db.passwordResetToken.create({
        data: { id: `reset-${uid()}`, userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
      });
      return { id: user.id, article: article.id };
    },
    action: 'delete',
    expected: 'allowed',
    effect: async (f) => {
      expect(await userById(f.id)).toBeNull();
      // The article stays, without an author; the reset link goes with the account.
      expect(await app.db.article.findUnique({ where: { id: f.article } })).toMatchObject({ authorId: null });
      expect(await app.db.passwordResetToken.count({ where: { userId: f.id } })).toBe(0);
    },
  },
};

const GQL = {
  create: 'mutation($input: UserCreateInput!) { createUser(input: $input) { id roles } }',
  update: 'mutation($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { id roles } }',
  delete: 'mutation($id: ID!) { deleteUser(id: $id) }',
  revoke: 'mutation($id: ID!) { revokeUserSessions(id: $id) { id } }',
} as const;
const FIELD = {
  create: 'createUser',
  update: 'updateUser',
  delete: 'deleteUser',
  revoke: 'revokeUserSessions',
} as const;

function restCall(rule: Rule, f: Fixture): { method: string; url: string; body?: unknown; status: number } {
  const input = rule.input?.(f) ?? {};
  switch (rule.action) {
    case 'create':
      return {
        method: 'POST',
        url: '/api/user/create-user-in-admin-panel',
        body: { name: 'New', email: f.email, password: 'new-password-1', ...input },
        status: 201,
      };
    case 'update':
      return { method: 'PUT', url: '/api/user/update-user', body: { _id: f.id, ...input }, status: 200 };
    case 'delete':
      return { method: 'DELETE', url: `/api/user/${f.id}`, status: 200 };
    case 'revoke':
      return { method: 'POST', url: `/api/user/${f.id}/revoke-sessions`, status: 200 };
  }
}

const ruleCases = Object.entries(RULES).flatMap(([rule, r]) =>
  (['GraphQL', 'REST'] as const).map((via) => ({ rule, via, expected: r.expected })),
);

describe('user-management rules', () => {
  for (const { rule, via, expected } of ruleCases) {
    it(`${rule} via ${via} (${expected})`, async () => {
      const r = RULES[rule]!;
      const f = await r.target();
      const token = r.as === 'OWNER' ? ownerToken : r.as === 'ADMIN' ? adminToken : f.token;
      const input = r.input?.(f) ?? {};

      if (via === 'GraphQL') {
        const variables =
          r.action === 'create'
            ? { input: { name: 'New', email: f.email, password: 'new-password-1', ...input } }
            : r.action === 'update'
              ? { id: f.id, input }
              : { id: f.id };
        const res = await app.gql(GQL[r.action], variables, token);
        if (r.expected === 'allowed') {
          expect(res.errors).toBeUndefined();
          expect(res.data?.[FIELD[r.action]]).toBeTruthy();
        } else {
          expect(res.errors?.[0]?.extensions?.code).toBe(r.expected);
          expect(res.data?.[FIELD[r.action]] ?? null).toBeNull();
        }
      } else {
        const call = restCall(r, f);
        const res = await app.rest(call.method, call.url, call.body, token);
        if (r.expected === 'allowed') {
          expect(res.status).toBe(call.status);
        } else {
          expect(res.status).toBe(r.expected === 'FORBIDDEN' ? 403 : 400);
          expect(res.body).toMatchObject({ message: expect.stringMatching(/\S/), code: r.expected });
        }
      }
      await r.effect(f);
    });
  }
});

describe('the owner is left out of the user list when asked', () => {
  const cases = [
    { via: 'GraphQL', call: 'users', owner: false },
    { via: 'GraphQL', call: 'users(withoutOwner: true)', owner: false },
    { via: 'GraphQL', call: 'users(withoutOwner: false)', owner: true },
    { via: 'REST', call: '/api/user/get-users?withoutOwner=true', owner: false },
    { via: 'REST', call: '/api/user/get-users?withoutOwner=false', owner: true },
    { via: 'REST', call: '/api/user/get-users', owner: false },
  ] as const;
  it.each(cases)('$via $call lists the owner: $owner', async ({ via, call, owner }) => {
    const other = await makeUser(['COPYWRITER']);
    for (const token of [ownerToken, adminToken]) {
      let ids: string[];
      if (via === 'GraphQL') {
        const res = await app.gql(`query { ${call} { id } }`, {}, token);
        expect(res.errors).toBeUndefined();
        ids = (res.data!.users as { id: string }[]).map((u) => u.id);
      } else {
        const res = await app.rest('GET', call, undefined, token);
        expect(res.status).toBe(200);
        ids = (res.body as { _id: string }[]).map((u) => u._id);
      }
      expect(ids).toContain(other.id);
      expect(ids.includes(ownerId)).toBe(owner);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Token revocation
// ---------------------------------------------------------------------------------------------

type Subject = { id: string; email: string; token: string };

type Revocation = {
  /** What happens to the user; returns the password that signs in afterwards (if changed). */
  act: (u: Subject) => Promise<{ password?: string }>;
  /** Whether tokens issued before it stop working. */
  revokes: boolean;
  /** Whether the user can sign in afterwards, and with which roles. */
  signIn: { roles: Role[] } | 'refused';
};

const OK = (res: { status: number }, status = 200) => expect(res.status).toBe(status);
const gqlOk = (res: { errors?: unknown }) => expect(res.errors).toBeUndefined();

const REVOCATIONS: Record<string, Revocation> = {
  'role change (GraphQL updateUser)': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.update, { id: u.id, input: { roles: ['COPYWRITER'] } }, ownerToken));
      return {};
    },
    revokes: true,
    signIn: { roles: ['COPYWRITER'] },
  },
  'role change (REST PUT /api/user/update-user)': {
    act: async (u) => {
      OK(await app.rest('PUT', '/api/user/update-user', { _id: u.id, role: 'COPYWRITER + HR' }, ownerToken));
      return {};
    },
    revokes: true,
    signIn: { roles: ['COPYWRITER', 'HR'] },
  },
  'own password change (changePassword)': {
    act: async (u) => {
      const res = await app.gql(
        'mutation { changePassword(currentPassword: "staff-password-1", newPassword: "changed-password-9") { token } }',
        {},
        u.token,
      );
      gqlOk(res);
      // The token it hands back is the one that works now.
      OK(await app.rest('GET', '/api/auth/me', undefined, res.data!.changePassword.token));
      return { password: 'changed-password-9' };
    },
    revokes: true,
    signIn: { roles: ['HR'] },
  },
  'password set by an admin (GraphQL updateUser)': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.update, { id: u.id, input: { password: 'admin-set-password-3' } }, adminToken));
      return { password: 'admin-set-password-3' };
    },
    revokes: true,
    signIn: { roles: ['HR'] },
  },
  'password set by an admin (REST PUT /api/user/update-user)': {
    act: async (u) => {
      OK(
        await app.rest(
          'PUT',
          '/api/user/update-user',
          { _id: u.id, password: 'admin-set-password-4' },
          adminToken,
        ),
      );
      return { password: 'admin-set-password-4' };
    },
    revokes: true,
    signIn: { roles: ['HR'] },
  },
  'ending sessions (GraphQL revokeUserSessions)': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.revoke, { id: u.id }, adminToken));
      return {};
    },
    revokes: true,
    signIn: { roles: ['HR'] },
  },
  'ending sessions (REST POST /api/user/:id/revoke-sessions)': {
    act: async (u) => {
      OK(await app.rest('POST', `/api/user/${u.id}/revoke-sessions`, undefined, adminToken));
      return {};
    },
    revokes: true,
    signIn: { roles: ['HR'] },
  },
  'deactivation (GraphQL updateUser active: false)': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.update, { id: u.id, input: { active: false } }, adminToken));
      return {};
    },
    revokes: true,
    signIn: 'refused',
  },
  'deactivation (REST PUT /api/user/update-user active: false)': {
    act: async (u) => {
      OK(await app.rest('PUT', '/api/user/update-user', { _id: u.id, active: false }, adminToken));
      return {};
    },
    revokes: true,
    signIn: 'refused',
  },
  'deactivation, then reactivation': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.update, { id: u.id, input: { active: false } }, adminToken));
      gqlOk(await app.gql(GQL.update, { id: u.id, input: { active: true } }, adminToken));
      return {};
    },
    revokes: true,
    signIn: { roles: ['HR'] },
  },
  'deletion (GraphQL deleteUser)': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.delete, { id: u.id }, adminToken));
      return {};
    },
    revokes: true,
    signIn: 'refused',
  },
  'deletion (REST DELETE /api/user/:id)': {
    act: async (u) => {
      OK(await app.rest('DELETE', `/api/user/${u.id}`, undefined, adminToken));
      return {};
    },
    revokes: true,
    signIn: 'refused',
  },
  // The control: changes that are not about access leave sessions alone.
  'rename (control: sessions stay)': {
    act: async (u) => {
      gqlOk(await app.gql(GQL.update, { id: u.id, input: { name: 'Renamed HR' } }, adminToken));
      return {};
    },
    revokes: false,
    signIn: { roles: ['HR'] },
  },
  'saving the same roles (control: sessions stay)': {
    act: async (u) => {
      OK(await app.rest('PUT', '/api/user/update-user', { _id: u.id, roles: ['HR'] }, adminToken));
      return {};
    },
    revokes: false,
    signIn: { roles: ['HR'] },
  },
};

/** What an HR token can do: read itself, see the dashboard, export job applications. */
async function tokenWorks(token: string, email: string) {
  const me = await app.rest('GET', '/api/auth/me', undefined, token);
  OK(me);
  expect(me.body.email).toBe(email);
  const gme = await app.gql('query { me { email } }', {}, token);
  expect(gme.data?.me).toEqual({ email });
  gqlOk(await app.gql('query { dashboard { articleCount } }', {}, token));
}

async function tokenRejected(token: string) {
  const me = await app.rest('GET', '/api/auth/me', undefined, token);
  expect(me.status).toBe(401);
  expect(me.body).toEqual({ message: expect.stringMatching(/\S/), code: 'UNAUTHENTICATED' });
  const gme = await app.gql('query { me { email } }', {}, token);
  expect(gme.errors).toBeUndefined();
  expect(gme.data?.me).toBeNull();
  // A rejected token is no sign-in at all: UNAUTHENTICATED, never FORBIDDEN.
  const dash = await app.gql('query { dashboard { articleCount } }', {}, token);
  expect(dash.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await app.rest('GET', '/api/inbox/job-applications/export.csv', undefined, token)).status).toBe(
    401,
  );
}

describe('token revocation', () => {
  it.each(Object.keys(REVOCATIONS))('%s', async (name) => {
    const r = REVOCATIONS[name]!;
    const u = await app.staff(['HR']);
    await tokenWorks(u.token, u.email);
    // HR may export job applications before anything happens (so a 401 later means revocation).
    OK(await app.rest('GET', '/api/inbox/job-applications/export.csv', undefined, u.token));

    const { password = STAFF_PASSWORD } = await r.act(u);

    if (r.revokes) await tokenRejected(u.token);
    else await tokenWorks(u.token, u.email);

    const login = await app.rest('POST', '/api/auth/login', { email: u.email, password });
    if (r.signIn === 'refused') {
      expect(login.status).toBe(401);
      expect(login.body).toMatchObject({ code: 'UNAUTHENTICATED' });
    } else {
      OK(login);
      const fresh = login.body as string;
      await tokenWorks(fresh, u.email);
      const me = await app.rest('GET', '/api/auth/me', undefined, fresh);
      expect([...me.body.roles].sort()).toEqual([...r.signIn.roles].sort());
      // The old token stays dead even though a new one exists.
      if (r.revokes) await tokenRejected(u.token);
    }
  });
});
