import { adminReady, expect, test } from './admin-support';

// An ADMIN registers a webhook endpoint on the Webhooks screen (decision 062): the address is
// refused by name when it is not https or points inside, the signing secret is shown once, a test
// delivery shows in the endpoint's log, and the endpoint is deleted again.
test('an admin registers an endpoint, sees its secret once, sends a test delivery and deletes it', async ({
  page,
  staff: _admin,
}) => {
  const url = `https://93.184.216.34/e2e/${Date.now()}`;
  await page.goto('/admin-panel/webhooks');
  await adminReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  await page.getByRole('button', { name: 'Register an endpoint' }).click();
  const address = page.getByLabel('Address (https://)');
  await address.fill('http://example.com/hook');
  await page.getByRole('checkbox', { name: /lead\.received/ }).check();
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByText('Only https:// addresses receive webhooks.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  // Only the server can tell an address inside: its answer shows under the same field.
  await address.fill('https://10.0.0.1/hook');
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(page.getByText(/inside a private network/)).toBeVisible();

  await address.fill(url);
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  const secret = page.getByRole('region', { name: `Signing secret for ${url}` });
  await expect(secret).toBeVisible();
  await expect(secret.getByText(/^whsec_[A-Za-z0-9+/]{43}=$/)).toBeVisible();
  await secret.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secret).toBeHidden();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
  await expect(card.getByText('Enabled')).toBeVisible();
  await card.getByRole('button', { name: 'Send test delivery' }).click();
  await expect(card.getByText('webhook.test')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resend' })).toBeVisible();

  // Shown once: a fresh load lists the endpoint and no secret.
  await page.reload();
  await adminReady(page);
  await expect(page.getByRole('heading', { name: url })).toBeVisible();
  await expect(page.getByText(/whsec_/)).toHaveCount(0);

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page.getByRole('heading', { name: url })).toBeHidden();
});
