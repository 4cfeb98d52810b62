import type { LeadKind } from '@agency/schema/inbox';

/** A kind of lead as GraphQL's LeadKind names it (page addresses and the schema say contact, application). */
export const gqlKind = (kind: LeadKind) =>
  kind === 'contact' ? ('CONTACT_REQUEST' as const) : ('JOB_APPLICATION' as const);
