import { adminReady, expect, signIn, STAFF_PASSWORD, test } from './admin-support';

test.use({ role: 'HR' });

test('the page title is the largest heading and the account details are a styled list', async ({
  page,
  staff,
}) => {
  await page.goto('/admin-panel/profile');
  await adminReady(page);
  const title = page.getByRole('heading', { level: 1, name: 'Profile' });
  await expect(title).toBeVisible();
  const sizes = await page
    .locator('h1, h2, h3, h4')
    .evaluateAll((headings) =>
      headings
        .filter((h) => h.checkVisibility())
        .map((h) => ({ level: h.tagName, size: parseFloat(getComputedStyle(h).fontSize) })),
    );
  const h1 = sizes.find((s) => s.level === 'H1')!.size;
  const others = sizes.filter((s) => s.level !== 'H1');
  for (const heading of others)
    expect(heading.size, `${heading.level} is ${heading.size}px`).toBeLessThan(h1);
  expect(others.length).toBeGreaterThan(0);

  // Labels in one column, values beside them: not the browser's indented <dd> under each <dt>.
  const details = page.locator('dl').filter({ hasText: staff.email });
  const look = await details.evaluate((dl) => {
    const dt = dl.querySelector('dt')!.getBoundingClientRect();
    const dd = dl.querySelector('dd')!;
    return {
      display: getComputedStyle(dl).display,
      ddMargin: getComputedStyle(dd).marginLeft,
      sameRow: Math.abs(dd.getBoundingClientRect().top - dt.top) < 2,
    };
  });
  expect(look).toEqual({ display: 'grid', ddMargin: '0px', sameRow: true });
});

test('lists the devices signed in and signs the others out, keeping this one', async ({
  page,
  staff,
  request,
}) => {
  // The same person on another device.
  const other = await signIn(request, staff.email, STAFF_PASSWORD);
  await page.goto('/admin-panel/profile');
  await adminReady(page);
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(devices.first()).toContainText('Last seen');

  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('One other session was signed out.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('This device');
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

  const refused = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${other}` } });
  expect(refused.status()).toBe(401);
  // This device is still signed in.
  await page.reload();
  await adminReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});
