import type { Article, Vacancy } from '../db.ts';
import { DraftsService, type Editor, type EditorState, type RevisionSummary } from '../services/drafts.ts';
import type { DiffPart, FieldDiff } from '../services/revision-diff.ts';
import type { RevisionPage } from '../services/drafts.ts';
import { ArticleRef, ArticleUpdateInput } from './articles.ts';
import { builder, scopeOf } from './builder.ts';
import { VacancyRef, VacancyUpdateInput } from './vacancies.ts';

// Server drafts, the version history and who is editing (decision 045), for articles and vacancies.

const editors = scopeOf(...DraftsService.editors);

const EditableTypeEnum = builder.enumType('EditableType', {
  description: 'The kinds of record that keep drafts and a history.',
  values: {
    ARTICLE: { description: 'A blog article (ADMIN, COPYWRITER, OWNER).' },
    VACANCY: { description: 'A vacancy (ADMIN, HR, OWNER).' },
  } as const,
});

const RevisionKindEnum = builder.enumType('RevisionKind', {
  description: 'How a revision came to be.',
  values: {
    ORIGIN: { description: 'The record as it was when its history began.' },
    DRAFT: { description: 'A draft saved by the editor; the live page did not change.' },
    RESTORE: { description: 'An older revision brought back as the draft.' },
    PUBLISH: { description: 'A draft published: the live page shows it.' },
    EDIT: { description: 'A direct write to the live record (updateArticle, updateVacancy, the REST shim).' },
  } as const,
});

const DiffPartKindEnum = builder.enumType('DiffPartKind', {
  description: 'What a piece of a diff is.',
  values: {
    SAME: { description: 'In both versions.' },
    ADDED: { description: 'Only in the newer version.' },
    REMOVED: { description: 'Only in the older version.' },
  } as const,
});

const EditorStateRef = builder.objectRef<EditorState>('EditorState').implement({
  description:
    "Where a record's editing stands: its newest revision (send it as baseRevision with the next save), what is live, and the pending draft.",
  fields: (t) => ({
    recordType: t.field({
      type: EditableTypeEnum,
      description: 'The kind of record.',
      resolve: (s) => s.recordType,
    }),
    recordId: t.exposeID('recordId', { description: 'The article or vacancy id.' }),
    head: t.exposeInt('head', {
      description: 'The newest revision number; a save or publish must name it as baseRevision.',
    }),
    liveRevision: t.exposeInt('liveRevision', { description: 'The revision the live page shows.' }),
    draftRevision: t.exposeInt('draftRevision', {
      nullable: true,
      description: 'The pending draft’s revision number; null when nothing is waiting to be published.',
    }),
    draft: t.string({
      nullable: true,
      description:
        'The pending draft’s fields as a JSON object (the record’s editable fields, e.g. title, content); null when none.',
      resolve: (s) => (s.draft ? JSON.stringify(s.draft) : null),
    }),
    live: t.string({
      nullable: true,
      description: 'The live version’s fields as a JSON object, as kept in its revision.',
      resolve: (s) => (s.live ? JSON.stringify(s.live) : null),
    }),
    draftSavedAt: t.expose('draftSavedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the pending draft was saved.',
    }),
    draftSavedBy: t.exposeString('draftSavedBy', {
      nullable: true,
      description: 'Who saved the pending draft (their name).',
    }),
  }),
});

const RevisionRef = builder.objectRef<RevisionSummary>('Revision').implement({
  description: 'One kept version of an article or vacancy: who, when, what changed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Revision id (for revisionDiff and restoreRevision).' }),
    number: t.exposeInt('number', { description: '1, 2, 3… per record.' }),
    kind: t.field({
      type: RevisionKindEnum,
      description: 'How it came to be.',
      resolve: (r) => r.kind as never,
    }),
    changed: t.exposeStringList('changed', {
      description: 'The fields that changed against the revision before it.',
    }),
    authorName: t.exposeString('authorName', {
      nullable: true,
      description: 'Who made it; null for the origin.',
    }),
    restoredFrom: t.exposeInt('restoredFrom', {
      nullable: true,
      description: 'For RESTORE: the number brought back.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made.' }),
    live: t.exposeBoolean('live', { description: 'The live page shows this revision.' }),
    draft: t.exposeBoolean('draft', { description: 'This is the pending draft.' }),
  }),
});

