/**
 * Roles and what they allow: the table of decisions.md, shared by the API (enforcement) and the
 * web app (route guards and which buttons to show). The server is the authority; the client only
 * mirrors it.
 */
export const ROLES = ['ADMIN', 'HR', 'COPYWRITER', 'OWNER'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** List all vacancies (drafts too), create, update, hide, delete. */
  manageVacancies: ['ADMIN', 'HR', 'OWNER'],
  /** List all articles (drafts too), create, update, hide, delete, upload covers. */
  manageArticles: ['ADMIN', 'COPYWRITER', 'OWNER'],
  /** List, create, update, delete users and end their sessions. */
  manageUsers: ['ADMIN', 'OWNER'],
  /** Read and triage contact requests and their attachments. */
  readContactRequests: ['ADMIN', 'OWNER'],
  /** Read and triage job applications and download CVs. */
  readJobApplications: ['ADMIN', 'HR', 'OWNER'],
  /** See the e-mails the site finally failed to send (recipients, subjects, the mail server's error). */
  readMailFailures: ['ADMIN', 'OWNER'],
  /** Choose which roles must sign in with a second factor (decision 031). */
  manageTwoFactorPolicy: ['OWNER'],
  /** Remove every second factor of a staff account whose owner lost their device (decision 031). */
  resetTwoFactor: ['OWNER'],
  /** Read and export the audit log (the Activity screen). Nobody may change or delete an entry. */
  readAuditLog: ['ADMIN', 'OWNER'],
  /** Find, export and erase everything stored about an e-mail address (access and erasure requests). */
  handleDataRequests: ['ADMIN', 'OWNER'],
  /** Approve an article or vacancy in the editor, and publish while approvals are required (decision 049). */
  approveContent: ['ADMIN', 'OWNER'],
  /** Rename, add, order and retire the stages of both pipelines (decision 052). */
  manageStages: ['OWNER'],
  /** Register webhook endpoints, read their delivery log, resend and test deliveries (decision 062). */
  manageWebhooks: ['ADMIN', 'OWNER'],
  /** Create, list and revoke API keys for programs; a key holds a subset of its creator's permissions (decision 060). */
  manageApiKeys: ['ADMIN', 'OWNER'],
  /** Choose whether anything may be published before an approval (decision 049). */
  manageApprovalPolicy: ['OWNER'],
  /** Write, change and delete the reply templates staff answer leads with (decision 056). */
  manageReplyTemplates: ['ADMIN', 'OWNER'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly string[] | null | undefined, permission: Permission): boolean {
  if (!roles) return false;
  const allowed: readonly string[] = PERMISSIONS[permission];
  return roles.some((r) => allowed.includes(r));
}

/** The five choices the spec names for a staff account. OWNER exists once and is never offered. */
export const ROLE_OPTIONS = [
  { label: 'ADMIN', roles: ['ADMIN'] },
  { label: 'HR', roles: ['HR'] },
  { label: 'COPYWRITER', roles: ['COPYWRITER'] },
  { label: 'COPYWRITER + HR', roles: ['COPYWRITER', 'HR'] },
  { label: 'OWNER', roles: ['OWNER'] },
] as const satisfies readonly { label: string; roles: readonly Role[] }[];

/** Normalises a role list: known roles only, no duplicates, in ROLES order. */
export function normaliseRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((r) => roles.includes(r));
}
