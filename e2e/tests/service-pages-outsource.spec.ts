import { ANY_VIEWPORT, expectHeadTags, expectInternalLinksOk } from './page-support';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, pausedClock, quietShell } from './shell-support';
import {
  expectServerRenderedHero,
  faqQuestions,
  internalLinks,
  expectCleanHydration,
  expectOtherServiceLinks,
} from './service-pages-support';

const PATH = '/services/outsource';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  'the outsourcing page has its head tags and a server-rendered h1 and hero image',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await expectServerRenderedHero(page, PATH, 'Hand us the whole project');
    await page.goto(PATH);
    await expectHeadTags(page, /^Outsourcing \| /, /whole project/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Outsourcing\s+Hand us the whole project/,
    );
  },
);

test(
  'how it works with a scheme, 4 pros cards, 3 suited-for blocks, in the accent colour #28C0E2',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto(PATH);
    const how = page.getByRole('region', { name: 'How outsourcing works' });
    await expect(how.getByRole('img', { name: /^Scheme:/ })).toBeVisible();

    const pros = page.getByRole('region', { name: 'Why outsource to us' }).getByRole('listitem');
    await expect(pros).toHaveCount(4);
    for (const card of await pros.all()) await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Who outsourcing suits' }).getByRole('listitem'),
    ).toHaveCount(3);

    // The accent is set on the page and used: the pros cards' top border is #28C0E2 ...
    await expect(page.locator('[data-accent]')).toHaveAttribute('data-accent', '#28C0E2');
    await expect(pros.first()).toHaveCSS('border-top-color', 'rgb(40, 192, 226)');
    // ... while cyan text on white uses the darker shade that passes contrast.
    const eyebrow = page.getByRole('heading', { level: 1 }).locator('span').first();
    await expect(eyebrow).toHaveCSS('color', 'rgb(14, 116, 144)');
  },
);

/** The process tabs: the one selected tab and the one visible panel. */
async function expectOnlySelected(page: Page, tabs: Locator, index: number, titles: string[]) {
  for (let i = 0; i < titles.length; i++)
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', i === index ? 'true' : 'false');
  const panels = page.getByRole('tabpanel');
  await expect(panels).toHaveCount(1);
  await expect(panels.getByRole('heading', { level: 3 })).toHaveText(titles[index]!);
  return panels;
}

/** A panel's text and picture, to tell the stages apart. */
async function panelSignature(panel: Locator) {
  const text = await panel.locator('p').first().textContent();
  const alt = await panel.getByRole('img').getAttribute('alt');
  const src = await panel.getByRole('img').getAttribute('src');
  return `${text} | ${alt} | ${src}`;
}

test(
  'the process has 4 tabs: the first active at the start, exactly one after clicks and arrow keys',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const tablist = page.getByRole('tablist', { name: 'How we run an outsourced project' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const titles = ['Discovery', 'Design', 'Development and QA', 'Release and support'];
    for (let i = 0; i < 4; i++) await expect(tabs.nth(i)).toContainText(titles[i]!);

    // Each stage has its own text and picture.
    const seen = new Set<string>();
    let panel = await expectOnlySelected(page, tabs, 0, titles);
    seen.add(await panelSignature(panel));

    await tabs.nth(2).click();
    panel = await expectOnlySelected(page, tabs, 2, titles);
    seen.add(await panelSignature(panel));

    // Arrow keys move the selection and the focus, wrapping at the ends; Home and End jump.
    await page.keyboard.press('ArrowRight');
    panel = await expectOnlySelected(page, tabs, 3, titles);
    await expect(tabs.nth(3)).toBeFocused();
    seen.add(await panelSignature(panel));
    await page.keyboard.press('ArrowRight');
    await expectOnlySelected(page, tabs, 0, titles);
    await page.keyboard.press('ArrowLeft');
    await expectOnlySelected(page, tabs, 3, titles);
    await page.keyboard.press('Home');
    await expectOnlySelected(page, tabs, 0, titles);
    await page.keyboard.press('End');
    await expectOnlySelected(page, tabs, 3, titles);
    await tabs.nth(1).click();
    panel = await expectOnlySelected(page, tabs, 1, titles);
    seen.add(await panelSignature(panel));
    expect(seen.size).toBe(4);
    // Only the selected tab is in the tab order.
    await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  },
);

const slider = (page: Page) => page.getByRole('region', { name: 'Outsourcing services' });
const counter = (page: Page) => page.getByTestId('carousel-counter');

test(
  'the services slider: 5 cards, counter 01 / 05, moved by ArrowRight and by the wheel',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await pausedClock(page);
    await page.goto(PATH);
    await hydrated(page);
    const track = slider(page);
    await expect(track.getByRole('group')).toHaveCount(5);
    await expect(counter(page)).toHaveText('01 / 05');

    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('02 / 05');
    await expect(track.getByRole('group').nth(1).locator('article')).toHaveAttribute('aria-current', 'true');

    // One card per wheel gesture: a burst of events right after moves nothing more.
    await track.hover();
    await page.mouse.wheel(0, 120);
    await expect(counter(page)).toHaveText('03 / 05');
    await page.mouse.wheel(0, 120);
    await expect(counter(page)).toHaveText('03 / 05');
    await page.clock.runFor(400);
    await page.mouse.wheel(0, 120);
    await expect(counter(page)).toHaveText('04 / 05');

    await page.keyboard.press('End');
    await expect(counter(page)).toHaveText('05 / 05');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('04 / 05');
    await page.keyboard.press('Home');
    await expect(counter(page)).toHaveText('01 / 05');
    await page.getByRole('button', { name: 'Next service' }).click();
    await expect(counter(page)).toHaveText('02 / 05');
  },
);

