import type { LeadKind } from '@agency/schema/inbox';
import { BULK_LEAD_ACTIONS, MAX_BULK_LEADS, type BulkLeadResult } from '../services/inbox-work.ts';
import type { SavedFilter } from '../services/saved-filters.ts';
import { SEARCH_AREAS, type SearchArea, type SearchHit } from '../services/staff-search.ts';
import { builder, scopeOf } from './builder.ts';
import { LeadKindEnum } from './inbox.ts';

// The inbox at work (decision 059): unread counts, saved filters, bulk actions, one search.

const InboxUnreadRef = builder.objectRef<Record<LeadKind, number | null>>('InboxUnread').implement({
  description: 'NEW leads per inbox; null for an inbox the viewer may not open.',
  fields: (t) => ({
    contactRequests: t.int({
      nullable: true,
      description: 'NEW contact requests.',
      resolve: (u) => u.contact,
    }),
    jobApplications: t.int({
      nullable: true,
      description: 'NEW applications.',
      resolve: (u) => u.application,
    }),
  }),
});

const SavedInboxFilterRef = builder.objectRef<SavedFilter>('SavedInboxFilter').implement({
  description: 'A named inbox filter of the signed-in staff member.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    kind: t.field({ type: LeadKindEnum, description: 'Which inbox.', resolve: (f) => f.kind }),
    name: t.exposeString('name', { description: 'Its name.' }),
    filter: t.string({
      description: 'The inbox\'s search parameters as a JSON object of strings, e.g. {"status":"NEW"}.',
      resolve: (f) => JSON.stringify(f.filter),
    }),
  }),
});

const BulkLeadActionEnum = builder.enumType('BulkLeadAction', {
  description: 'What the inbox bulk bar does to the selected leads.',
  values: Object.fromEntries(
    BULK_LEAD_ACTIONS.map((a) => [
      a,
      { value: a, description: a === 'ARCHIVE' ? 'Archive each.' : 'Delete each with its file and e-mails.' },
    ]),
  ) as {
    [K in (typeof BULK_LEAD_ACTIONS)[number]]: { value: K; description: string };
  },
});

const LeadBulkFailureRef = builder.objectRef<BulkLeadResult['failed'][number]>('LeadBulkFailure').implement({
  description: 'A lead a bulk action could not change, and why.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The lead id as sent.' }),
    code: t.exposeString('code', { description: 'The error code of the single action.' }),
    message: t.exposeString('message', { description: 'What went wrong, for people.' }),
  }),
});

const LeadBulkResultRef = builder.objectRef<BulkLeadResult>('LeadBulkResult').implement({
  description: 'What a bulk action did: the leads changed (one audit entry each) and those it could not.',
  fields: (t) => ({
    succeeded: t.exposeIDList('succeeded', { description: 'The leads changed, in the order sent.' }),
    failed: t.field({
      type: [LeadBulkFailureRef],
      description: 'The leads left as they were.',
      resolve: (r) => r.failed,
    }),
  }),
});

const SearchAreaEnum = builder.enumType('SearchArea', {
  description: 'Where a search result lives.',
  values: {
    contact: { value: 'contact', description: 'A contact request (ADMIN, OWNER).' },
    application: { value: 'application', description: 'An application (ADMIN, HR, OWNER).' },
    article: { value: 'article', description: 'An article (ADMIN, COPYWRITER, OWNER).' },
    vacancy: { value: 'vacancy', description: 'A vacancy (ADMIN, HR, OWNER).' },
    user: { value: 'user', description: 'A staff account (ADMIN, OWNER).' },
  } as const satisfies Record<SearchArea, unknown>,
});
void SEARCH_AREAS;

