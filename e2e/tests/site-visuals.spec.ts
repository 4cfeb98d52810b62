import { expect, test } from '@playwright/test';
import { quietShell } from './shell-support';

// What a visitor sees across pages: seams between sections and the footer. The layout is the same at every width, so desktop checks it once.
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
