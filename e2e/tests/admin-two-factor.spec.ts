import {
  adminReady,
  createStaff,
  deleteStaff,
  expect,
  gql,
  gqlOk,
  readMailTo,
  signIn,
  STAFF_PASSWORD,
  test,
} from './admin-support';
import { awaitFreshStep, enrolTotp, SIGN_IN_FIELDS, totpCode } from './two-factor-support';

// Two-step sign-in with an authenticator app (decision 031). Codes are computed by the test with
// otplib, as a phone would. The admin area is one layout at every width: desktop only.
test.use({ role: 'HR' });

type SignInAnswer = {
  step: string;
  token: string | null;
  ticket: string | null;
  methods: string[];
  signInMethods: string[];
};

test('an authenticator app is set up on the profile, then asked at sign-in; a recovery code works once', async ({
  page,
  staff,
}) => {
  await page.goto('/admin-panel/profile');
  await adminReady(page);
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  await expect(methods).toContainText('Six-digit codes from an app on your phone.');
  await page.getByRole('button', { name: 'Set up app' }).click();

  // The QR code is an image drawn by the server (a data: URL, nothing fetched elsewhere); the key is text too.
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByLabel('Set-up key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await awaitFreshStep();
  await page.getByLabel('2. Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await page.getByLabel('2. Code from the app').fill(totpCode(secret, -1));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(methods.getByRole('listitem').filter({ hasText: 'Authenticator app' })).toContainText('On');
  await expect(methods).toContainText('10 of 10 left');

  // Signed out, the password alone no longer signs in: the app's code is asked next.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/admin-panel/login');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign\u2011in' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await adminReady(page);

  // A lost phone: a recovery code, once.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/admin-panel/login');
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await adminReady(page);
  await expect(page.getByText('You signed in with a recovery code and have 9 left.')).toBeVisible();
  await page.goto('/admin-panel/profile');
  await expect(methods).toContainText('9 of 10 left');
  const sessions = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(
    'with password + recovery code',
  );
});

test('over GraphQL: enrolment and sign-in with codes computed by the test; the token says how', async ({
  request,
  staff,
}) => {
  const { secret, codes } = await enrolTotp(request, staff.token);
  expect(codes).toHaveLength(10);
  const login = await gqlOk<{ login: SignInAnswer }>(
    request,
    `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { ${SIGN_IN_FIELDS} } }`,
    { e: staff.email, p: STAFF_PASSWORD },
  );
  expect(login.login).toMatchObject({
    step: 'SECOND_FACTOR',
    token: null,
    methods: ['TOTP', 'RECOVERY_CODE'],
  });
  const wrong = await gql(
    request,
    `mutation ($t: String!) { signInWithTotp(ticket: $t, code: "123456") { step } }`,
    {
      t: login.login.ticket,
    },
  );
  expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const done = await gqlOk<{ signInWithTotp: SignInAnswer }>(
    request,
    `mutation ($t: String!, $c: String!) { signInWithTotp(ticket: $t, code: $c) { ${SIGN_IN_FIELDS} } }`,
    { t: login.login.ticket, c: totpCode(secret) },
  );
  expect(done.signInWithTotp).toMatchObject({ step: 'SIGNED_IN', signInMethods: ['pwd', 'otp', 'mfa'] });
  const claims = JSON.parse(Buffer.from(done.signInWithTotp.token!.split('.')[1]!, 'base64url').toString());
  expect(claims.amr).toEqual(['pwd', 'otp', 'mfa']);
  const { me } = await gqlOk<{ me: { email: string } }>(
    request,
    '{ me { email } }',
    {},
    done.signInWithTotp.token!,
  );
  expect(me.email).toBe(staff.email);
});

test('a session that ends mid-work asks for the code in place, and the screen stays', async ({
  page,
  staff,
  request,
  ownerToken,
}) => {
  const { secret } = await enrolTotp(request, staff.token);
  await page.goto('/admin-panel/profile');
  await adminReady(page);
  await gqlOk(
    request,
    'mutation ($id: ID!) { revokeUserSessions(id: $id) { id } }',
    { id: staff.id },
    ownerToken,
  );
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByLabel('Code', { exact: true }).fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
});

test.describe('the owner', () => {
  test.use({ role: 'OWNER' });

  test('resets the two-step sign-in of someone who lost their phone; they are signed out and e-mailed', async ({
    page,
    request,
    ownerToken,
    // Signs the page in as the owner.
    staff: _owner,
  }) => {
    const user = await createStaff(request, ownerToken, 'COPYWRITER');
    try {
      await enrolTotp(request, user.token);
      // The password alone answers no token any more.
      expect(await signIn(request, user.email, STAFF_PASSWORD)).toBeNull();
      await page.goto('/admin-panel/users');
      await adminReady(page);
      await page.getByLabel('Search users').fill(user.email);
      const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: user.email });
      await expect(row).toContainText('App');
      const since = Date.now();
      await row.getByRole('button', { name: `Reset two-step sign-in of ${user.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
      await expect(
        page.getByText(`${user.name}’s two-step sign-in was reset and they were e-mailed.`),
      ).toBeVisible();
      await expect(row).toContainText('Off');
      const mail = await readMailTo(user.email, since);
      expect(mail).toContain('Subject: Your two-step sign-in was reset');
      // Their old session ended; the password signs in again.
      expect(
        (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${user.token}` } })).status(),
      ).toBe(401);
      expect(await signIn(request, user.email, STAFF_PASSWORD)).toEqual(expect.any(String));
    } finally {
      await deleteStaff(request, ownerToken, user.id);
    }
  });
});
