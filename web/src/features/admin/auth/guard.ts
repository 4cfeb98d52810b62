import { can, PERMISSIONS, type Permission } from '@agency/schema/roles';
import { redirect } from '@tanstack/react-router';

/** The screen each permission opens, as the notice on the dashboard names it. */
export const SCREEN_NAMES: Record<Permission, string> = {
  manageVacancies: 'Vacancies',
  manageArticles: 'Articles',
  manageUsers: 'Users',
  readContactRequests: 'Contact requests',
  readJobApplications: 'Job applications',
  readMailFailures: 'Undelivered e-mails',
  manageTwoFactorPolicy: 'Two-step sign-in settings',
  resetTwoFactor: 'Two-step sign-in resets',
  readAuditLog: 'Activity',
  handleDataRequests: 'Data requests',
  approveContent: 'Approvals',
  manageStages: 'Pipeline stages',
  manageWebhooks: 'Webhooks',
  manageApiKeys: 'API keys',
  manageApprovalPolicy: 'Approval before publishing',
  manageReplyTemplates: 'Reply templates',
};

/**
 * The spec's role guard: a signed-in user without the route's role goes to the dashboard, which
 * says which screen they could not open (decision 047), rather than moving them there silently.
 * The server enforces the same table on every call; this only keeps people off screens that would
 * fail.
 */
export function requirePermission(roles: readonly string[], permission: Permission): void {
  if (!can(roles, permission)) throw redirect({ to: '/admin-panel', search: { denied: permission } });
}

/** The dashboard's `denied` search parameter: a known permission, or nothing. */
export function deniedScreen(value: unknown): Permission | undefined {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value) ? (value as Permission) : undefined;
}

/** Only same-area paths are followed after login, so a crafted link cannot send staff elsewhere. */
export function safeAdminRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  return /^\/admin-panel(\/[^/\\]|\/?$|\?)/.test(target) && !target.startsWith('/admin-panel/login')
    ? target
    : undefined;
}
