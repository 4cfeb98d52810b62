import { adminReady, expect, test } from './admin-support';
import { makeArticles, removeArticles, tag } from './admin-lists-support';

// The admin lists and the section menu on a phone (decision 047): cards with their actions, not a
// table that scrolls sideways; a menu whose edge shows that it scrolls. Measured by geometry and
// computed style, not only the DOM.

test.describe('on a phone, as ADMIN', () => {
  test.use({ role: 'ADMIN', viewport: { width: 390, height: 844 } });

  test('the lists are cards with their actions, and the menu shows that it scrolls', async ({
    page,
    request,
    staff,
  }) => {
    const prefix = tag();
    const ids = await makeArticles(request, staff.token, prefix, ['Card one', 'Card two']);
    try {
      await page.goto(`/admin-panel/articles?q=${prefix}`);
      await adminReady(page);
      // Cards, not a table: nothing wider than the screen.
      await expect(page.getByRole('table', { name: 'Articles' })).toBeHidden();
      const cards = page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      const card = cards.filter({ hasText: 'Card one' });
      await expect(card.getByRole('button', { name: /Show .*Card one/ })).toBeVisible();
      await expect(card.getByRole('checkbox', { name: `Select ${prefix} Card one` })).toBeVisible();
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByLabel('Sort by')).toBeVisible();

      // The menu scrolls sideways: its far edge fades while more is beyond it, items snap whole.
      const menu = page.getByRole('navigation', { name: 'Admin' }).getByRole('list');
      const style = await menu.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          overflows: el.scrollWidth > el.clientWidth,
          snap: s.scrollSnapType,
          mask: s.maskImage || s.webkitMaskImage,
        };
      });
      expect(style.overflows).toBe(true);
      expect(style.snap).toContain('x');
      expect(style.mask).toContain('linear-gradient');
      await expect(menu).toHaveAttribute('data-more-end', '');
      await menu.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(menu).not.toHaveAttribute('data-more-end');
      await expect(menu).toHaveAttribute('data-more-start', '');
      // The last item is then whole inside the menu.
      const last = menu.getByRole('listitem').last();
      const [m, l] = [(await menu.boundingBox())!, (await last.boundingBox())!];
      expect(l.x + l.width).toBeLessThanOrEqual(m.x + m.width + 1);
    } finally {
      await removeArticles(request, staff.token, ids);
    }
  });
});
