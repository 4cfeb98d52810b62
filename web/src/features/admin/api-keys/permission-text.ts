import type { Permission } from '@agency/schema/roles';

/** Each permission as a person reads it on the API keys screen. */
export const PERMISSION_TEXT: Record<Permission, string> = {
  manageVacancies: 'Vacancies: read all, write',
  manageArticles: 'Articles: read all, write',
  manageUsers: 'Staff accounts: read, write',
  readContactRequests: 'Contact requests: read',
  readJobApplications: 'Job applications: read',
  readMailFailures: 'Undelivered e-mails: read',
  manageTwoFactorPolicy: 'Two-step sign-in policy',
  resetTwoFactor: 'Reset two-step sign-in',
  readAuditLog: 'Activity log: read',
  handleDataRequests: "Visitors' data requests",
  approveContent: 'Approve content',
  manageApprovalPolicy: 'Approval policy',
  manageApiKeys: 'API keys (people only)',
  manageStages: 'Pipeline stages',
  manageReplyTemplates: 'Reply templates',
  manageWebhooks: 'Webhooks',
};