const RevisionPageRef = builder.objectRef<RevisionPage>('RevisionPage').implement({
  description: 'One page of a record’s revisions, newest first.',
  fields: (t) => ({
    items: t.field({ type: [RevisionRef], description: 'The revisions.', resolve: (p) => p.items }),
    hasMore: t.exposeBoolean('hasMore', { description: 'Older revisions exist.' }),
    nextBefore: t.exposeInt('nextBefore', {
      nullable: true,
      description: 'Pass as `before` for the next (older) page; null on the last page.',
    }),
  }),
});

const DiffPartRef = builder.objectRef<DiffPart>('DiffPart').implement({
  description: 'A run of words in a field’s diff.',
  fields: (t) => ({
    kind: t.field({ type: DiffPartKindEnum, description: 'Same, added or removed.', resolve: (p) => p.kind }),
    text: t.exposeString('text', { description: 'The words, with their spaces.' }),
  }),
});

const FieldDiffRef = builder.objectRef<FieldDiff>('FieldDiff').implement({
  description: 'How one field differs between two revisions (rich text compared as plain text).',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The field name, e.g. content.' }),
    label: t.exposeString('label', { description: 'Its name as people read it, e.g. Text.' }),
    before: t.exposeString('before', { description: 'The older version’s readable text.' }),
    after: t.exposeString('after', { description: 'The newer version’s readable text.' }),
    parts: t.field({
      type: [DiffPartRef],
      description: 'Word-level diff, in order.',
      resolve: (d) => d.parts,
    }),
  }),
});

const EditorRef = builder.objectRef<Editor>('Editor').implement({
  description: 'Another staff member who has the record open in the editor now.',
  fields: (t) => ({
    userId: t.exposeID('userId', { description: 'Their account id.' }),
    name: t.exposeString('name', { description: 'Their name.' }),
    seenAt: t.expose('seenAt', { type: 'DateTime', description: 'Their editor’s last heartbeat.' }),
  }),
});

