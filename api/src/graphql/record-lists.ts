import type { Vacancy } from '../db.ts';
import type { Page } from '../services/paging.ts';
import {
  ARTICLE_SORTS,
  BULK_ACTIONS,
  MAX_BULK,
  RecordListsService,
  VACANCY_SORTS,
  type ArticleWithAuthor,
  type BulkFailure,
  type BulkResult,
} from '../services/record-lists.ts';
import { RECORD_STATES, STATE_FILTERS } from '../services/record-states.ts';
import { ArticleCategoryEnum, ArticlePageRef, ArticleRef } from './articles.ts';
import { builder, scopeOf } from './builder.ts';
import { pageInfoFields } from './lists.ts';
import { VacancyRef } from './vacancies.ts';

// The admin lists of articles and vacancies (decision 047): any order, filters, bulk actions.

const STATE_TEXT = {
  DRAFT: 'Never published yet.',
  PUBLISHED: 'On the site (the blog, or /careers for a vacancy).',
  HIDDEN: 'Published once, then taken off the site.',
  SCHEDULED:
    'A filter only: waiting for a scheduled publication (setArticleSchedule / setVacancySchedule), whatever its own state.',
  IN_REVIEW:
    'A filter only: submitted for review (submitForReview) and not approved since, whatever its own state.',
} as const satisfies Record<(typeof STATE_FILTERS)[number], string>;

export const RecordStateEnum = builder.enumType('RecordState', {
  description: 'Where an article or a vacancy stands (SCHEDULED and IN_REVIEW only filter).',
  values: Object.fromEntries(STATE_FILTERS.map((s) => [s, { value: s, description: STATE_TEXT[s] }])) as {
    [K in (typeof STATE_FILTERS)[number]]: { value: K; description: string };
  },
});

const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Which way a list is sorted.',
  values: {
    ASC: { value: 'ASC', description: 'Smallest first: A to Z, oldest first.' },
    DESC: { value: 'DESC', description: 'Largest first: Z to A, newest first.' },
  } as const,
});

const ArticleSortEnum = builder.enumType('ArticleSort', {
  description: 'A column of the admin article list to sort by (the id breaks ties).',
  values: {
    TITLE: { value: 'TITLE', description: 'The title.' },
    CATEGORY: { value: 'CATEGORY', description: 'The category.' },
    STATE: { value: 'STATE', description: 'The state (DRAFT, HIDDEN, PUBLISHED).' },
    CREATED_AT: { value: 'CREATED_AT', description: 'When it was created (the default).' },
    UPDATED_AT: { value: 'UPDATED_AT', description: 'When it last changed.' },
  } as const satisfies Record<keyof typeof ARTICLE_SORTS, unknown>,
});

const VacancySortEnum = builder.enumType('VacancySort', {
  description: 'A column of the admin vacancy list to sort by (the id breaks ties).',
  values: {
    NAME: { value: 'NAME', description: 'The position.' },
    LOCATION: { value: 'LOCATION', description: 'The office city (empty for remote only).' },
    EXPERIENCE: { value: 'EXPERIENCE', description: 'The experience asked for.' },
    ENGLISH: { value: 'ENGLISH', description: 'The English level asked for.' },
    STATE: { value: 'STATE', description: 'The state (DRAFT, HIDDEN, PUBLISHED).' },
    CREATED_AT: { value: 'CREATED_AT', description: 'When it was created (the default).' },
    UPDATED_AT: { value: 'UPDATED_AT', description: 'When it last changed.' },
  } as const satisfies Record<keyof typeof VACANCY_SORTS, unknown>,
});

const BulkActionEnum = builder.enumType('BulkAction', {
  description: 'What to do with many records at once; each goes through the single action.',
  values: {
    PUBLISH: { value: 'PUBLISH', description: 'Publish (show on the site).' },
    HIDE: { value: 'HIDE', description: 'Hide from the site.' },
    DELETE: { value: 'DELETE', description: 'Delete for good.' },
  } as const satisfies Record<(typeof BULK_ACTIONS)[number], unknown>,
});

builder.objectField(ArticleRef, 'state', (t) =>
  t.field({
    type: RecordStateEnum,
    description: 'Where it stands: draft, published or hidden.',
    resolve: (a) => a.state as (typeof RECORD_STATES)[number],
  }),
);

builder.objectField(ArticleRef, 'authorName', (t) =>
  t.string({
    nullable: true,
    description:
      'The name of the staff member who wrote it, for article staff; null for anyone else, or when their account is gone.',
    resolve: async (a, _args, ctx) =>
      ctx.services.recordLists.authorName(await ctx.viewer(), a as ArticleWithAuthor),
  }),
);

builder.objectField(VacancyRef, 'state', (t) =>
  t.field({
    type: RecordStateEnum,
    description: 'Where it stands: draft, published (listed) or hidden.',
    resolve: (v) => v.state as (typeof RECORD_STATES)[number],
  }),
);

const VacancyPageRef = builder.objectRef<Page<Vacancy>>('VacancyPage').implement({
  description: 'One page of vacancies, in the asked order.',
  fields: (t) => ({
    items: t.field({
      type: [VacancyRef],
      description: 'The vacancies of this page.',
      resolve: (p) => p.items,
    }),
    ...pageInfoFields(t, 'vacancies'),
  }),
});

const AuthorRef = builder.objectRef<{ id: string; name: string }>('ArticleAuthor').implement({
  description: 'A staff member who wrote articles (the author filter).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Their user id (the authorId filter).' }),
    name: t.exposeString('name', { description: 'Their name.' }),
  }),
});