const SearchHitRef = builder.objectRef<SearchHit>('SearchHit').implement({
  description: 'One result of the admin search.',
  fields: (t) => ({
    area: t.field({ type: SearchAreaEnum, description: 'What it is.', resolve: (h) => h.area }),
    id: t.exposeID('id', { description: 'Its id.' }),
    title: t.exposeString('title', { description: 'Its name or title.' }),
    detail: t.exposeString('detail', { description: 'A second line: address and topic, or state.' }),
    href: t.exposeString('href', { description: 'Where it opens in the admin area.' }),
  }),
});

const IDS_DESCRIPTION = `The selected lead ids (1 to ${MAX_BULK_LEADS}).`;
const LEAD_READERS = scopeOf('readContactRequests', 'readJobApplications');

builder.queryFields((t) => ({
  inboxUnread: t.field({
    type: InboxUnreadRef,
    description: 'NEW leads per inbox the viewer may open (the admin menu). Any staff member.',
    authScopes: { loggedIn: true },
    resolve: async (_root, _a, ctx) => ctx.services.inboxWork.unread(await ctx.viewer()),
  }),
  savedInboxFilters: t.field({
    type: [SavedInboxFilterRef],
    description: "The signed-in staff member's saved filters of an inbox, by name.",
    authScopes: LEAD_READERS,
    args: { kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }) },
    resolve: async (_root, a, ctx) => ctx.services.savedFilters.list(await ctx.viewer(), a.kind),
  }),
  selectedLeadsCsv: t.string({
    description: `The selected leads of an inbox as CSV (UTF-8 with BOM), at most ${MAX_BULK_LEADS}. Needs the role of that inbox. Recorded in the audit log.`,
    authScopes: LEAD_READERS,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      ids: t.arg.idList({ required: true, description: IDS_DESCRIPTION }),
    },
    resolve: async (_root, a, ctx) =>
      ctx.services.inboxWork.selectionCsv(await ctx.actor(), a.kind as LeadKind, a.ids.map(String)),
  }),
  staffSearch: t.field({
    type: [SearchHitRef],
    description:
      'The admin search (Ctrl/Cmd-K): leads, articles, vacancies and users whose name, title or address matches, a few of each, only of the areas the viewer may open. Any staff member.',
    authScopes: { loggedIn: true },
    args: { text: t.arg.string({ required: true, description: 'What to look for (1 to 200 characters).' }) },
    resolve: async (_root, a, ctx) => ctx.services.staffSearch.search(await ctx.viewer(), a.text),
  }),
}));

builder.mutationFields((t) => ({
  saveInboxFilter: t.field({
    type: SavedInboxFilterRef,
    description: 'Saves the inbox filter under a name (the same name replaces it). Only its owner sees it.',
    authScopes: LEAD_READERS,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      name: t.arg.string({ required: true, description: 'Its name, 1 to 60 characters.' }),
      filter: t.arg.string({
        required: true,
        description: 'The search parameters as a JSON object of strings.',
      }),
    },
    resolve: async (_root, a, ctx) =>
      ctx.services.savedFilters.save(await ctx.actor(), a.kind, a.name, a.filter),
  }),
  deleteSavedInboxFilter: t.id({
    description: 'Deletes one of your saved filters and returns its id (NOT_FOUND for anyone else’s).',
    authScopes: LEAD_READERS,
    args: { id: t.arg.id({ required: true, description: 'The saved filter id.' }) },
    resolve: async (_root, a, ctx) => ctx.services.savedFilters.remove(await ctx.actor(), String(a.id)),
  }),
  bulkLeads: t.field({
    type: LeadBulkResultRef,
    description: `Archives or deletes the selected leads of an inbox (1 to ${MAX_BULK_LEADS}), each as the single action would. Needs the role of that inbox.`,
    authScopes: LEAD_READERS,
    args: {
      kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
      action: t.arg({ type: BulkLeadActionEnum, required: true, description: 'What to do.' }),
      ids: t.arg.idList({ required: true, description: IDS_DESCRIPTION }),
    },
    resolve: async (_root, a, ctx) =>
      ctx.services.inboxWork.bulk(await ctx.actor(), a.kind as LeadKind, a.action, a.ids.map(String)),
  }),
}));
