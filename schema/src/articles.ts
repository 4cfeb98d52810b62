/**
 * The rules of a blog article and their messages: the API's services check every write with these
 * (GraphQL and REST alike) and the admin form says the same before sending.
 */
import * as z from 'zod/mini';
import { slugify } from './slug.ts';
import { richText } from './rich-text.ts';
import { optionalFlag, requiredText } from './validation.ts';

/** The five categories as stored and as the REST shim spells them (GraphQL's enum uses `_`). */
export const ARTICLE_CATEGORIES = ['TRENDS', 'DEVELOPMENT', 'WEB TECHNOLOGIES', 'DESIGN', 'MOBILE'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_MESSAGES = {
  title: 'Please enter a title (up to 200 characters).',
  slug: 'Please enter a slug: lower-case letters, digits and hyphens.',
  slugTaken: 'Another article already uses this slug.',
  description: 'Please enter a short description (up to 500 characters).',
  content: 'Please write the article text.',
  category: 'Choose a category.',
  coverUrl: 'Upload the cover image through the cover upload.',
  visibility: 'Visibility must be true or false.',
  metaTitle: 'The meta title can be at most 70 characters (search engines show about 60).',
  metaDescription: 'The meta description can be at most 200 characters (search engines show about 155).',
  shareImageUrl: 'Upload the social image through the cover upload.',
  coverAlt: 'Describe the cover image for people who cannot see it (up to 300 characters).',
} as const;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 500;
/**
 * Search and sharing (decision 044): the hard limits the API refuses past, and the lengths search
 * engines show before they cut (the editor's counts warn past these).
 */
export const META_TITLE_MAX = 70;
export const META_TITLE_SHOWN = 60;
export const META_DESCRIPTION_MAX = 200;
export const META_DESCRIPTION_SHOWN = 155;
export const COVER_ALT_MAX = 300;
const M = ARTICLE_MESSAGES;

/** "web technologies", "WEB_TECHNOLOGIES" (GraphQL's spelling) and "WEB TECHNOLOGIES" are one category. */
export const articleCategory = z.pipe(
  z.string(M.category).check(
    z.maxLength(40, M.category),
    z.trim(),
    z.toUpperCase(),
    z.overwrite((v) => v.replace(/_/g, ' ')),
  ),
  z.enum(ARTICLE_CATEGORIES, M.category),
);

/** A stored category as its type; a row the enum does not know is a bug, not input. */
export function storedCategory(value: string): ArticleCategory {
  const found = ARTICLE_CATEGORIES.find((c) => c === value);
  if (!found) throw new Error(`Unknown stored article category "${value}"`);
  return found;
}

// Longer input than any title is no slug anyone meant; slugify cuts the result to SLUG_MAX anyway.
const slugText = z.string(M.slug).check(z.maxLength(TITLE_MAX, M.slug), z.trim());

/** A slug someone typed, as it will be stored; it needs at least one letter or digit. */
const slug = z.pipe(slugText, z.transform(slugify)).check(z.minLength(1, M.slug));

/** On the API a slug may be left out or blank: create derives it from the title, update keeps it. */
const optionalSlug = z.nullish(
  z
    .pipe(
      slugText,
      z.transform((v) => (v === '' ? undefined : slugify(v))),
    )
    .check(z.refine((v) => v === undefined || v !== '', M.slug)),
);

// The cover must be an image uploaded here (POST /api/images or uploadCoverImage), by path or full URL.
const COVER_URL = /^(https?:\/\/[^\s]+)?\/api\/images\/[A-Za-z0-9_-]+$/;

/** An uploaded image's URL (the cover, the social image), '' or null for none. */
const imageUrl = (message: string) =>
  z.nullish(
    z
      .pipe(
        z.string(message).check(z.maxLength(2000, message), z.trim()),
        z.transform((v) => v || null),
      )
      .check(z.refine((v) => v === null || COVER_URL.test(v), message)),
  );
const coverUrl = imageUrl(M.coverUrl);
const shareImageUrl = imageUrl(M.shareImageUrl);

/** Optional text: trimmed, '' or null for none (the page then shows its default). */
const optionalText = (message: string, max: number) =>
  z.nullish(
    z.pipe(
      z.string(message).check(z.trim(), z.maxLength(max, message)),
      z.transform((v) => v || null),
    ),
  );
const metaTitle = optionalText(M.metaTitle, META_TITLE_MAX);
const metaDescription = optionalText(M.metaDescription, META_DESCRIPTION_MAX);
const coverAlt = optionalText(M.coverAlt, COVER_ALT_MAX);

/** A cover needs its alt text: true when the article as it will be stored breaks that rule. */
export const coverAltMissing = (article: { coverUrl?: string | null; coverAlt?: string | null }) =>
  !!article.coverUrl && !article.coverAlt?.trim();

const title = requiredText(M.title, TITLE_MAX);
const description = requiredText(M.description, DESCRIPTION_MAX);
const content = richText(M.content);

/** A new article. Left out: the slug (derived from the title), the cover, visibility (a draft). */
export const articleCreate = z.object({
  title,
  slug: optionalSlug,
  description,
  content,
  category: articleCategory,
  coverUrl,
  coverAlt,
  metaTitle,
  metaDescription,
  shareImageUrl,
  visibility: optionalFlag(M.visibility),
});

/** Changes to an article: a field left out (or null) stays as it is; a null cover removes it. */
export const articleUpdate = z.object({
  title: z.nullish(title),
  slug: optionalSlug,
  description: z.nullish(description),
  content: z.nullish(content),
  category: z.nullish(articleCategory),
  coverUrl,
  // null (or '') clears each of these; left out, it stays.
  coverAlt,
  metaTitle,
  metaDescription,
  shareImageUrl,
  visibility: optionalFlag(M.visibility),
});

/** The filters of an article list. */
export const articleListFilter = z.object({ category: z.nullish(articleCategory) });

/** The admin form always shows a slug (it follows the title), so there it is required. */
export const articleForm = z
  .extend(articleCreate, { slug })
  .check(z.refine((v) => !coverAltMissing(v), { message: M.coverAlt, path: ['coverAlt'] }));

export type ArticleCreateInput = z.input<typeof articleCreate>;
export type ArticleUpdateInput = z.input<typeof articleUpdate>;
