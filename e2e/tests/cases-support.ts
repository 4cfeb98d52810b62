import { expect, type Page } from '@playwright/test';

/** The eleven cases of the spec, in the order the cases page lists them, with their names. */
export const CASES = [
  { slug: 'joinuz', title: 'Joinuz', kind: /progressive web app/i },
  { slug: 'zise', title: 'Zise', kind: /wallet/i },
  { slug: 'aqua-pal', title: 'Aqua Pal', kind: /water tracker/i },
  { slug: 'joyn', title: 'Joyn', kind: /EV charging/i },
  { slug: 'israel-tv', title: 'Israel TV', kind: /stream/i },
  { slug: 'startup-show', title: 'Startup Show', kind: /movie/i },
  { slug: 'tailors', title: 'Tailors', kind: /store|e-commerce/i },
  { slug: 'ziksen', title: 'Ziksen', kind: /music/i },
  { slug: 'saqure', title: 'SaQure', kind: /massage/i },
  { slug: 'rainbow', title: 'Rainbow', kind: /social/i },
  { slug: 'halves', title: 'Halves', kind: /dating/i },
] as const;

/** The discipline names a case may list (the industries of the home page). */
export const DISCIPLINES = ['iOS', 'Android', 'Flutter', 'Web', 'UX/UI Design', 'QA'];

/**
 * Every image of `main` has its intrinsic size and an alt attribute, has loaded, and only the
 * page's main image is eager.
 */
export async function expectImagesWellFormed(page: Page, eagerCount = 1) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  const facts = await images.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      alt: img.getAttribute('alt'),
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
    })),
  );
  for (const fact of facts) {
    expect(fact.width).toBeGreaterThan(0);
    expect(fact.height).toBeGreaterThan(0);
    expect(fact.alt).not.toBeNull();
  }
  const eager = facts.filter((fact) => fact.loading === 'eager');
  expect(eager).toHaveLength(eagerCount);
  for (const fact of eager) expect(fact.fetchPriority).toBe('high');
  expect(facts.filter((fact) => fact.loading === 'lazy')).toHaveLength(count - eagerCount);
  // The main image really arrived (a broken render URL would leave it empty).
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}
