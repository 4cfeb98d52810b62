import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminReady,
  createStaff,
  gqlOk,
  OWNER,
  rolesOf,
  signIn,
  STAFF_PASSWORD,
  uniqueEmail,
  useToken,
} from './admin-support';
import { SIGN_IN_FIELDS, startLocalhostServer, totpCode, virtualAuthenticator } from './two-factor-support';

// Passkeys through Chromium's virtual authenticator, on a server of their own whose SITE_URL is
// http://localhost:<port> (WebAuthn refuses IP addresses; two-factor-support.ts). Its policy
// changes touch no other spec. One worker, in order: the tests share that server.
const PORT = Number(process.env.E2E_PASSKEY_PORT ?? Number(process.env.E2E_PORT ?? '3100') + 500);
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

let server: Awaited<ReturnType<typeof startLocalhostServer>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startLocalhostServer(PORT);
});
test.afterAll(async () => server?.stop());

async function signInPage(page: Page, email: string) {
  await page.goto('/admin-panel/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

/** A staff account created by the owner without signing it in (a required role could not). */
async function newAccount(request: APIRequestContext, ownerToken: string, label: 'HR' | 'COPYWRITER') {
  const email = uniqueEmail(`passkey-${label}`);
  await gqlOk(
    request,
    'mutation ($input: UserCreateInput!) { createUser(input: $input) { id } }',
    { input: { email, name: `E2E ${label}`, password: STAFF_PASSWORD, roles: rolesOf(label) } },
    ownerToken,
  );
  return email;
}

test('a passkey added on the profile signs in after the password, and alone', async ({ page, request }) => {
  const device = await virtualAuthenticator(page);
  const owner = (await signIn(request, OWNER.email, OWNER.password))!;
  const staff = await createStaff(request, owner, 'HR');
  await useToken(page, staff.token);
  await page.goto('/admin-panel/profile');
  await adminReady(page);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Passkey name').fill('E2E laptop');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  // The first method brings the recovery codes.
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods.getByRole('listitem').filter({ hasText: 'E2E laptop' })).toContainText('not used yet');
  const held = await device.credentials();
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

  // After the password, the passkey is the second step.
  await logOut(page);
  await signInPage(page, staff.email);
  await expect(page.getByRole('heading', { name: 'Two-step sign\u2011in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use passkey' }).click();
  await adminReady(page);

  // And alone, without the password: the device verified the person.
  await logOut(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await adminReady(page);
  await page.goto('/admin-panel/profile');
  await expect(
    page
      .getByRole('list', { name: 'Signed-in devices' })
      .getByRole('listitem')
      .filter({ hasText: 'This device' }),
  ).toContainText('with passkey');
  await expect(methods.getByRole('listitem').filter({ hasText: 'E2E laptop' })).toContainText('last used');
});

test('over GraphQL in Chromium: the browser registers a passkey and signs in with it', async ({
  page,
  request,
}) => {
  await virtualAuthenticator(page);
  const owner = (await signIn(request, OWNER.email, OWNER.password))!;
  const staff = await createStaff(request, owner, 'HR');
  await page.goto('/admin-panel/login');
  // The page's own origin talks to /graphql; the browser makes the credential.
  const call = (query: string, variables: Record<string, unknown>, token?: string) =>
    page.evaluate(
      async ({ query, variables, token }) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'apollo-require-preflight': 'true',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        return res.json();
      },
      { query, variables, token },
    );
  const registered = await page.evaluate(async (token) => {
    const post = async (query: string, variables: Record<string, unknown>) =>
      (
        await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'apollo-require-preflight': 'true',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({ query, variables }),
        })
      ).json();
    const options = await post('mutation { startPasskeyRegistration }', {});
    const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(
      JSON.parse(options.data.startPasskeyRegistration),
    );
    const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
    return post(
      'mutation ($r: String!) { finishPasskeyRegistration(response: $r, name: "Browser") { recoveryCodes passkey { name } } }',
      {
        r: JSON.stringify(credential.toJSON()),
      },
    );
  }, staff.token);
  expect(registered.errors).toBeUndefined();
  expect(registered.data.finishPasskeyRegistration.passkey).toEqual({ name: 'Browser' });

  const login = await call(
    `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ${SIGN_IN_FIELDS} } }`,
    { e: staff.email, p: STAFF_PASSWORD },
  );
  expect(login.data.login).toMatchObject({ step: 'SECOND_FACTOR', methods: ['PASSKEY', 'RECOVERY_CODE'] });
  const options = await call('mutation ($t: String) { startPasskeySignIn(ticket: $t) }', {
    t: login.data.login.ticket,
  });
  const answer = await page.evaluate(async (json) => {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(JSON.parse(json));
    const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
    return JSON.stringify(credential.toJSON());
  }, options.data.startPasskeySignIn as string);
  const done = await call(
    `mutation ($r: String!, $t: String) { finishPasskeySignIn(response: $r, ticket: $t) { ${SIGN_IN_FIELDS} } }`,
    { r: answer, t: login.data.login.ticket },
  );
  expect(done.data.finishPasskeySignIn).toMatchObject({
    step: 'SIGNED_IN',
    signInMethods: ['pwd', 'webauthn', 'mfa'],
  });
  // The same answer cannot sign in twice.
  const replay = await call('mutation ($r: String!) { finishPasskeySignIn(response: $r) { step } }', {
    r: answer,
  });
  expect(replay.errors[0].extensions.code).toBe('BAD_USER_INPUT');
});

test('a role that requires two-step sign-in is led through setting it up at the next sign-in', async ({
  page,
  request,
}) => {
  await virtualAuthenticator(page);
  const owner = (await signIn(request, OWNER.email, OWNER.password))!;
  const withPasskey = await newAccount(request, owner, 'COPYWRITER');
  const withApp = await newAccount(request, owner, 'COPYWRITER');
  await gqlOk(request, 'mutation { setTwoFactorRequiredRoles(roles: [COPYWRITER]) }', {}, owner);
  try {
    await signInPage(page, withPasskey);
    await expect(page.getByRole('heading', { name: 'Set up two-step sign\u2011in' })).toBeVisible();
    await expect(page.getByText('Your role requires two-step sign-in.')).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByLabel('Passkey name').fill('Phone');
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them — continue' }).click();
    await adminReady(page);
    await logOut(page);

    await signInPage(page, withApp);
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const secret = (await page.getByLabel('Set-up key').innerText()).replace(/\s+/g, '');
    await page.getByLabel('2. Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved them — continue' }).click();
    await adminReady(page);
    await page.goto('/admin-panel/profile');
    await expect(page.getByText('Required for your role')).toBeVisible();
    // The only method of a required role cannot be removed.
    await expect(page.getByRole('button', { name: 'Remove app' })).toBeDisabled();
  } finally {
    await gqlOk(request, 'mutation { setTwoFactorRequiredRoles(roles: []) }', {}, owner);
  }
});