builder.queryFields((t) => ({
  editorState: t.field({
    type: EditorStateRef,
    description: 'Where a record’s editing stands: head, live and pending draft (staff who edit that kind).',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'The record id.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.state(await ctx.viewer(), args.type, String(args.id)),
  }),
  revisions: t.field({
    type: RevisionPageRef,
    description: 'A record’s revisions, newest first, paged by number (staff who edit that kind).',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'The record id.' }),
      first: t.arg.int({ description: 'Page size, 1 to 200 (default 30).' }),
      before: t.arg.int({
        description: 'Only revisions numbered below this (the previous page’s nextBefore).',
      }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.revisions(await ctx.viewer(), args.type, String(args.id), args),
  }),
  revisionDiff: t.field({
    type: [FieldDiffRef],
    description:
      'The fields that differ between two revisions of one record, word by word (staff who edit that kind). An unknown revision answers NOT_FOUND.',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      fromId: t.arg.id({ required: true, description: 'The older revision’s id.' }),
      toId: t.arg.id({ required: true, description: 'The newer revision’s id.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.diff(await ctx.viewer(), args.type, String(args.fromId), String(args.toId)),
  }),
}));

builder.mutationFields((t) => ({
  saveArticleDraft: t.field({
    type: EditorStateRef,
    description:
      'Keeps the editor’s fields as the article’s pending draft; the live page does not change (ADMIN, COPYWRITER, OWNER). CONFLICT when the article is no longer at baseRevision.',
    authScopes: editors,
    args: {
      id: t.arg.id({ required: true, description: 'The article id.' }),
      baseRevision: t.arg.int({ required: true, description: 'The head revision the editor started from.' }),
      input: t.arg({
        type: ArticleUpdateInput,
        required: true,
        description: 'The fields (visibility is ignored).',
      }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.saveDraft(
        await ctx.actor(),
        'ARTICLE',
        String(args.id),
        args.baseRevision,
        args.input,
      ),
  }),
  saveVacancyDraft: t.field({
    type: EditorStateRef,
    description:
      'Keeps the editor’s fields as the vacancy’s pending draft; the live page does not change (ADMIN, HR, OWNER). CONFLICT when the vacancy is no longer at baseRevision.',
    authScopes: editors,
    args: {
      id: t.arg.id({ required: true, description: 'The vacancy id.' }),
      baseRevision: t.arg.int({ required: true, description: 'The head revision the editor started from.' }),
      input: t.arg({
        type: VacancyUpdateInput,
        required: true,
        description: 'The fields (visibility is ignored).',
      }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.saveDraft(
        await ctx.actor(),
        'VACANCY',
        String(args.id),
        args.baseRevision,
        args.input,
      ),
  }),
  publishArticleDraft: t.field({
    type: ArticleRef,
    description:
      'Publishes the article’s pending draft: the live page shows it (ADMIN, COPYWRITER, OWNER). CONFLICT when the article is no longer at baseRevision.',
    authScopes: editors,
    args: {
      id: t.arg.id({ required: true, description: 'The article id.' }),
      baseRevision: t.arg.int({ required: true, description: 'The head revision the editor shows.' }),
    },
    resolve: async (_root, args, ctx) =>
      (await ctx.services.drafts.publish(
        await ctx.actor(),
        'ARTICLE',
        String(args.id),
        args.baseRevision,
      )) as Article,
  }),
  publishVacancyDraft: t.field({
    type: VacancyRef,
    description:
      'Publishes the vacancy’s pending draft: its page shows it (ADMIN, HR, OWNER). CONFLICT when the vacancy is no longer at baseRevision.',
    authScopes: editors,
    args: {
      id: t.arg.id({ required: true, description: 'The vacancy id.' }),
      baseRevision: t.arg.int({ required: true, description: 'The head revision the editor shows.' }),
    },
    resolve: async (_root, args, ctx) =>
      (await ctx.services.drafts.publish(
        await ctx.actor(),
        'VACANCY',
        String(args.id),
        args.baseRevision,
      )) as Vacancy,
  }),
  restoreRevision: t.field({
    type: EditorStateRef,
    description:
      'Makes an older revision the pending draft again (never publishes it). NOT_FOUND for an unknown revision; CONFLICT when the record is no longer at baseRevision.',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      revisionId: t.arg.id({ required: true, description: 'The revision to bring back.' }),
      baseRevision: t.arg.int({ required: true, description: 'The head revision the editor shows.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.restore(await ctx.actor(), args.type, String(args.revisionId), args.baseRevision),
  }),
  discardDraft: t.field({
    type: EditorStateRef,
    description:
      'Drops the pending draft (it stays in the history); the editor shows the live version again.',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'The record id.' }),
      baseRevision: t.arg.int({ required: true, description: 'The head revision the editor shows.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.discardDraft(await ctx.actor(), args.type, String(args.id), args.baseRevision),
  }),
  editingHeartbeat: t.field({
    type: [EditorRef],
    description:
      'Says that the caller has the record open in the editor (every ~10 s) and answers who else does (seen in the last 30 s).',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'The record id.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.heartbeat(await ctx.viewer(), args.type, String(args.id)),
  }),
  stopEditing: t.boolean({
    description: 'Says that the caller closed the record’s editor; answers true.',
    authScopes: editors,
    args: {
      type: t.arg({ type: EditableTypeEnum, required: true, description: 'Article or vacancy.' }),
      id: t.arg.id({ required: true, description: 'The record id.' }),
    },
    resolve: async (_root, args, ctx) =>
      ctx.services.drafts.leave(await ctx.viewer(), args.type, String(args.id)),
  }),
}));
