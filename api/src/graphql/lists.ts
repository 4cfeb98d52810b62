import type { ArgBuilder } from '@pothos/core';
import type { DownloadLink } from '../services/download-links.ts';
import type { Page } from '../services/paging.ts';
import { builder } from './builder.ts';

// What every paged list and every file export shares (decision 037): the paging fields of a page
// type, the cursor arguments, and the short-lived download link of an export.

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A page type's fields besides its items. `what` names the rows ("leads", "entries"). */
export function pageInfoFields<T>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Page<T>>, what: string) {
  return {
    total: t.exposeInt('total', {
      description: `How many ${what} match in all: exact when totalExact, else an estimate.`,
    }),
    totalExact: t.exposeBoolean('totalExact', {
      description:
        'False when total is an estimate (a search on SQLite; the audit log, whose count is kept 30 seconds).',
    }),
    hasMore: t.exposeBoolean('hasMore', { description: 'True when another (older) page follows.' }),
    hasPrevious: t.exposeBoolean('hasPrevious', {
      description: 'True when a newer page comes before this one (ask with before: startCursor).',
    }),
    startCursor: t.exposeString('startCursor', {
      nullable: true,
      description: 'The position of the first row; pass it as `before` for the page before. Null when empty.',
    }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'The position of the last row; pass it as `after` for the next page. Null when empty.',
    }),
  };
}

/** The cursor arguments of a paged list, beside `first` and `offset`. */
export function cursorArgs(t: { arg: ArgBuilder<Types> }) {
  return {
    after: t.arg.string({
      description:
        'The page after this position (an endCursor of this list): newest first, as deep as you go at the cost of the first page. Not with offset.',
    }),
    before: t.arg.string({
      description:
        'The page just before this position (a startCursor of this list). Not with offset or after.',
    }),
  };
}

export const DownloadLinkRef = builder.objectRef<DownloadLink>('DownloadLink').implement({
  description:
    'A short-lived link that downloads one file export with its filters: open it in the browser (no Authorization header needed). It works for a minute, for the session that asked, and is checked again when used.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The download URL (GET), on the site address.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
  }),
});
