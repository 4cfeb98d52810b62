import { describe, expect, it } from 'vitest';
import { EMPTY_ARTICLE, validateArticle } from '../articles/article-values';
import { slugify } from '@agency/schema/slug';
import { visibleErrors } from './checked-errors';

describe('visibleErrors', () => {
  const submittedEmpty = { errors: validateArticle(EMPTY_ARTICLE), against: EMPTY_ARTICLE };

  it('drops the slug message once a typed title fills a valid slug', () => {
    expect(visibleErrors(submittedEmpty, EMPTY_ARTICLE, validateArticle).slug).toMatch(/enter a slug/);
    const title = 'Hello world';
    const typed = { ...EMPTY_ARTICLE, title, slug: slugify(title) };
    const shown = visibleErrors(submittedEmpty, typed, validateArticle);
    expect(shown.slug).toBeUndefined();
    expect(shown.title).toBeUndefined();
    // Fields nobody touched keep their messages until the next submit.
    expect(shown.category).toBe('Choose a category.');
  });

  it('keeps a server message while its field is unchanged and re-checks it once changed', () => {
    const sent = { ...EMPTY_ARTICLE, title: 'A', slug: 'a', category: 'DESIGN' as const };
    const taken = { errors: { slug: 'Another article already uses this slug.' }, against: sent };
    expect(visibleErrors(taken, { ...sent, description: 'x' }, validateArticle).slug).toBe(
      'Another article already uses this slug.',
    );
    expect(visibleErrors(taken, { ...sent, slug: 'a-2' }, validateArticle).slug).toBeUndefined();
  });
});
