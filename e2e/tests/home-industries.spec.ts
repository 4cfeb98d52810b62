import { expect, test, type Page } from '@playwright/test';
import { HOME, openHome, recordWheel, wheelLog } from './home-support';
import { pausedClock } from './shell-support';
import { ANY_VIEWPORT } from './page-support';

const TITLES = [
  'UX/UI design',
  'iOS development',
  'Flutter development',
  'Android development',
  'Web development',
  'Quality assurance',
];

/** A card's cover picture (decorative, so hidden from assistive technology). */
const COVER = 'div[aria-hidden="true"]';
const carousel = (page: Page) => page.getByRole('region', { name: 'Industries' });
const cards = (page: Page) => carousel(page).getByRole('article');
const cardButton = (page: Page, i: number) => cards(page).nth(i).getByRole('button');
const counter = (page: Page) =>
  page.getByRole('region', { name: 'Our expertise' }).getByTestId('carousel-counter');
const slideX = (page: Page, i: number) =>
  carousel(page)
    .getByRole('group')
    .nth(i)
    .evaluate((slide) => Math.round(slide.getBoundingClientRect().x));

test(
  'six industry cards with numbers 01 to 06, titles, descriptions and covers',
  { tag: ANY_VIEWPORT },
  async ({ page }) => {
    await openHome(page);
    await expect(cards(page)).toHaveCount(6);
    for (const [i, title] of TITLES.entries()) {
      const card = cards(page).nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByText(`0${i + 1}`, { exact: true })).toBeAttached();
      await expect(card.getByRole('listitem')).not.toHaveCount(0);
      await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    }
    await expect(carousel(page).getByRole('group')).toHaveCount(6);
    await expect(carousel(page).getByRole('group').nth(5)).toHaveAttribute('aria-label', '6 of 6');
  },
);

test(
  'desktop: the first card starts open and the counter reads 01 / 06',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the carousel is desktop only
    await openHome(page);
    await expect(counter(page)).toHaveText('01 / 06');
    await expect(cardButton(page, 0)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).nth(0)).toHaveAttribute('data-status', 'open');
    await expect(cards(page).nth(0)).toHaveAttribute('data-cover', 'up');
    for (const i of [1, 2, 3, 4, 5]) {
      await expect(cards(page).nth(i)).toHaveAttribute('data-status', 'closed');
      await expect(cards(page).nth(i)).toHaveAttribute('data-cover', 'down');
      await expect(cardButton(page, i)).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(carousel(page)).toHaveAttribute('tabindex', '0');
  },
);

test(
  'desktop: a click opens the card, slides to it in 500 ms and remembers it for the session',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the carousel is desktop only
    await pausedClock(page);
    await openHome(page);
    await carousel(page).scrollIntoViewIfNeeded();
    const trackX = await carousel(page).evaluate((t) => Math.round(t.getBoundingClientRect().x));
    expect(await slideX(page, 0)).toBe(trackX);

    await cardButton(page, 2).click();
    await expect(counter(page)).toHaveText('03 / 06');
    await expect(cardButton(page, 2)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).nth(2)).toHaveAttribute('data-status', 'open');
    await expect(cards(page).nth(0)).toHaveAttribute('data-status', 'closed');
    await expect(cardButton(page, 0)).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => sessionStorage.getItem('industries'))).toBe('03');

    // 1366 px shows five cards, so the track can move by one: card 2 comes to the front edge.
    const start = await slideX(page, 1);
    expect(start).toBeGreaterThan(trackX + 100);
    await page.clock.runFor(100);
    const moving = await slideX(page, 1);
    expect(moving).toBeLessThan(start);
    expect(moving).toBeGreaterThan(trackX);
    await page.clock.runFor(HOME.cardClickSlideMs - 100);
    await expect.poll(() => slideX(page, 1)).toBe(trackX);

    // The choice survives a client navigation away and back, and a reload.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Agency', exact: true }).click();
    await expect(counter(page)).toHaveText('03 / 06');
    await expect(cards(page).nth(2)).toHaveAttribute('data-status', 'open');
    await page.reload();
    await expect(counter(page)).toHaveText('03 / 06');
  },
);

test('desktop: the keyboard opens a card too', { tag: '@desktop-only' }, async ({ page }) => {
  // the carousel is desktop only
  await openHome(page);
  await cardButton(page, 3).focus();
  await expect(cards(page).nth(3)).toHaveAttribute('data-cover', 'up');
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText('04 / 06');
  await expect(cardButton(page, 3)).toHaveAttribute('aria-pressed', 'true');
});

