import { storedCategory, type ArticleCategory } from '@agency/schema/articles';
import type { Article } from '../db.ts';
import { readingMinutes } from '@agency/schema/reading-time';
import type { Page } from '../services/paging.ts';
import { builder, scopeOf } from './builder.ts';
import { ArticlesService } from '../services/articles.ts';
import { cursorArgs, pageInfoFields } from './lists.ts';

/**
 * Reading time, counted once per article row: the public lists hand out the same rows until a
 * write replaces them, and counting strips and splits the whole body.
 */
const readingTimes = new WeakMap<Article, number>();
function minutesOf(article: Article): number {
  let minutes = readingTimes.get(article);
  if (minutes === undefined) readingTimes.set(article, (minutes = readingMinutes(article.content)));
  return minutes;
}

export const ArticleCategoryEnum = builder.enumType('ArticleCategory', {
  description: 'The five blog categories.',
  values: {
    TRENDS: { value: 'TRENDS', description: 'Industry trends.' },
    DEVELOPMENT: { value: 'DEVELOPMENT', description: 'Software development.' },
    WEB_TECHNOLOGIES: {
      value: 'WEB TECHNOLOGIES',
      description: 'Web technologies (shown as "WEB TECHNOLOGIES").',
    },
    DESIGN: { value: 'DESIGN', description: 'Design.' },
    MOBILE: { value: 'MOBILE', description: 'Mobile development.' },
  } as const,
});

export const ArticleRef = builder.objectRef<Article>('Article').implement({
  description: 'A blog article. Visitors see visible articles only; article staff also see drafts.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable identifier (the REST `_id`).' }),
    title: t.exposeString('title', { description: 'Headline.' }),
    slug: t.exposeString('slug', { description: 'Unique URL part: the article lives at /blog/{slug}.' }),
    description: t.exposeString('description', { description: 'Summary for cards and meta tags.' }),
    content: t.exposeString('content', { description: 'Body as sanitised HTML.' }),
    coverUrl: t.exposeString('coverUrl', { nullable: true, description: 'Cover image URL, if any.' }),
    coverAlt: t.exposeString('coverAlt', {
      nullable: true,
      description:
        'What the cover shows (its alt text on the page and in the card); set whenever there is a cover.',
    }),
    metaTitle: t.exposeString('metaTitle', {
      nullable: true,
      description: 'The title search results and shared links show; null shows the title.',
    }),
    metaDescription: t.exposeString('metaDescription', {
      nullable: true,
      description: 'The description search results and shared links show; null shows the description.',
    }),
    shareImageUrl: t.exposeString('shareImageUrl', {
      nullable: true,
      description:
        'An uploaded picture shared links show instead of the drawn card (og:image); null for the card.',
    }),
    category: t.field({
      type: ArticleCategoryEnum,
      description: 'The category.',
      resolve: (a) => storedCategory(a.category),
    }),
    visibility: t.exposeBoolean('visibility', { description: 'True when published; false for a draft.' }),
    readingMinutes: t.int({
      description: 'Estimated reading time in minutes.',
      resolve: (a) => minutesOf(a),
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When it was created; lists are newest first.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    socialImageUrl: t.string({
      nullable: true,
      description:
        'The picture a shared link shows (og:image): a 1200 x 630 PNG drawn from the title, category and cover when the article was published or last changed; null until drawn.',
      resolve: (a, _args, ctx) => ctx.services.articles.socialImageUrl(a),
    }),
  }),
});

const ArticleAddressStateEnum = builder.enumType('ArticleAddressState', {
  description: 'What a former article address is.',
  values: {
    MOVED: { description: 'The article lives at another slug now: the page answers 308 to it.' },
    GONE: { description: 'The article was deleted while published: the page answers 410 Gone.' },
  } as const,
});

const ArticleAddressRef = builder
  .objectRef<{ state: 'MOVED' | 'GONE'; slug?: string }>('ArticleAddress')
  .implement({
    description: 'A former address of a published article (decision 044).',
    fields: (t) => ({
      state: t.field({
        type: ArticleAddressStateEnum,
        description: 'Moved or gone.',
        resolve: (a) => a.state,
      }),
      slug: t.string({
        nullable: true,
        description: 'The current slug when MOVED (the page is /blog/{slug}); null when GONE.',
        resolve: (a) => a.slug ?? null,
      }),
    }),
  });

const ArticlePageRef = builder.objectRef<Page<Article>>('ArticlePage').implement({
  description: 'One page of articles, newest first.',
  fields: (t) => ({
    items: t.field({
      type: [ArticleRef],
      description: 'The articles of this page.',
      resolve: (p) => p.items,
    }),
    ...pageInfoFields(t, 'articles'),
  }),
});

const CategoryRef = builder.objectRef<{ name: ArticleCategory; quantity: number }>('Category').implement({
  description: 'A blog category with its number of articles.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Display name, e.g. "WEB TECHNOLOGIES".' }),
    category: t.field({
      type: ArticleCategoryEnum,
      description: 'The category as an enum value.',
      resolve: (c) => c.name,
    }),
    quantity: t.exposeInt('quantity', {
      description: 'Number of visible articles (all articles with includeInactive).',
    }),
  }),
});

