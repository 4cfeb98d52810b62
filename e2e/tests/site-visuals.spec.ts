import { expect, test } from '@playwright/test';
import { CASE_SLUGS } from '@agency/schema/site-pages';
import { quietShell } from './shell-support';

// What a visitor sees across pages: seams between sections and the footer, and facts that several
// pages repeat. The layout is the same at every width, so desktop checks it once.
test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the same markup and spacing at every width');
  await quietShell(page);
});

test('the footer follows the last section directly: no white band between them', async ({ page }) => {
  for (const path of [
    '/careers',
    '/cases/joyn',
    '/services/ddt',
    '/services/outstaff',
    '/services/outsource',
  ]) {
    await page.goto(path);
    const seam = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      footer.scrollIntoView({ block: 'center' });
      const top = footer.getBoundingClientRect().top;
      const last = document.querySelector('main')!.lastElementChild!.getBoundingClientRect();
      // The colour a visitor sees in the last row of pixels above the footer.
      let element: Element | null = document.elementFromPoint(10, top - 1);
      let colour = 'rgba(0, 0, 0, 0)';
      while (element && colour === 'rgba(0, 0, 0, 0)') {
        colour = getComputedStyle(element).backgroundColor;
        element = element.parentElement;
      }
      return { gap: Math.round(top - last.bottom), above: colour };
    });
    expect(seam.gap, path).toBe(0);
    expect(seam.above, path).not.toBe('rgb(255, 255, 255)');
  }
});

test("a case's year and disciplines read the same on home, /cases and its own page", async ({ browser }) => {
  // The server HTML, as a crawler or a visitor without JavaScript gets it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const disciplines = (list: string) =>
    page.locator(list).evaluateAll((lists) =>
      lists.map((ul) =>
        Array.from(ul.querySelectorAll('li'))
          .map((li) => li.textContent!.trim())
          .join(', '),
      ),
    );

  await page.goto('/cases');
  const cards = await page.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector('a[href^="/cases/"]')!.getAttribute('href')!,
      year: article.querySelector('time')!.textContent!.trim(),
      disciplines: Array.from(article.querySelectorAll('ul[aria-label="Disciplines"] li'))
        .map((li) => li.textContent!.trim())
        .join(', '),
    })),
  );
  expect(cards.map((card) => card.href)).toEqual(CASE_SLUGS.map((slug) => `/cases/${slug}`));

  for (const card of cards) {
    await page.goto(card.href);
    expect(await disciplines('main ul[aria-label="Disciplines"]'), card.href).toEqual([card.disciplines]);
  }

  // Home prints '2023 · Flutter, UX/UI Design, QA' on each featured case (slider and phone list).
  await page.goto('/');
  const featured = await page
    .getByRole('region', { name: 'Portfolio' })
    .locator('a[href^="/cases/"]')
    .evaluateAll((links) =>
      links
        .map((link) => ({
          href: link.getAttribute('href')!,
          line: Array.from(link.querySelectorAll('span'))
            .filter((span) => span.children.length === 0)
            .map((span) => span.textContent!)
            .find((text) => text.includes(' · ')),
        }))
        .filter((item) => item.line),
    );
  expect(new Set(featured.map((item) => item.href))).toEqual(
    new Set(['/cases/aqua-pal', '/cases/joyn', '/cases/startup-show']),
  );
  for (const { href, line } of featured) {
    const card = cards.find((c) => c.href === href)!;
    expect(line, href).toBe(`${card.year} · ${card.disciplines}`);
  }
  await context.close();
});
