/**
 * What the audit log records (decision 030): every staff write and every security event, one
 * action each. The API stores the action's name; the Activity screen shows its label and groups the
 * filter by area. Shared, like the role table, so both sides name an action the same way.
 *
 * To record a new kind of event, add it here (the GraphQL enum AuditAction follows) and call
 * `recordAudit` from the service that does it (api/src/services/audit.ts).
 */
export const AUDIT_GROUPS = {
  auth: 'Sign-in and own account',
  users: 'Staff accounts',
  articles: 'Articles',
  vacancies: 'Vacancies',
  leads: 'Contact requests and applications',
  privacy: "Visitors' data",
  audit: 'Audit log',
  webhooks: 'Webhooks',
} as const;
export type AuditGroup = keyof typeof AUDIT_GROUPS;

export const AUDIT_ACTIONS = {
  SIGN_IN: { group: 'auth', label: 'Signed in' },
  SIGN_IN_FAILED: { group: 'auth', label: 'Failed sign-in' },
  SIGN_OUT: { group: 'auth', label: 'Signed out' },
  OTHER_SESSIONS_ENDED: { group: 'auth', label: 'Signed out other devices' },
  PASSWORD_CHANGED: { group: 'auth', label: 'Changed own password' },
  PASSWORD_RECOVERY_REQUESTED: { group: 'auth', label: 'Asked for a password link' },
  PASSWORD_RESET: { group: 'auth', label: 'Set a password with a recovery link' },
  EMAIL_CHANGED: { group: 'auth', label: 'Changed own e-mail' },
  SECOND_FACTOR_FAILED: { group: 'auth', label: 'Failed the second sign-in step' },
  TWO_FACTOR_ADDED: { group: 'auth', label: 'Added a sign-in method' },
  TWO_FACTOR_REMOVED: { group: 'auth', label: 'Removed a sign-in method' },
  RECOVERY_CODES_RENEWED: { group: 'auth', label: 'Created new recovery codes' },
  RECOVERY_CODE_USED: { group: 'auth', label: 'Used a recovery code' },

  USER_CREATED: { group: 'users', label: 'Created a user' },
  USER_UPDATED: { group: 'users', label: 'Renamed a user' },
  USER_EMAIL_CHANGED: { group: 'users', label: "Changed a user's e-mail" },
  USER_PASSWORD_SET: { group: 'users', label: "Set a user's password" },
  USER_ROLES_CHANGED: { group: 'users', label: "Changed a user's roles" },
  USER_DEACTIVATED: { group: 'users', label: 'Deactivated a user' },
  USER_REACTIVATED: { group: 'users', label: 'Reactivated a user' },
  USER_SESSIONS_ENDED: { group: 'users', label: "Ended a user's sessions" },
  USER_DELETED: { group: 'users', label: 'Deleted a user' },
  TWO_FACTOR_RESET: { group: 'users', label: "Reset a user's two-step sign-in" },
  TWO_FACTOR_POLICY_CHANGED: { group: 'users', label: 'Changed which roles need two-step sign-in' },
  USER_INVITED: { group: 'users', label: 'Invited a colleague' },
  INVITATION_RESENT: { group: 'users', label: 'Sent an invitation again' },
  INVITATION_REVOKED: { group: 'users', label: 'Withdrew an invitation' },
  INVITATION_ACCEPTED: { group: 'users', label: 'Accepted an invitation' },
  API_KEY_CREATED: { group: 'users', label: 'Created an API key' },
  API_KEY_REVOKED: { group: 'users', label: 'Revoked an API key' },
  API_KEY_USED: { group: 'users', label: 'Used an API key' },

  ARTICLE_CREATED: { group: 'articles', label: 'Created an article' },
  ARTICLE_UPDATED: { group: 'articles', label: 'Changed an article' },
  ARTICLE_SHOWN: { group: 'articles', label: 'Published an article' },
  ARTICLE_HIDDEN: { group: 'articles', label: 'Hid an article' },
  ARTICLE_DELETED: { group: 'articles', label: 'Deleted an article' },
  ARTICLE_SCHEDULED: { group: 'articles', label: 'Scheduled an article' },
  COVER_UPLOADED: { group: 'articles', label: 'Uploaded a cover image' },
  IMAGE_UPLOADED: { group: 'articles', label: 'Uploaded a picture for an article' },
  IMAGE_FOCAL_POINT_SET: { group: 'articles', label: "Set a picture's focal point" },

  VACANCY_CREATED: { group: 'vacancies', label: 'Created a vacancy' },
  VACANCY_UPDATED: { group: 'vacancies', label: 'Changed a vacancy' },
  VACANCY_SHOWN: { group: 'vacancies', label: 'Listed a vacancy' },
  VACANCY_HIDDEN: { group: 'vacancies', label: 'Hid a vacancy' },
  VACANCY_DELETED: { group: 'vacancies', label: 'Deleted a vacancy' },
  VACANCY_SCHEDULED: { group: 'vacancies', label: 'Scheduled a vacancy' },
  PERSON_MERGED: { group: 'leads', label: 'Merged two people' },
  PERSON_UNMERGED: { group: 'leads', label: 'Unmerged two people' },
  INBOX_FILTER_SAVED: { group: 'leads', label: 'Saved an inbox filter' },
  INBOX_FILTER_DELETED: { group: 'leads', label: 'Deleted a saved inbox filter' },

  LEAD_ASSIGNED: { group: 'leads', label: 'Assigned a lead' },
  LEAD_NOTE_ADDED: { group: 'leads', label: 'Added a note to a lead' },
  LEAD_FOLLOW_UP_SET: { group: 'leads', label: "Set a lead's follow-up" },
  FOLLOW_UP_DIGEST_SENT: { group: 'leads', label: 'Sent the daily follow-up digest' },
  LEAD_READ: { group: 'leads', label: 'Marked a lead as read' },
  LEAD_ARCHIVED: { group: 'leads', label: 'Archived a lead' },
  LEAD_REOPENED: { group: 'leads', label: 'Moved a lead to new' },
  LEAD_EXPORTED: { group: 'leads', label: 'Exported leads as CSV' },
  LEAD_FILE_DOWNLOADED: { group: 'leads', label: 'Downloaded an attachment or CV' },
  LEAD_DELETED: { group: 'leads', label: 'Deleted a lead' },
  LEAD_RELEASED: { group: 'leads', label: 'Released a lead from spam' },
  LEAD_STAGE_CHANGED: { group: 'leads', label: 'Moved a lead to another stage' },
  STAGE_CREATED: { group: 'leads', label: 'Added a pipeline stage' },
  STAGE_UPDATED: { group: 'leads', label: 'Renamed or moved a pipeline stage' },
  STAGE_RETIRED: { group: 'leads', label: 'Retired a pipeline stage' },
  CANDIDATE_RATED: { group: 'leads', label: 'Rated a candidate' },
  LEAD_REPLIED: { group: 'leads', label: 'Replied to a lead' },
  REPLY_TEMPLATE_CREATED: { group: 'leads', label: 'Created a reply template' },
  REPLY_TEMPLATE_UPDATED: { group: 'leads', label: 'Changed a reply template' },
  REPLY_TEMPLATE_DELETED: { group: 'leads', label: 'Deleted a reply template' },

  DATA_LOOKUP: { group: 'privacy', label: "Looked up a person's data" },
  DATA_EXPORTED: { group: 'privacy', label: "Exported a person's data" },
  DATA_ERASED: { group: 'privacy', label: "Erased a person's data" },
  RETENTION_RUN: { group: 'privacy', label: 'Deleted expired data' },
  PRIVACY_REQUEST_SENT: { group: 'privacy', label: 'A visitor asked for a privacy request' },
  PRIVACY_REQUEST_PROVEN: { group: 'privacy', label: 'A visitor proved a privacy request' },
  PRIVACY_REQUEST_ANSWERED: { group: 'privacy', label: 'Answered a privacy request' },

  AUDIT_EXPORTED: { group: 'audit', label: 'Exported the audit log' },

  WEBHOOK_CREATED: { group: 'webhooks', label: 'Registered a webhook endpoint' },
  WEBHOOK_UPDATED: { group: 'webhooks', label: 'Changed a webhook endpoint' },
  WEBHOOK_DELETED: { group: 'webhooks', label: 'Deleted a webhook endpoint' },
  WEBHOOK_RESENT: { group: 'webhooks', label: 'Resent a webhook delivery' },
  WEBHOOK_TESTED: { group: 'webhooks', label: 'Sent a test webhook delivery' },
} as const satisfies Record<string, { group: AuditGroup; label: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value);

/** What an entry is about. A visitor's lead is named by its kind and id only, never by the person. */
export const AUDIT_TARGET_TYPES = {
  user: 'User',
  invitation: 'Invitation',
  apiKey: 'API key',
  article: 'Article',
  vacancy: 'Vacancy',
  contactRequest: 'Contact request',
  jobApplication: 'Application',
  leadStage: 'Pipeline stage',
  file: 'File',
  dataSubject: 'Person',
  replyTemplate: 'Reply template',
  privacyRequest: 'Privacy request',
  auditLog: 'Audit log',
  system: 'System',
  webhook: 'Webhook endpoint',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_TYPES;
