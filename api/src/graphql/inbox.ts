import { storedLeadStatus } from '@agency/schema/inbox';
import type { ContactRequest, JobApplication } from '../db.ts';
import type { LeadKind } from '@agency/schema/inbox';
import { GRAPHQL_CSV_MAX_ROWS } from '../services/leads.ts';
import type { Page } from '../services/paging.ts';
import { builder, scopeOf } from './builder.ts';
import { LEAD_ACCESS } from '../services/lead-tables.ts';
import { cursorArgs, DownloadLinkRef, pageInfoFields } from './lists.ts';

const SEARCH_DESCRIPTION =
  'Only leads whose name or e-mail contains this text (3 or more characters), or starts with it (1 or 2), ignoring case.';

const LeadStatusEnum = builder.enumType('LeadStatus', {
  description: 'Where a lead stands in the inbox.',
  values: {
    NEW: { value: 'NEW', description: 'Not looked at yet.' },
    READ: { value: 'READ', description: 'Seen by staff.' },
    ARCHIVED: { value: 'ARCHIVED', description: 'Dealt with.' },
    SPAM: {
      value: 'SPAM',
      description:
        "Caught by the forms' honeypot: kept 30 days, never e-mailed or counted; a filter only (release it to move it).",
    },
  } as const,
});

export const LeadKindEnum = builder.enumType('LeadKind', {
  description: 'Which inbox.',
  values: {
    CONTACT_REQUEST: { value: 'contact', description: 'Contact requests (ADMIN, OWNER).' },
    JOB_APPLICATION: { value: 'application', description: 'Job applications (ADMIN, HR, OWNER).' },
  } as const,
});

type Lead = ContactRequest | JobApplication;

const FIRST_TOUCH = {
  landingPage: 'The first page of the visit in the tab the form was sent from (path and query).',
  referrer: "That page's referrer.",
  utmSource: 'utm_source of that page.',
  utmMedium: 'utm_medium of that page.',
  utmCampaign: 'utm_campaign of that page.',
  utmTerm: 'utm_term of that page.',
  utmContent: 'utm_content of that page.',
  source:
    'Where the lead came from: utm_source (lower-case), else the referrer\'s host, else "direct"; null for leads sent before sources were recorded.',
} as const;

function leadType(name: string, description: string, extra: 'interest' | 'position') {
  return builder.objectRef<Lead>(name).implement({
    description,
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Identifier.' }),
      name: t.exposeString('name', { description: 'Full name.' }),
      email: t.exposeString('email', { description: 'E-mail address.' }),
      country: t.exposeString('country', { description: 'Country.' }),
      [extra]: t.string({
        description: extra === 'interest' ? 'What they are interested in.' : 'The position applied for.',
        resolve: (lead) => (lead as unknown as Record<string, string>)[extra]!,
      }),
      message: t.exposeString('message', { description: 'Their message.' }),
      attachmentName: t.exposeString('attachmentName', {
        nullable: true,
        description: 'Name of the attached file.',
      }),
      attachmentUrl: t.exposeString('attachmentUrl', {
        nullable: true,
        description: 'Download URL of the attached file (staff bearer token required).',
      }),
      status: t.field({
        type: LeadStatusEnum,
        description: 'Inbox status.',
        resolve: (l) => storedLeadStatus(l.status),
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it arrived.' }),
      landingPage: t.exposeString('landingPage', { nullable: true, description: FIRST_TOUCH.landingPage }),
      referrer: t.exposeString('referrer', { nullable: true, description: FIRST_TOUCH.referrer }),
      utmSource: t.exposeString('utmSource', { nullable: true, description: FIRST_TOUCH.utmSource }),
      utmMedium: t.exposeString('utmMedium', { nullable: true, description: FIRST_TOUCH.utmMedium }),
      utmCampaign: t.exposeString('utmCampaign', { nullable: true, description: FIRST_TOUCH.utmCampaign }),
      utmTerm: t.exposeString('utmTerm', { nullable: true, description: FIRST_TOUCH.utmTerm }),
      utmContent: t.exposeString('utmContent', { nullable: true, description: FIRST_TOUCH.utmContent }),
      source: t.exposeString('source', { nullable: true, description: FIRST_TOUCH.source }),
    }),
  });
}

export const ContactRequestRef = leadType(
  'ContactRequest',
  'A message from the footer contact form.',
  'interest',
);
export const JobApplicationRef = leadType(
  'JobApplication',
  'An application from the careers form.',
  'position',
);

function pageType(name: string, item: typeof ContactRequestRef) {
  return builder.objectRef<Page<Lead>>(name).implement({
    description: `One page of the inbox, newest first.`,
    fields: (t) => ({
      items: t.field({ type: [item], description: 'The leads of this page.', resolve: (p) => p.items }),
      ...pageInfoFields(t, 'leads'),
    }),
  });
}

const ContactRequestPageRef = pageType('ContactRequestPage', ContactRequestRef);
const JobApplicationPageRef = pageType('JobApplicationPage', JobApplicationRef);