const ArticleCreateInput = builder.inputType('ArticleCreateInput', {
  description: 'A new article.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Headline, up to 200 characters.' }),
    slug: t.string({ description: 'URL part; derived from the title when left out. Must be unique.' }),
    description: t.string({ required: true, description: 'Summary, up to 500 characters.' }),
    content: t.string({ required: true, description: 'Body as HTML; it is sanitised.' }),
    category: t.field({ type: ArticleCategoryEnum, required: true, description: 'The category.' }),
    coverUrl: t.string({ description: 'A URL returned by uploadCoverImage.' }),
    coverAlt: t.string({
      description: 'What the cover shows, up to 300 characters; required whenever there is a cover.',
    }),
    metaTitle: t.string({
      description: 'Title for search results and shared links, up to 70 characters (about 60 are shown).',
    }),
    metaDescription: t.string({
      description:
        'Description for search results and shared links, up to 200 characters (about 155 are shown).',
    }),
    shareImageUrl: t.string({
      description: 'A URL returned by uploadCoverImage, shown by shared links instead of the drawn card.',
    }),
    visibility: t.boolean({ description: 'Publish at once (default false: a draft).' }),
  }),
});

const ArticleUpdateInput = builder.inputType('ArticleUpdateInput', {
  description: 'Changes to an article; fields left out stay as they are.',
  fields: (t) => ({
    title: t.string({ description: 'Headline, up to 200 characters.' }),
    slug: t.string({ description: 'URL part. Must be unique.' }),
    description: t.string({ description: 'Summary, up to 500 characters.' }),
    content: t.string({ description: 'Body as HTML; it is sanitised.' }),
    category: t.field({ type: ArticleCategoryEnum, description: 'The category.' }),
    coverUrl: t.string({ description: 'A URL returned by uploadCoverImage; null removes the cover.' }),
    coverAlt: t.string({
      description: 'What the cover shows, up to 300 characters; required whenever there is a cover.',
    }),
    metaTitle: t.string({
      description:
        'Title for search results and shared links, up to 70 characters (about 60 are shown); null clears it.',
    }),
    metaDescription: t.string({
      description:
        'Description for search results and shared links, up to 200 characters (about 155 are shown); null clears it.',
    }),
    shareImageUrl: t.string({
      description: 'A URL returned by uploadCoverImage, shown by shared links instead of the drawn card.',
    }),
    visibility: t.boolean({ description: 'Published (true) or draft (false).' }),
  }),
});

builder.queryFields((t) => ({
  articles: t.field({
    type: ArticlePageRef,
    description: 'Articles, newest first. Visible ones only unless includeDrafts (article staff).',
    args: {
      category: t.arg({ type: ArticleCategoryEnum, description: 'Only this category.' }),
      includeDrafts: t.arg.boolean({
        description: 'Include drafts (ADMIN, COPYWRITER, OWNER).',
        defaultValue: false,
      }),
      search: t.arg.string({
        description:
          'Only articles whose title contains this text (3 or more characters), or starts with it (1 or 2), ignoring case.',
      }),
      first: t.arg.int({ description: 'Page size, 1 to 200 (default 20).', defaultValue: 20 }),
      offset: t.arg.int({ description: 'How many to skip.', defaultValue: 0 }),
      ...cursorArgs(t),
    },
    resolve: async (_root, args, ctx) => ctx.services.articles.list(await ctx.viewer(), args),
  }),
  article: t.field({
    type: ArticleRef,
    nullable: true,
    description: 'One article by id or slug; null when missing or not visible to the caller.',
    args: {
      id: t.arg.id({ description: 'The article id.' }),
      slug: t.arg.string({ description: 'The article slug.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.articles.get(await ctx.viewer(), {
        id: args.id == null ? null : String(args.id),
        slug: args.slug,
      }),
  }),
  articleAddress: t.field({
    type: ArticleAddressRef,
    nullable: true,
    description:
      'A former address /blog/{slug}: where the article moved, or that it is gone; null for any other slug (a current, hidden or unknown one).',
    args: { slug: t.arg.string({ required: true, description: 'The slug of the address.' }) },
    resolve: (_root, args, ctx) => ctx.services.articles.address(args.slug),
  }),
  categories: t.field({
    type: [CategoryRef],
    description: 'The five categories with article counts.',
    args: {
      includeInactive: t.arg.boolean({
        description: 'Count drafts too (article staff only; anyone else gets the visible counts).',
        defaultValue: false,
      }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.articles.categories(
        args.includeInactive ? await ctx.viewer() : null,
        !!args.includeInactive,
      ),
  }),
}));

builder.mutationFields((t) => ({
  createArticle: t.field({
    type: ArticleRef,
    description: 'Creates an article (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(ArticlesService.access.create),
    args: { input: t.arg({ type: ArticleCreateInput, required: true, description: 'The article.' }) },
    resolve: async (_root, { input }, ctx) => ctx.services.articles.create(await ctx.actor(), input),
  }),
  updateArticle: t.field({
    type: ArticleRef,
    description: 'Changes an article (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(ArticlesService.access.update),
    args: {
      id: t.arg.id({ required: true, description: 'The article id.' }),
      input: t.arg({ type: ArticleUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: async (_root, { id, input }, ctx) =>
      ctx.services.articles.update(await ctx.actor(), String(id), input),
  }),
  setArticleVisibility: t.field({
    type: ArticleRef,
    description:
      'Publishes or hides an article; toggles when visibility is left out (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(ArticlesService.access.setVisibility),
    args: {
      id: t.arg.id({ required: true, description: 'The article id.' }),
      visibility: t.arg.boolean({ description: 'True to publish, false to hide; omit to toggle.' }),
    },
    resolve: async (_root, { id, visibility }, ctx) =>
      ctx.services.articles.setVisibility(await ctx.actor(), String(id), visibility),
  }),
  deleteArticle: t.id({
    description: 'Deletes an article and returns its id (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(ArticlesService.access.remove),
    args: { id: t.arg.id({ required: true, description: 'The article id.' }) },
    resolve: async (_root, { id }, ctx) => ctx.services.articles.remove(await ctx.actor(), String(id)),
  }),
}));