/** How many slides lie entirely inside the track's box. */
async function fullyVisibleSlides(page: Page) {
  const track = slider(page);
  const box = (await track.boundingBox())!;
  let count = 0;
  for (const slide of await track.getByRole('group').all()) {
    const b = (await slide.boundingBox())!;
    if (b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1) count += 1;
  }
  return count;
}

test(
  'slides per view: 5 at 1366 px, all 5 at 1920 px, 4 at 1024 px where the track follows',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const first = slider(page).getByRole('group').first();
    // 1366 px: five per view.
    const width1366 = (await first.boundingBox())!.width;
    const track1366 = (await slider(page).boundingBox())!.width;
    expect(Math.abs(width1366 - (track1366 - 4 * 16) / 5)).toBeLessThan(2);
    expect(await fullyVisibleSlides(page)).toBe(5);

    // 1920 px: six per view, so all five show.
    await page.setViewportSize({ width: 1920, height: 1000 });
    await expect
      .poll(async () => {
        const track = (await slider(page).boundingBox())!.width;
        return Math.round((track - 5 * 16) / 6 - (await first.boundingBox())!.width);
      })
      .toBe(0);
    expect(await fullyVisibleSlides(page)).toBe(5);

    // 1024 px: four per view; reaching the fifth card slides the track.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(() => fullyVisibleSlides(page)).toBe(4);
    await slider(page).focus();
    await page.keyboard.press('End');
    await expect(counter(page)).toHaveText('05 / 05');
    const fifth = slider(page).getByRole('group').nth(4);
    await expect
      .poll(
        async () => {
          const track = (await slider(page).boundingBox())!;
          const card = (await fifth.boundingBox())!;
          return card.x + card.width <= track.x + track.width + 1 && (await first.boundingBox())!.x < track.x;
        },
        { timeout: 10_000, message: 'the track follows to the fifth card' },
      )
      .toBe(true);
    expect(await fullyVisibleSlides(page)).toBe(4);
  },
);

test('dragging the slider moves it at the touch ratio 0.3', { tag: '@desktop-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(PATH);
  await hydrated(page);
  const second = slider(page).getByRole('group').nth(1);
  await second.scrollIntoViewIfNeeded();
  const start = (await second.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(start.x + start.width / 2 - step * 20, start.y + start.height / 2);
  // 200 px of pointer travel moves the track about 60 px.
  const moved = start.x - (await second.boundingBox())!.x;
  expect(moved).toBeGreaterThan(40);
  expect(moved).toBeLessThan(80);
  await page.mouse.up();
});

test(
  'on mobile the services are a stacked list without slider controls',
  { tag: '@phone-only' },
  async ({ page }) => {
    // the mobile layout
    await page.goto(PATH);
    await hydrated(page);
    const slides = slider(page).getByRole('group');
    await expect(slides).toHaveCount(5);
    const boxes = [];
    for (const slide of await slides.all()) boxes.push((await slide.boundingBox())!);
    for (let i = 1; i < boxes.length; i++) {
      expect(Math.abs(boxes[i]!.x - boxes[0]!.x)).toBeLessThan(1);
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    await expect(counter(page)).toBeHidden();
    await expect(slider(page)).not.toHaveAttribute('tabindex', /.*/);
  },
);

test(
  'a 3-question FAQ; one answer lists the four tasks the partner takes on',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const questions = faqQuestions(page, 'Outsourcing FAQ');
    await expect(questions).toHaveCount(3);
    const first = questions.first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: 'What does an outsourcing partner take care of?' });
    const tasks = answer.getByRole('listitem');
    await expect(tasks).toHaveCount(4);
    await expect(tasks.nth(0)).toContainText('Team search and selection');
    await expect(tasks.nth(1)).toContainText('Staff management');
    await expect(tasks.nth(2)).toContainText('Payroll, taxes and contributions');
    await expect(tasks.nth(3)).toContainText('Documentation and reporting');
    await first.click();
    await expect(answer).toBeHidden();
  },
);

test(
  'links to the ddt and outstaff pages; every internal link answers 200',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(PATH);
    await expectOtherServiceLinks(page, [
      [/Dedicated development team/, '/services/ddt'],
      [/Outstaffing/, '/services/outstaff'],
    ]);
    await expect(page.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
    expect(await internalLinks(page)).toEqual(
      expect.arrayContaining(['/services', '/services/ddt', '/services/outstaff']),
    );
    await expectInternalLinksOk(page);
  },
);

test(
  'hydrates without errors and has no serious accessibility violations',
  { tag: '@desktop-only' },
  async ({ page }) => expectCleanHydration(page, PATH, 'Outsourcing FAQ'),
);
