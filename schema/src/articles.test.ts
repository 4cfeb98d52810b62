import { describe, expect, it } from 'vitest';
import {
  ARTICLE_MESSAGES as M,
  articleCreate,
  articleForm,
  articleListFilter,
  articleUpdate,
  storedCategory,
} from './articles.ts';
import { check, errorsOf } from './validation.ts';

const article = {
  title: '  Hello world  ',
  description: 'A summary.',
  content: '<p>Hi <script>alert(1)</script><b>there</b></p>',
  category: 'DESIGN',
};

describe('a new article', () => {
  it('is cleaned as the API stores it: trimmed, sanitised, no slug or cover yet', () => {
    const result = check(articleCreate, article);
    expect(result).toEqual({
      ok: true,
      data: {
        title: 'Hello world',
        description: 'A summary.',
        content: '<p>Hi <strong>there</strong></p>',
        category: 'DESIGN',
      },
    });
  });

  it('names every missing field with its message', () => {
    expect(errorsOf(articleCreate, {})).toEqual({
      title: M.title,
      description: M.description,
      content: M.content,
      category: M.category,
    });
  });

  it('gives the field message for a wrong type, not a generic one', () => {
    expect(
      errorsOf(articleCreate, {
        ...article,
        title: 42,
        content: ['<p>x</p>'],
        category: { name: 'DESIGN' },
        visibility: 'yes',
        coverUrl: 7,
      }),
    ).toEqual({
      title: M.title,
      content: M.content,
      category: M.category,
      visibility: M.visibility,
      coverUrl: M.coverUrl,
    });
  });

  it('refuses huge values with the field message', () => {
    expect(errorsOf(articleCreate, { ...article, title: 'x'.repeat(201) })).toEqual({ title: M.title });
    expect(errorsOf(articleCreate, { ...article, description: 'x'.repeat(501) })).toEqual({
      description: M.description,
    });
    expect(errorsOf(articleCreate, { ...article, content: `<p>${'x'.repeat(500_000)}</p>` })).toEqual({
      content: expect.stringMatching(/too long/),
    });
  });

  it('refuses content that is only tags, or only a script the sanitiser drops', () => {
    for (const content of ['', '<p></p>', '<script>alert(1)</script>', '<p>   </p>']) {
      expect(errorsOf(articleCreate, { ...article, content })).toEqual({ content: M.content });
    }
  });

  it('reads categories as the REST shim and GraphQL spell them', () => {
    for (const category of ['WEB TECHNOLOGIES', 'WEB_TECHNOLOGIES', ' web technologies ']) {
      const result = check(articleCreate, { ...article, category });
      expect(result.ok && result.data.category).toBe('WEB TECHNOLOGIES');
    }
    expect(errorsOf(articleCreate, { ...article, category: 'NOPE' })).toEqual({ category: M.category });
  });

  it('slugifies a given slug, derives none from a blank one, and refuses one with no letter or digit', () => {
    const given = check(articleCreate, { ...article, slug: 'Crème Brûlée' });
    expect(given.ok && given.data.slug).toBe('creme-brulee');
    const blank = check(articleCreate, { ...article, slug: '  ' });
    expect(blank.ok && blank.data.slug).toBeUndefined();
    expect(errorsOf(articleCreate, { ...article, slug: '!!!' })).toEqual({ slug: M.slug });
  });

  it('takes only covers uploaded here; blank is no cover', () => {
    for (const coverUrl of ['/api/images/abc_1-2', 'https://site.example/api/images/abc']) {
      const result = check(articleCreate, { ...article, coverUrl });
      expect(result.ok && result.data.coverUrl).toBe(coverUrl);
    }
    const none = check(articleCreate, { ...article, coverUrl: '' });
    expect(none.ok && none.data.coverUrl).toBeNull();
    for (const coverUrl of ['https://evil.example/x.png', '/api/images/../etc', 'javascript:alert(1)']) {
      expect(errorsOf(articleCreate, { ...article, coverUrl })).toEqual({ coverUrl: M.coverUrl });
    }
  });

  it('gives the same output when the output is checked again (REST checks, then the service does)', () => {
    const once = check(articleCreate, { ...article, slug: 'My Slug', coverUrl: '/api/images/a' });
    expect(once.ok).toBe(true);
    if (once.ok) expect(check(articleCreate, once.data)).toEqual(once);
  });
});

describe('changes to an article', () => {
  it('leaves out what is missing or null, and removes the cover with null', () => {
    expect(check(articleUpdate, { title: null, coverUrl: null })).toEqual({
      ok: true,
      data: { title: null, coverUrl: null },
    });
    expect(check(articleUpdate, {})).toEqual({ ok: true, data: {} });
  });

  it('still checks what is given', () => {
    expect(errorsOf(articleUpdate, { title: ' ', category: 'x', visibility: 1 })).toEqual({
      title: M.title,
      category: M.category,
      visibility: M.visibility,
    });
  });
});

describe('the admin form', () => {
  it('asks for a slug, which the API would derive', () => {
    expect(errorsOf(articleForm, { ...article, slug: '' })).toEqual({ slug: M.slug });
    expect(
      errorsOf(articleForm, { ...article, slug: 'hello-world', coverUrl: null, visibility: false }),
    ).toEqual({});
  });
});

describe('stored values', () => {
  it('a list filter names its category', () => {
    expect(errorsOf(articleListFilter, { category: 'NOPE' })).toEqual({ category: M.category });
  });

  it('a stored category the list does not know is a bug', () => {
    expect(storedCategory('MOBILE')).toBe('MOBILE');
    expect(() => storedCategory('OTHER')).toThrow(/Unknown stored/);
  });
});
