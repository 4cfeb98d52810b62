import { describe, expect, it } from 'vitest';
import { cleanSlugInput, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  Crème brûlée & React 19  ', 'creme-brulee-react-19'],
    ['--Already-a-slug--', 'already-a-slug'],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays within 80 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('cleanSlugInput', () => {
  it('keeps lower-case letters, digits and single hyphens', () => {
    expect(cleanSlugInput('My New_Post ')).toBe('my-new-post-');
    expect(cleanSlugInput('-a--b/c?')).toBe('a-bc');
  });
});
