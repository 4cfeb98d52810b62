import type { LeadKind } from '@agency/schema/inbox';
import type { PersonMerge } from '../db.ts';
import type { Lead } from '../services/lead-tables.ts';
import type { Person, PersonLead } from '../services/people.ts';
import { builder, scopeOf } from './builder.ts';
import { ContactRequestRef, JobApplicationRef, LeadKindEnum } from './inbox.ts';

// One person, many leads (decision 058): the person view and merges.

const PersonLeadRef = builder.objectRef<PersonLead>('PersonLead').implement({
  description: 'One lead of a person: a contact request or an application.',
  fields: (t) => ({
    kind: t.field({ type: LeadKindEnum, description: 'Which inbox.', resolve: (l) => l.kind }),
    id: t.id({ description: 'The lead id.', resolve: (l) => l.lead.id }),
    contactRequest: t.field({
      type: ContactRequestRef,
      nullable: true,
      description: 'The lead, when it is a contact request.',
      resolve: (l) => (l.kind === 'contact' ? (l.lead as Lead) : null),
    }),
    jobApplication: t.field({
      type: JobApplicationRef,
      nullable: true,
      description: 'The lead, when it is an application.',
      resolve: (l) => (l.kind === 'application' ? (l.lead as Lead) : null),
    }),
  }),
});

const PersonMergeRef = builder.objectRef<PersonMerge>('PersonMerge').implement({
  description: 'Two addresses staff joined into one person.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier (unmergePeople takes it).' }),
    emailA: t.exposeString('emailA', { description: 'One address.' }),
    emailB: t.exposeString('emailB', { description: 'The other address.' }),
    mergedByEmail: t.exposeString('mergedByEmail', { nullable: true, description: 'Who merged them.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
  }),
});

const PersonRef = builder.objectRef<Person>('Person').implement({
  description:
    'Everyone who wrote from one address, or from addresses staff merged: their leads of the kinds the viewer may see.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The person key: one lead, as kind-id (e.g. contact-ck1…).' }),
    emails: t.exposeStringList('emails', { description: 'Their addresses, the first one the key lead’s.' }),
    leads: t.field({
      type: [PersonLeadRef],
      description: 'Their leads of the kinds the viewer may see, newest first (at most 200 per kind).',
      resolve: (p) => p.leads,
    }),
    hiddenKinds: t.field({
      type: [LeadKindEnum],
      description: 'Kinds of lead the viewer may not see (not searched, not listed).',
      resolve: (p) => p.hiddenKinds as LeadKind[],
    }),
    merges: t.field({
      type: [PersonMergeRef],
      description: 'The merges that join their addresses.',
      resolve: (p) => p.merges,
    }),
  }),
});

const KEY_DESCRIPTION = 'A lead as kind-id: contact-<id> or application-<id>.';

builder.queryFields((t) => ({
  person: t.field({
    type: PersonRef,
    description:
      "A lead's person: every lead of their addresses that the viewer may see (contact requests: ADMIN, OWNER; applications: ADMIN, HR, OWNER).",
    authScopes: scopeOf('readContactRequests', 'readJobApplications'),
    args: { key: t.arg.string({ required: true, description: KEY_DESCRIPTION }) },
    resolve: async (_root, a, ctx) => ctx.services.people.person(await ctx.viewer(), a.key),
  }),
}));

builder.mutationFields((t) => ({
  mergePeople: t.field({
    type: PersonRef,
    description:
      "Joins the people of two leads with different addresses into one. Both leads' kinds must be the caller's (FORBIDDEN otherwise). Recorded in the audit log.",
    authScopes: scopeOf('readContactRequests', 'readJobApplications'),
    args: {
      a: t.arg.string({ required: true, description: KEY_DESCRIPTION }),
      b: t.arg.string({ required: true, description: KEY_DESCRIPTION }),
    },
    resolve: async (_root, a, ctx) => ctx.services.people.merge(await ctx.actor(), a.a, a.b),
  }),
  unmergePeople: t.field({
    type: PersonMergeRef,
    description:
      'Undoes a merge (for whoever may see the kinds of both leads merged) and returns it. Recorded in the audit log.',
    authScopes: scopeOf('readContactRequests', 'readJobApplications'),
    args: { id: t.arg.id({ required: true, description: 'The merge id.' }) },
    resolve: async (_root, a, ctx) => ctx.services.people.unmerge(await ctx.actor(), String(a.id)),
  }),
}));
