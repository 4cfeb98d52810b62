import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Crème brûlée & React 19  ', 'creme-brulee-and-react-19'],
    ['--Already-a-slug--', 'already-a-slug'],
    ['E2E testing in CI', 'e2e-testing-in-ci'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays within the limit without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX - 1)} b`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
