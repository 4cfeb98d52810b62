import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PASSWORD_RULE_MESSAGE } from '@agency/schema/passwords';
import { hydrated } from './shell-support';
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
  uniqueEmail,
} from './admin-support';

const ME = '{ me { id roles } }';
type Me = { me: { id: string; roles: string[] } };

/** Whom the server takes a token for: null once the token is refused (`me` is null without a valid one). */
async function meOf(request: APIRequestContext, token: string) {
  const answer = await gql<{ me: Me['me'] | null }>(request, ME, {}, token);
  return answer.data?.me ?? null;
}

async function openUsers(page: Page) {
  await page.goto('/admin-panel/users');
  await adminReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

/** The row of one account, found through the search box (other specs add users in parallel). */
async function rowOf(page: Page, email: string): Promise<Locator> {
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

async function roleOptions(page: Page): Promise<string[]> {
  const form = page.getByRole('form', { name: 'Invite a colleague' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Invite a colleague' }).click();
  return form.getByLabel('Role').locator('option').allInnerTexts();
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

test.describe('as ADMIN', () => {
  test.use({ role: 'ADMIN' });

  test('invites a colleague who sets their own password in Chromium, then changes their role and deletes them', async ({
    page,
    staff,
    request,
    ownerToken,
    browser,
  }) => {
    const email = uniqueEmail('users-ui');
    const name = `E2E Users ${Date.now().toString(36)}`;
    const password = 'created-in-ui-42';
    const otherAdmin = await createStaff(request, ownerToken, 'ADMIN');
    let createdId: string | undefined;
    try {
      await openUsers(page);

      // An ADMIN may not grant ADMIN, and nobody is offered OWNER.
      expect(await roleOptions(page)).toEqual(['Choose a role', 'HR', 'COPYWRITER', 'COPYWRITER + HR']);

      // Your own row and another admin's offer nothing the server would refuse.
      const own = await rowOf(page, staff.email);
      await expect(own).toContainText('You');
      await expect(own.getByRole('button')).toHaveCount(0);
      await expect(own.getByRole('combobox')).toHaveCount(0);
      const admin = await rowOf(page, otherAdmin.email);
      await expect(admin.getByRole('button')).toHaveCount(0);

      // Nobody types a password for someone else (decision 061): an e-mail and a role.
      const form = page.getByRole('form', { name: 'Invite a colleague' });
      await expect(form.getByLabel('Password')).toHaveCount(0);
      await form.getByLabel('E-mail').fill('not-an-address');
      await form.getByLabel('Role').selectOption('HR');
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await expect(form.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
      const since = Date.now() - 1000;
      await form.getByLabel('E-mail').fill(email);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await expect(toast(page, `An invitation was e-mailed to ${email}.`)).toBeVisible();
      await expect(form).toBeHidden();
      await expect(page.getByRole('region', { name: 'Invitations' }).getByText(email)).toBeVisible();

      // The invitee, in a browser of their own, opens the link, chooses name and password, signs in.
      const mail = await readMailTo(email, since);
      const link = /http:\/\/127\.0\.0\.1:\d+(\/admin-panel\/invitation\/[^/\s]+\/[\w-]+)/.exec(mail)?.[1];
      expect(link, 'the invitation link in the e-mail').toBeTruthy();
      const invitee = await browser.newContext();
      try {
        const their = await invitee.newPage();
        await their.goto(link!);
        await expect(their.getByRole('heading', { level: 1, name: 'Join the admin area' })).toBeVisible();
        await expect(their.getByText(email)).toBeVisible();
        await hydrated(their);
        await their.getByLabel('Your name').fill(name);
        await their.getByLabel('Password', { exact: true }).fill('short');
        await their.getByLabel('Repeat the password').fill('short');
        await their.getByRole('button', { name: 'Create my account' }).click();
        await expect(their.getByRole('alert').filter({ hasText: PASSWORD_RULE_MESSAGE })).toBeVisible();
        await their.getByLabel('Password', { exact: true }).fill(password);
        await their.getByLabel('Repeat the password').fill(password);
        await their.getByRole('button', { name: 'Create my account' }).click();
        await expect(their).toHaveURL(/\/admin-panel\/login$/);
        await their.getByLabel('E-mail').fill(email);
        await their.getByLabel('Password').fill(password);
        await their.getByRole('button', { name: 'Sign in' }).click();
        await expect(their.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      } finally {
        await invitee.close();
      }
      await page.reload();
      await adminReady(page);

      // The new account is listed (not necessarily first: the other worker's tests make staff
      // accounts of their own at the same time).
      await page.getByLabel('Search users').fill('');
      const row = await rowOf(page, email);
      await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('HR');
      await expect(row).toContainText('active');

      const oldToken = await signIn(request, email, password);
      createdId = (await gqlOk<Me>(request, ME, {}, oldToken)).me.id;

      await row.getByRole('combobox', { name: `Role of ${name}` }).selectOption('COPYWRITER');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, `${name} is now COPYWRITER.`)).toBeVisible();
      await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('COPYWRITER');

      // A role change ends the account's sessions; a fresh sign-in carries the new role.
      expect(await meOf(request, oldToken)).toBeNull();
      const fresh = await signIn(request, email, password);
      expect((await gqlOk<Me>(request, ME, {}, fresh)).me.roles).toEqual(['COPYWRITER']);

      await row.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, `${name} was deleted.`)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Users' })).toBeHidden();
      await expect(page.getByText(`No users match \u201c${email}\u201d.`)).toBeVisible();
      const login = await gql(
        request,
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { email, password },
      );
      expect(login.errors?.length).toBeTruthy();
      createdId = undefined;
    } finally {
      if (createdId) await deleteStaff(request, ownerToken, createdId);
      await deleteStaff(request, ownerToken, otherAdmin.id);
    }
  });
});

test.describe('as OWNER', () => {
  test.use({ role: 'OWNER' });

  test('may grant ADMIN, and End sessions stops a user\u2019s token', async ({
    page,
    staff,
    request,
    ownerToken,
  }) => {
    const user = await createStaff(request, ownerToken, 'HR');
    try {
      await openUsers(page);
      expect(await roleOptions(page)).toEqual([
        'Choose a role',
        'ADMIN',
        'HR',
        'COPYWRITER',
        'COPYWRITER + HR',
      ]);
      // The owner is left out of the listing (the spec's withoutOwner).
      await page.getByLabel('Search users').fill(staff.email);
      await expect(page.getByRole('table', { name: 'Users' })).toBeHidden();

      expect(await meOf(request, user.token)).not.toBeNull();
      const row = await rowOf(page, user.email);
      await row.getByRole('button', { name: 'End sessions' }).click();
      await page
        .getByRole('dialog', { name: 'End sessions?' })
        .getByRole('button', { name: 'End sessions' })
        .click();
      await expect(toast(page, 'Sessions ended')).toBeVisible();
      expect(await meOf(request, user.token)).toBeNull();
      await signIn(request, user.email, STAFF_PASSWORD);
    } finally {
      await deleteStaff(request, ownerToken, user.id);
    }
  });
});

test.describe('profile', () => {
  test.use({ role: 'HR' });

  test('changing your own password: a wrong current one is named, a good change keeps you signed in', async ({
    page,
    staff,
    request,
  }) => {
    const next = 'a-new-password-7';
    await page.goto('/admin-panel/profile');
    await adminReady(page);
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not-my-password-1');
    await form.getByLabel('New password', { exact: true }).fill(next);
    await form.getByLabel('Repeat the new password').fill(next);
    await form.getByRole('button', { name: 'Change password' }).click();
    const current = form.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('The current password is wrong.');

    await current.fill(STAFF_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(current).toHaveValue('');

    // The fresh token was stored: a reload is verified again and stays on the page.
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).not.toBe(staff.token);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\/profile$/);
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('list', { name: 'Overview' })).toBeVisible();

    await signIn(request, staff.email, next);
    expect(await meOf(request, staff.token)).toBeNull();
  });
});