test(
  'desktop: hovering a closed card rolls its cover up, leaving rolls it down; the open card stays up',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // phones have no cover effect
    await openHome(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await cards(page).nth(1).hover();
    await expect(cards(page).nth(1)).toHaveAttribute('data-cover', 'up');
    await cards(page).nth(0).hover();
    await expect(cards(page).nth(1)).toHaveAttribute('data-cover', 'down');
    await expect(cards(page).nth(0)).toHaveAttribute('data-cover', 'up');
    await page.mouse.move(5, 5);
    await expect(cards(page).nth(0)).toHaveAttribute('data-cover', 'up');
    await expect(cards(page).nth(0)).toHaveAttribute('data-status', 'open');
    // A closed card's cover lies over its description; an open one's is rolled away above it.
    const coverOverText = (i: number) =>
      cards(page)
        .nth(i)
        .locator(COVER)
        .evaluate((layer) => {
          const cover = layer.getBoundingClientRect();
          const text = layer.closest('article')!.querySelector('ul')!.getBoundingClientRect();
          if (cover.bottom <= text.top + 0.5) return 'rolled away';
          return cover.top <= text.top + 0.5 && cover.bottom >= text.bottom - 0.5
            ? 'over the text'
            : 'partly';
        });
    await expect.poll(() => coverOverText(0)).toBe('rolled away');
    await expect.poll(() => coverOverText(1)).toBe('over the text');
  },
);

test(
  'desktop: closed cards show no part of their description, and the open card is filled',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // phones have no cover effect
    await openHome(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await carousel(page).evaluate(async (track) => {
      await Promise.all(track.getAnimations({ subtree: true }).map((animation) => animation.finished));
    });
    const looks = await cards(page).evaluateAll(
      (all, coverSelector) =>
        all.map((card) => {
          const box = card.getBoundingClientRect();
          const cover = card.querySelector(coverSelector)!.getBoundingClientRect();
          // Every line of the description as laid out (a range gives one box per line).
          const lines = Array.from(card.querySelectorAll('li')).flatMap((item) => {
            const range = document.createRange();
            range.selectNodeContents(item);
            return Array.from(range.getClientRects()).filter((line) => line.width > 0);
          });
          // A line the cover's edge runs through is half seen, half hidden.
          const cut = lines.filter(
            (line) =>
              (line.top < cover.top - 0.5 && line.bottom > cover.top + 0.5) ||
              (line.top < cover.bottom - 0.5 && line.bottom > cover.bottom + 0.5) ||
              line.bottom > box.bottom,
          ).length;
          const last = Math.max(...lines.map((line) => line.bottom));
          return {
            status: card.dataset.status,
            cut,
            // The open card: how much of it stays empty under its last line.
            emptyBelow: Math.round(((box.bottom - last) / box.height) * 100) / 100,
          };
        }),
      COVER,
    );
    const visible = looks.slice(0, 5); // 1366 px shows five cards
    expect(visible.map(({ status, cut }) => ({ status, cut }))).toEqual([
      { status: 'open', cut: 0 },
      ...Array.from({ length: 4 }, () => ({ status: 'closed', cut: 0 })),
    ]);
    expect(visible[0]!.emptyBelow).toBeLessThan(0.25);
  },
);

test(
  'desktop: the wheel moves the carousel and is released to the page 800 ms after an edge',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // the carousel is desktop only
    await pausedClock(page);
    await openHome(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await recordWheel(page);
    const box = (await carousel(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const trackX = Math.round(box.x);

    // At the first card the wheel up is held until the carousel has rested there for 800 ms.
    await page.mouse.wheel(0, -100);
    expect(await wheelLog(page)).toEqual([true]);
    await page.clock.runFor(HOME.wheelEdgeReleaseMs);
    await page.mouse.wheel(0, -100);
    expect(await wheelLog(page)).toEqual([false]);

    // Down: one card per gesture; at 1366 px (five in view) that reaches the last position.
    await page.mouse.wheel(0, 100);
    expect(await wheelLog(page)).toEqual([true]);
    await page.clock.runFor(300);
    await expect.poll(() => slideX(page, 1)).toBe(trackX);
    await page.clock.runFor(400); // at most 700 ms at the edge
    await page.mouse.wheel(0, 100);
    expect(await wheelLog(page)).toEqual([true]);
    await page.clock.runFor(400); // now at least 800 ms
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 100);
    expect(await wheelLog(page)).toEqual([false]);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
  },
);

test(
  'phones: a plain list of the six cards, without the carousel or the cover effect',
  { tag: '@phone-only' },
  async ({ page }) => {
    // a phone layout
    await openHome(page);
    await expect(carousel(page)).not.toHaveAttribute('tabindex', /.*/);
    await expect(counter(page)).toBeHidden();
    const boxes = await cards(page).evaluateAll((all) => all.map((c) => c.getBoundingClientRect().toJSON()));
    expect(boxes).toHaveLength(6);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i].x).toBe(boxes[0].x);
      expect(boxes[i].y).toBeGreaterThan(boxes[i - 1].y + boxes[i - 1].height - 1);
    }
    // Every description is readable, the cover a still picture beside the title.
    await cards(page).nth(1).hover();
    for (const i of [0, 1, 5]) {
      await expect(cards(page).nth(i).getByRole('listitem').first()).toBeVisible();
      const cover = await cards(page)
        .nth(i)
        .locator(COVER)
        .evaluate((layer) => {
          const style = getComputedStyle(layer);
          return { position: style.position, transform: style.transform };
        });
      expect(cover).toEqual({ position: 'static', transform: 'none' });
    }
  },
);
