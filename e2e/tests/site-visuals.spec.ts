import { expect, test } from '@playwright/test';
import { CASE_SLUGS } from '@agency/schema/site-pages';

// What a visitor sees across pages: seams between sections and the footer, and facts that several
// pages repeat. Both are in the server HTML and its CSS, the same at every width: desktop checks
// them once, without JavaScript (no hydration to wait for, no preloader or cookie banner).
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the same markup and spacing at every width');
});

test('the footer follows the last section directly: no white band between them', async ({ page }) => {
  for (const path of [
    '/careers',
    '/cases/joyn',
    '/services/ddt',
    '/services/outstaff',
    '/services/outsource',
  ]) {
    await page.goto(path, { waitUntil: 'domcontentloaded' }); // the CSS is inlined in the head
    const seam = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      footer.scrollIntoView({ block: 'center' });
      const top = footer.getBoundingClientRect().top;
      // The last part of the page that is laid out (the router's data scripts are not). A part
      // hydrated in pieces sits in a `display: contents` wrapper (components/hydration), which has
      // no box of its own: its children are the parts.
      const flatten = (element: Element): Element[] =>
        getComputedStyle(element).display === 'contents'
          ? Array.from(element.children).flatMap(flatten)
          : [element];
      const parts = Array.from(document.querySelector('main')!.children)
        .flatMap(flatten)
        .filter((part) => part.getClientRects().length);
      const last = parts.at(-1)!.getBoundingClientRect();
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

test("a case's year and disciplines read the same on home, /cases and its own page", async ({ request }) => {
  // The server HTML, as a crawler or a visitor without JavaScript gets it.
  const html = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  const text = (markup: string) =>
    markup
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .trim();
  const disciplines = (markup: string) =>
    [...markup.matchAll(/<ul[^>]*aria-label="Disciplines"[^>]*>(.*?)<\/ul>/gs)].map((list) =>
      [...list[1]!.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((item) => text(item[1]!)).join(', '),
    );

  const cards = (await html('/cases'))
    .split('<article')
    .slice(1)
    .map((card) => ({
      href: /href="(\/cases\/[a-z-]+)"/.exec(card)![1]!,
      year: /<time[^>]*>(\d{4})<\/time>/.exec(card)![1]!,
      disciplines: disciplines(card)[0]!,
    }));
  expect(cards.map((card) => card.href)).toEqual(CASE_SLUGS.map((slug) => `/cases/${slug}`));
  for (const card of cards) expect(disciplines(await html(card.href)), card.href).toEqual([card.disciplines]);

  // Home prints '2023 · Flutter, UX/UI Design, QA' on each featured case (slider and phone list).
  const featured = [
    ...(await html('/')).matchAll(
      /href="(\/cases\/[a-z-]+)"(?:(?!<\/a>).)*?<span[^>]*>(\d{4}<!-- --> · <!-- -->[^<]*)<\/span>/gs,
    ),
  ].map((match) => ({ href: match[1]!, line: text(match[2]!) }));
  expect(featured).toHaveLength(6);
  expect(new Set(featured.map((item) => item.href))).toEqual(
    new Set(['/cases/aqua-pal', '/cases/joyn', '/cases/startup-show']),
  );
  for (const { href, line } of featured) {
    const card = cards.find((c) => c.href === href)!;
    expect(line, href).toBe(`${card.year} · ${card.disciplines}`);
  }
});
