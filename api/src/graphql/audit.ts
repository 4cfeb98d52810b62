import { AUDIT_ACTIONS, AUDIT_GROUPS, type AuditAction } from '@agency/schema/audit';
import type { AuditEntry } from '../db.ts';
import { AUDIT_GRAPHQL_CSV_MAX_ROWS, AuditService } from '../services/audit.ts';
import type { Page } from '../services/paging.ts';
import { builder, scopeOf } from './builder.ts';
import { cursorArgs, DownloadLinkRef, pageInfoFields } from './lists.ts';

// The audit log can be read and exported, never written to or changed, through the API: there is
// deliberately no mutation here (decision 030). Entries are written by the services themselves.

export const AuditActionEnum = builder.enumType('AuditAction', {
  description: 'What an audit entry records (the list lives in @agency/schema/audit).',
  values: Object.fromEntries(
    (Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((action) => [
      action,
      {
        value: action,
        description: `${AUDIT_GROUPS[AUDIT_ACTIONS[action].group]}: ${AUDIT_ACTIONS[action].label}.`,
      },
    ]),
  ) as Record<AuditAction, { value: AuditAction; description: string }>,
});

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'One recorded staff action or security event. Entries cannot be changed or deleted.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
    action: t.field({
      type: AuditActionEnum,
      description: 'What happened.',
      resolve: (e) => e.action as AuditAction,
    }),
    actorId: t.exposeString('actorId', {
      nullable: true,
      description: 'The staff member who acted; null for failed sign-ins and the system.',
    }),
    actorEmail: t.exposeString('actorEmail', {
      nullable: true,
      description: "The actor's e-mail at the time.",
    }),
    ip: t.exposeString('ip', {
      nullable: true,
      description: "The client's address as the server saw it; null for the system's own jobs.",
    }),
    targetType: t.exposeString('targetType', {
      nullable: true,
      description:
        'What it was about: user, article, vacancy, contactRequest, jobApplication, file, dataSubject, auditLog or system.',
    }),
    targetId: t.exposeString('targetId', {
      nullable: true,
      description: "The target's id, when it has one.",
    }),
    targetLabel: t.exposeString('targetLabel', {
      nullable: true,
      description:
        "The target's name at the time; a person whose data was handled appears as a masked address.",
    }),
    summary: t.exposeString('summary', { description: 'One line saying what happened.' }),
    details: t.exposeString('details', {
      nullable: true,
      description: 'A JSON object of small facts (changed fields, roles, counts). Never a secret or content.',
    }),
  }),
});

const AuditEntryPageRef = builder.objectRef<Page<AuditEntry>>('AuditEntryPage').implement({
  description: 'One page of the audit log, newest first.',
  fields: (t) => ({
    items: t.field({
      type: [AuditEntryRef],
      description: 'The entries of this page.',
      resolve: (p) => p.items,
    }),
    ...pageInfoFields(t, 'entries'),
  }),
});

builder.queryFields((t) => {
  const filter = {
    actor: t.arg.string({
      description: "Only entries whose actor's e-mail contains this, or whose actor has this id.",
    }),
    action: t.arg({ type: AuditActionEnum, description: 'Only this action.' }),
    target: t.arg.string({
      description: "Only entries about this id, or whose target's name contains this.",
    }),
    from: t.arg({ type: 'DateTime', description: 'Only entries at or after this moment.' }),
    to: t.arg({ type: 'DateTime', description: 'Only entries before this moment.' }),
  };
  return {
    auditLog: t.field({
      type: AuditEntryPageRef,
      description: 'The audit log, newest first, filtered (ADMIN, OWNER).',
      authScopes: scopeOf(AuditService.access.list),
      args: {
        ...filter,
        first: t.arg.int({ description: 'Page size, 1 to 200 (default 50).', defaultValue: 50 }),
        offset: t.arg.int({
          description: 'How many to skip (old clients; deep offsets are slow: page with after instead).',
          defaultValue: 0,
        }),
        ...cursorArgs(t),
      },
      resolve: async (_root, args, ctx) => ctx.services.audit.list(await ctx.actor(), args),
    }),
    auditLogCsv: t.string({
      description:
        `The filtered audit log as CSV (UTF-8 with BOM), newest first, up to ${AUDIT_GRAPHQL_CSV_MAX_ROWS.toLocaleString('en')} entries in one string (ADMIN, OWNER). ` +
        'The export itself is recorded.',
      deprecationReason: 'Use auditLogExportLink: a file download of any size.',
      authScopes: scopeOf(AuditService.access.list),
      args: filter,
      resolve: async (_root, args, ctx) => ctx.services.audit.csv(await ctx.actor(), args),
    }),
    auditLogExportLink: t.field({
      type: DownloadLinkRef,
      description:
        'A one-minute link that downloads the filtered audit log as CSV (UTF-8 with BOM), newest first, however many entries match (ADMIN, OWNER). Using it is recorded in the log. It reads the log and never changes it.',
      authScopes: scopeOf(AuditService.access.exportLink),
      args: {
        actor: t.arg.string({
          description: "Only entries whose actor's e-mail contains this, or whose actor has this id.",
        }),
        action: t.arg({ type: AuditActionEnum, description: 'Only this action.' }),
        target: t.arg.string({
          description: "Only entries about this id, or whose target's name contains this.",
        }),
        from: t.arg({ type: 'DateTime', description: 'Only entries at or after this moment.' }),
        to: t.arg({ type: 'DateTime', description: 'Only entries before this moment.' }),
      },
      resolve: async (_root, args, ctx) => ctx.services.audit.exportLink(await ctx.actor(), args),
    }),
  };
});