const BulkFailureRef = builder.objectRef<BulkFailure>('BulkFailure').implement({
  description: 'A record a bulk action could not change, and why.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The record id as sent.' }),
    code: t.exposeString('code', {
      description: 'The error code the single action gives (NOT_FOUND, FORBIDDEN, BAD_USER_INPUT, …).',
    }),
    message: t.exposeString('message', { description: 'What went wrong, for people.' }),
  }),
});

const BulkResultRef = builder.objectRef<BulkResult>('BulkResult').implement({
  description:
    'What a bulk action did: the records it changed (one audit entry each) and those it could not.',
  fields: (t) => ({
    action: t.field({ type: BulkActionEnum, description: 'The action.', resolve: (r) => r.action }),
    succeeded: t.exposeIDList('succeeded', { description: 'The records changed, in the order sent.' }),
    failed: t.field({
      type: [BulkFailureRef],
      description: 'The records left as they were, each with its reason.',
      resolve: (r) => r.failed,
    }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type ArgBuilder = PothosSchemaTypes.QueryFieldBuilder<Types, object>['arg'];

/** The arguments both lists share: states, search and cursor paging. */
function listArgs(arg: ArgBuilder, what: string) {
  return {
    direction: arg({
      type: SortDirectionEnum,
      description: 'ASC or DESC (default DESC).',
      defaultValue: 'DESC',
    }),
    states: arg({
      type: [RecordStateEnum],
      description: 'Only these states (any of them); left out or empty, every state.',
    }),
    search: arg.string({
      description: `Only ${what} whose title or text contains this (3 or more characters, any case); 1 or 2 characters match the start of the title.`,
    }),
    first: arg.int({ description: 'Page size, 1 to 200 (default 20).', defaultValue: 20 }),
    after: arg.string({ description: 'The page after this endCursor (of this list in this order).' }),
    before: arg.string({ description: 'The page before this startCursor (of this list in this order).' }),
  };
}

builder.queryFields((t) => ({
  articleList: t.field({
    type: ArticlePageRef,
    description:
      'The admin list of articles (ADMIN, COPYWRITER, OWNER): every state, in any order, by cursor, with filters and a search of the title and the text.',
    authScopes: scopeOf(RecordListsService.access.articles),
    args: {
      sort: t.arg({
        type: ArticleSortEnum,
        description: 'The column to sort by (default CREATED_AT).',
        defaultValue: 'CREATED_AT',
      }),
      category: t.arg({ type: ArticleCategoryEnum, description: 'Only this category.' }),
      authorId: t.arg.id({ description: 'Only articles by this staff member (see articleAuthors).' }),
      ...listArgs(t.arg, 'articles'),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.recordLists.articles(await ctx.viewer(), {
        ...args,
        authorId: args.authorId == null ? null : String(args.authorId),
      }),
  }),
  articleAuthors: t.field({
    type: [AuthorRef],
    description: 'The staff members who wrote articles, by name (ADMIN, COPYWRITER, OWNER).',
    authScopes: scopeOf(RecordListsService.access.articleAuthors),
    resolve: async (_root, _args, ctx) => ctx.services.recordLists.articleAuthors(await ctx.viewer()),
  }),
  vacancyList: t.field({
    type: VacancyPageRef,
    description:
      'The admin list of vacancies (ADMIN, HR, OWNER): every state, in any order, by cursor, with a state filter and a search of the position and the text.',
    authScopes: scopeOf(RecordListsService.access.vacancies),
    args: {
      sort: t.arg({
        type: VacancySortEnum,
        description: 'The column to sort by (default CREATED_AT).',
        defaultValue: 'CREATED_AT',
      }),
      ...listArgs(t.arg, 'vacancies'),
    },
    resolve: async (_root, args, ctx) => ctx.services.recordLists.vacancies(await ctx.viewer(), args),
  }),
}));

const bulkArgs = (t: { arg: ArgBuilder }, what: string) => ({
  action: t.arg({ type: BulkActionEnum, required: true, description: 'What to do with each.' }),
  ids: t.arg.idList({
    required: true,
    description: `The ${what} (1 to ${MAX_BULK}); each is checked and changed as the single action would.`,
  }),
});

builder.mutationFields((t) => ({
  bulkArticles: t.field({
    type: BulkResultRef,
    description:
      'Publishes, hides or deletes many articles (ADMIN, COPYWRITER, OWNER), one by one through the single actions: each keeps its rules and gets its own audit entry; the ones that fail are listed with their reason.',
    authScopes: scopeOf(RecordListsService.access.bulkArticles),
    args: bulkArgs(t, 'article ids'),
    resolve: async (_root, args, ctx) =>
      ctx.services.recordLists.bulkArticles(await ctx.actor(), args.action, args.ids.map(String)),
  }),
  bulkVacancies: t.field({
    type: BulkResultRef,
    description:
      'Publishes, hides or deletes many vacancies (ADMIN, HR, OWNER), one by one through the single actions: each keeps its rules and gets its own audit entry; the ones that fail are listed with their reason.',
    authScopes: scopeOf(RecordListsService.access.bulkVacancies),
    args: bulkArgs(t, 'vacancy ids'),
    resolve: async (_root, args, ctx) =>
      ctx.services.recordLists.bulkVacancies(await ctx.actor(), args.action, args.ids.map(String)),
  }),
}));
