import { ANY_VIEWPORT, expectHeadTags, expectInternalLinksOk } from './page-support';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, quietShell } from './shell-support';
import {
  expectCleanHydration,
  expectOtherServiceLinks,
  expectServerRenderedHero,
  faqQuestions,
} from './service-pages-support';

const PATH = '/services/ddt';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test(
  '/services/ddt/ (the spec route) and /services/ddt (the header link) both end in 200',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // The router's canonical form has no trailing slash: the spec's route redirects there, with a
    // permanent redirect (301: a search engine moves its ranking to the target; pages are GETs).
    const redirect = await page.request.get('/services/ddt/', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toMatch(/\/services\/ddt$/);
    for (const path of ['/services/ddt/', '/services/ddt']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'A team that works only on your product',
      );
    }
  },
);

test(
  'the ddt page has its head tags and a server-rendered h1 and hero image',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await expectServerRenderedHero(page, PATH, 'A team that works only on your product');
    await page.goto(PATH);
    await expectHeadTags(page, /^Dedicated Development Team \| /, /85% senior or middle engineers/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Dedicated development team\s+A team that works only on your product/,
    );
  },
);

test(
  'the claims, 5 value cards, 5 steps, a photo strip and 4 pros cards',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await page.goto(PATH);
    const info = page.getByRole('region', { name: 'What a dedicated team is' });
    await expect(info.getByText('85%', { exact: true })).toBeVisible();
    await expect(info.getByText('senior or middle engineers')).toBeVisible();
    await expect(info.getByText('9.9/10', { exact: true })).toBeVisible();
    await expect(info.getByText('client satisfaction score')).toBeVisible();

    await expect(
      page.getByRole('region', { name: 'What a dedicated team gives you' }).getByRole('listitem'),
    ).toHaveCount(5);
    const steps = page.getByRole('region', { name: 'How we build your team' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Requirements',
      'Team assembly',
      'Onboarding',
      'Development',
      'Growth and support',
    ]);
    await expect(page.getByRole('region', { name: 'Life in a dedicated team' }).getByRole('img')).toHaveCount(
      4,
    );
    await expect(
      page.getByRole('region', { name: 'Why clients choose our teams' }).getByRole('listitem'),
    ).toHaveCount(4);
  },
);

const PLAN = /^Planning a team:/;
const DELIVER = /^Delivering with the team:/;

/** Scrolls a process step to the middle of the window, where it counts as the one being read. */
async function readStep(page: Page, title: string) {
  await page
    .getByRole('region', { name: 'How we build your team' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) })
    .evaluate((node) => node.scrollIntoView({ block: 'center' }));
}

test(
  'wider than 1366 px the process picture swaps while scrolling through the steps',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PATH);
    await hydrated(page);
    const sticky = page.getByTestId('process-sticky-images');
    await expect(sticky).toBeVisible();
    await expect(page.getByTestId('process-inline-image').first()).toBeHidden();

    // Each step crossing the middle of the window shows its picture: steps 1-3 planning, 4-5 delivery.
    for (const [title, shown, hidden] of [
      ['Requirements', PLAN, DELIVER],
      ['Development', DELIVER, PLAN],
      ['Onboarding', PLAN, DELIVER],
      ['Growth and support', DELIVER, PLAN],
      ['Team assembly', PLAN, DELIVER],
    ] as const) {
      await readStep(page, title);
      await expect(sticky.getByRole('img', { name: shown })).toBeVisible();
      await expect(sticky.getByRole('img', { name: hidden })).toBeHidden();
    }
  },
);

test(
  'at 1366 px nothing swaps: both pictures sit inline with the steps',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    await expect(page.getByTestId('process-sticky-images')).toBeHidden();
    const inline = page.getByTestId('process-inline-image');
    await expect(inline).toHaveCount(2);
    await readStep(page, 'Growth and support');
    await expect(inline.nth(0).getByRole('img', { name: PLAN })).toBeVisible();
    await expect(inline.nth(1).getByRole('img', { name: DELIVER })).toBeVisible();
    await expect(page.getByTestId('process-sticky-images')).toHaveAttribute('data-shown', '0');
  },
);

test('a 3-question FAQ', { tag: ANY_VIEWPORT }, async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  const questions = faqQuestions(page, 'Dedicated team FAQ');
  await expect(questions).toHaveCount(3);
  await questions.last().click();
  await expect(page.getByRole('region', { name: 'Can I change the team’s size later?' })).toContainText(
    'two weeks’ notice',
  );
});

test(
  'links to the outsource and outstaff pages; every internal link answers 200',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto(PATH);
    const other = await expectOtherServiceLinks(page, [
      [/Outsourcing/, '/services/outsource'],
      [/Outstaffing/, '/services/outstaff'],
    ]);
    await expect(other.getByRole('link')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
    await expectInternalLinksOk(page);
  },
);

test(
  'hydrates without errors and has no serious accessibility violations',
  { tag: '@desktop-only' },
  async ({ page }) => expectCleanHydration(page, PATH, 'Dedicated team FAQ'),
);