builder.queryFields((t) => {
  const args = {
    status: t.arg({
      type: LeadStatusEnum,
      description: 'Only this status; without it, NEW and READ (archived leads only when asked for).',
    }),
    search: t.arg.string({ description: SEARCH_DESCRIPTION }),
    source: t.arg.string({
      description:
        'Only leads from this source (see the field source; "direct" for neither utm_source nor referrer), ignoring case.',
    }),
    first: t.arg.int({ description: 'Page size, 1 to 200 (default 20).', defaultValue: 20 }),
    offset: t.arg.int({
      description: 'How many to skip (old clients; deep offsets are slow: page with after instead).',
      defaultValue: 0,
    }),
    ...cursorArgs(t),
  };
  return {
    contactRequests: t.field({
      type: ContactRequestPageRef,
      description: 'Contact requests, newest first (ADMIN, OWNER).',
      authScopes: scopeOf(LEAD_ACCESS.contact),
      args,
      resolve: async (_root, a, ctx) => ctx.services.leads.list(await ctx.viewer(), 'contact', a),
    }),
    jobApplications: t.field({
      type: JobApplicationPageRef,
      description: 'Job applications, newest first (ADMIN, HR, OWNER).',
      authScopes: scopeOf(LEAD_ACCESS.application),
      args,
      resolve: async (_root, a, ctx) => ctx.services.leads.list(await ctx.viewer(), 'application', a),
    }),
    leadsExportLink: t.field({
      type: DownloadLinkRef,
      description:
        "A one-minute link that downloads an inbox's leads as CSV (UTF-8 with BOM), with the list's status and search, however many there are. Needs the role of that inbox; using the link is recorded in the audit log.",
      authScopes: scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application),
      args: {
        kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
        status: t.arg({
          type: LeadStatusEnum,
          description: 'Only this status; without it, NEW and READ (archived leads only when asked for).',
        }),
        search: t.arg.string({ description: SEARCH_DESCRIPTION }),
      },
      resolve: async (_root, a, ctx) =>
        ctx.services.leads.exportLink(await ctx.actor(), a.kind as LeadKind, a),
    }),
    leadsCsv: t.string({
      description: `An inbox as CSV (UTF-8 with BOM), up to ${GRAPHQL_CSV_MAX_ROWS.toLocaleString('en')} leads in one string. Needs the role of that inbox. Recorded in the audit log.`,
      deprecationReason: 'Use leadsExportLink: a file download of any size, with the search too.',
      authScopes: scopeOf(LEAD_ACCESS.contact, LEAD_ACCESS.application),
      args: {
        kind: t.arg({ type: LeadKindEnum, required: true, description: 'Which inbox.' }),
        status: t.arg({
          type: LeadStatusEnum,
          description: 'Only this status; without it, NEW and READ (archived leads only when asked for).',
        }),
      },
      resolve: async (_root, a, ctx) =>
        ctx.services.leads.exportCsvText(await ctx.actor(), a.kind as LeadKind, a),
    }),
  };
});

builder.mutationFields((t) => ({
  setContactRequestStatus: t.field({
    type: ContactRequestRef,
    description: 'Marks a contact request NEW, READ or ARCHIVED (ADMIN, OWNER).',
    authScopes: scopeOf(LEAD_ACCESS.contact),
    args: {
      id: t.arg.id({ required: true, description: 'The contact request id.' }),
      status: t.arg({ type: LeadStatusEnum, required: true, description: 'The new status.' }),
    },
    resolve: async (_root, a, ctx) =>
      ctx.services.leads.setStatus(await ctx.actor(), 'contact', String(a.id), a.status),
  }),
  setJobApplicationStatus: t.field({
    type: JobApplicationRef,
    description: 'Marks a job application NEW, READ or ARCHIVED (ADMIN, HR, OWNER).',
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: {
      id: t.arg.id({ required: true, description: 'The job application id.' }),
      status: t.arg({ type: LeadStatusEnum, required: true, description: 'The new status.' }),
    },
    resolve: async (_root, a, ctx) =>
      ctx.services.leads.setStatus(await ctx.actor(), 'application', String(a.id), a.status),
  }),
  releaseContactRequest: t.field({
    type: ContactRequestRef,
    description:
      'Moves a contact request from the Spam folder into the inbox as NEW and queues its notification e-mail once (ADMIN, OWNER). Fails with BAD_USER_INPUT for a lead not in the Spam folder. Recorded in the audit log.',
    authScopes: scopeOf(LEAD_ACCESS.contact),
    args: { id: t.arg.id({ required: true, description: 'The contact request id.' }) },
    resolve: async (_root, a, ctx) => ctx.services.leads.release(await ctx.actor(), 'contact', String(a.id)),
  }),
  releaseJobApplication: t.field({
    type: JobApplicationRef,
    description:
      'Moves a job application from the Spam folder into the inbox as NEW and queues its notification e-mail once (ADMIN, HR, OWNER). Fails with BAD_USER_INPUT for a lead not in the Spam folder. Recorded in the audit log.',
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: { id: t.arg.id({ required: true, description: 'The job application id.' }) },
    resolve: async (_root, a, ctx) =>
      ctx.services.leads.release(await ctx.actor(), 'application', String(a.id)),
  }),
  deleteContactRequest: t.id({
    description:
      'Deletes a contact request with its attachment and notification e-mails, and returns its id (ADMIN, OWNER). Recorded in the audit log.',
    authScopes: scopeOf(LEAD_ACCESS.contact),
    args: { id: t.arg.id({ required: true, description: 'The contact request id.' }) },
    resolve: async (_root, a, ctx) => ctx.services.leads.remove(await ctx.actor(), 'contact', String(a.id)),
  }),
  deleteJobApplication: t.id({
    description:
      'Deletes a job application with its CV and notification e-mails, and returns its id (ADMIN, HR, OWNER). Recorded in the audit log.',
    authScopes: scopeOf(LEAD_ACCESS.application),
    args: { id: t.arg.id({ required: true, description: 'The job application id.' }) },
    resolve: async (_root, a, ctx) =>
      ctx.services.leads.remove(await ctx.actor(), 'application', String(a.id)),
  }),
}));
