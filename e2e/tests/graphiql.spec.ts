import { expect, test } from '@playwright/test';

// GraphiQL, for integrators: one page of inline script and style served by Yoga at /graphql, under
// the production headers. The site's strict CSP once reached it too and left it blank.
test.describe('GraphiQL', () => {
  test('opens and runs its sample query against the live schema', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const answer = await page.goto('/graphql');
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-security-policy']).toBeUndefined();

    const run = page.getByRole('button', { name: /Execute query/i });
    await expect(run).toBeVisible({ timeout: 30_000 });
    const box = await run.boundingBox();
    expect(box?.width).toBeGreaterThan(20);
    await run.click();
    // The answer pane shows the categories the sample query asks for.
    await expect(page.locator('.result-window')).toContainText('"categories"', { timeout: 15_000 });
    expect(refused).toEqual([]);
  });
});
