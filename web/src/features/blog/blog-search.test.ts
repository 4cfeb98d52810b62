import { describe, expect, it } from 'vitest';
import { parseBlogSearch } from './blog-search';

describe('parseBlogSearch', () => {
  it('keeps a known category and a page after the first', () => {
    expect(parseBlogSearch({ category: 'DEVELOPMENT', page: 3 })).toEqual({
      category: 'DEVELOPMENT',
      page: 3,
    });
  });

  it('accepts the display name of a category', () => {
    expect(parseBlogSearch({ category: 'web technologies' }).category).toBe('WEB_TECHNOLOGIES');
  });

  it('drops unknown categories and bad pages, overriding the raw values', () => {
    const parsed = parseBlogSearch({ category: 'nope', page: 'abc' });
    expect(parsed).toEqual({ category: undefined, page: undefined });
    expect(Object.keys(parsed).sort()).toEqual(['category', 'page']);
    expect(parseBlogSearch({ page: 1 }).page).toBeUndefined();
    expect(parseBlogSearch({ page: -2 }).page).toBeUndefined();
    expect(parseBlogSearch({ page: 2.5 }).page).toBeUndefined();
  });
});
