import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROLE_OPTIONS } from '@agency/schema/roles';

/** The owner account scripts/serve-for-e2e.mjs bootstraps. */
export const OWNER = { email: 'owner@e2e.local', password: 'owner-password-e2e-1' } as const;
export const STAFF_PASSWORD = 'staff-password-e2e-1';

export type RoleLabel = (typeof ROLE_OPTIONS)[number]['label'];
export const rolesOf = (label: RoleLabel): string[] => [
  ...ROLE_OPTIONS.find((option) => option.label === label)!.roles,
];

export type StaffUser = { id: string; email: string; name: string; roles: string[]; token: string };

type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** One GraphQL call through the real server, as the admin app makes it. */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await request.post('/graphql', {
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { query, variables },
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** Like gql, but a GraphQL error fails the test: for setting up and cleaning up data. */
export async function gqlOk<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const answer = await gql<T>(request, query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

export async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const data = await gqlOk<{ login: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password },
  );
  return data.login.token;
}

let counter = 0;
/** An address no other test or run uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}-${process.pid}-${++counter}@e2e.local`;

/** Creates a staff account as the owner and signs it in. */
export async function createStaff(
  request: APIRequestContext,
  ownerToken: string,
  label: Exclude<RoleLabel, 'OWNER'>,
): Promise<StaffUser> {
  const email = uniqueEmail(label);
  const name = `E2E ${label}`;
  const { createUser } = await gqlOk<{ createUser: { id: string } }>(
    request,
    'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }',
    { input: { email, name, password: STAFF_PASSWORD, roles: rolesOf(label) } },
    ownerToken,
  );
  const token = await signIn(request, email, STAFF_PASSWORD);
  return { id: createUser.id, email, name, roles: rolesOf(label), token };
}

export async function deleteStaff(request: APIRequestContext, ownerToken: string, id: string) {
  await gql(request, 'mutation ($id: ID!) { deleteUser(id: $id) }', { id }, ownerToken);
}

/**
 * Puts a token where the admin app keeps it, before the first page script runs. Only on the first
 * document of the tab, so logging out (which removes it) sticks across later navigations.
 */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-token-seeded')) return;
    sessionStorage.setItem('e2e-token-seeded', '1');
    localStorage.setItem('token', value);
  }, token);
}

type AdminFixtures = {
  /** The role the signed-in fixture gets: `test.use({ role: 'HR' })`. */
  role: RoleLabel;
  /** A staff member of `role`, signed in on `page` through the API; deleted after the test. */
  staff: StaffUser;
};
type AdminWorkerFixtures = { ownerToken: string };

export const test = base.extend<AdminFixtures, AdminWorkerFixtures>({
  role: ['ADMIN', { option: true }],
  ownerToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await signIn(request, OWNER.email, OWNER.password));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  staff: async ({ role, page, request, ownerToken }, use) => {
    let user: StaffUser;
    if (role === 'OWNER') {
      const token = await signIn(request, OWNER.email, OWNER.password);
      const { me } = await gqlOk<{ me: Omit<StaffUser, 'token'> }>(
        request,
        '{ me { id email name roles } }',
        {},
        token,
      );
      user = { ...me, token };
    } else {
      user = await createStaff(request, ownerToken, role);
    }
    await useToken(page, user.token);
    await use(user);
    if (role !== 'OWNER') await deleteStaff(request, ownerToken, user.id);
  },
});

export { expect };

/** The folder the e2e server writes its e-mails to (scripts/serve-for-e2e.mjs). */
export function mailDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  return path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `agency-e2e-${port}`), 'mail');
}

/** Waits for the newest e-mail to `to` and returns its raw text (quoted-printable decoded). */
export async function readMailTo(to: string, since: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const dir = mailDir();
        if (!fs.existsSync(dir)) return undefined;
        for (const name of fs.readdirSync(dir)) {
          const file = path.join(dir, name);
          if (fs.statSync(file).mtimeMs < since) continue;
          const text = fs.readFileSync(file, 'utf8');
          if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text))
            found = text;
        }
        return found;
      },
      { timeout: 15_000, message: `an e-mail to ${to}` },
    )
    .toBeTruthy();
  // Undo quoted-printable soft breaks and escapes, so links read as they were written.
  return found!
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits until the admin screen has verified the session (the staff menu is shown). */
export async function adminReady(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}
