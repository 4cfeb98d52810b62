import { adminReady, expect, gql, gqlOk, test } from './admin-support';

// Decision 046: a copywriter schedules a draft a few seconds ahead in the editor, in their own time
// zone; the articles list shows "Scheduled" with the moment before it comes; at its time the
// article appears on /blog by itself (one instance's runner, no reload of the admin needed).
test.use({ role: 'COPYWRITER', timezoneId: 'Asia/Tokyo' });

test('a scheduled article appears on /blog at its time, and its list shows the schedule before @any-viewport', async ({
  page,
  request,
  staff,
}) => {
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Scheduled article ${key}`;
  const { createArticle } = await gqlOk<{ createArticle: { id: string; slug: string } }>(
    request,
    'mutation ($input: ArticleCreateInput!) { createArticle(input: $input) { id slug } }',
    {
      input: {
        title,
        description: 'Published by its schedule.',
        content: '<p>Body text.</p>',
        category: 'DESIGN',
        visibility: false,
      },
    },
    staff.token,
  );
  try {
    await page.goto(`/admin-panel/article/${createArticle.slug}/edit`);
    await adminReady(page);
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await expect(schedule.getByText('Nothing is scheduled.')).toBeVisible();
    await expect(schedule.getByText('Times are in your time zone (Asia/Tokyo)')).toBeVisible();

    // Ten seconds ahead, typed as the viewer's local (Tokyo) time, to the second.
    const { local, iso } = await page.evaluate(() => {
      const at = new Date(Date.now() + 10_000);
      at.setMilliseconds(0);
      const p = (n: number) => String(n).padStart(2, '0');
      return {
        local: `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}T${p(at.getHours())}:${p(at.getMinutes())}:${p(at.getSeconds())}`,
        iso: at.toISOString(),
      };
    });
    await schedule.getByLabel('Publish at', { exact: true }).fill(local);
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(schedule.getByRole('status')).toHaveText('Schedule saved.');
    const pending = schedule.getByRole('list', { name: 'Pending schedule' });
    await expect(pending).toContainText('Will be published');
    // Stored as UTC: the moment typed in Tokyo time.
    await expect(pending.locator('time')).toHaveAttribute('datetime', iso);

    // The list says so before it happens, with the moment in the viewer's time zone.
    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByTestId('schedule-badge')).toContainText('Scheduled: Publishes');
    await expect(row.getByTestId('schedule-badge').locator('time')).toHaveAttribute('datetime', iso);
    await expect(row.getByText('Draft')).toBeVisible();
    expect(await (await request.get('/blog')).text()).not.toContain(title);

    // At its time, the blog has it (the page cache heard of it: no stale list).
    await expect
      .poll(async () => (await (await request.get('/blog')).text()).includes(title), {
        timeout: 25_000,
        intervals: [250],
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(iso));
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  } finally {
    await gql(
      request,
      'mutation ($id: ID!) { deleteArticle(id: $id) }',
      { id: createArticle.id },
      staff.token,
    );
  }
});
