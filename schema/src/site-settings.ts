/**
 * Who the site says it is: the brand, contact addresses and profile links. The server reads them
 * from its environment (api/src/env.ts: SITE_NAME, CONTACT_EMAIL, …), hands them to the web
 * renderer with every page, and the page carries them to the browser. An unset address or profile
 * is null, and the web app leaves its link out rather than pointing it at a placeholder.
 */

/** The leaders on the company page whose profile links are configured (TEAM_<KEY>_LINKEDIN_URL). */
export const TEAM_PROFILE_KEYS = ['ceo', 'coo', 'pm', 'hr'] as const;
export type TeamProfileKey = (typeof TEAM_PROFILE_KEYS)[number];

export type SiteSettings = {
  /** The brand in the logo, the footer and page titles. */
  name: string;
  /** The footer's e-mail link; null hides it. */
  contactEmail: string | null;
  /** ISO 3166-1 alpha-2 code of the country the agency hires in (job postings); null leaves it out. */
  country: string | null;
  /** Where the privacy pages send data requests; null points people at the contact form instead. */
  privacyEmail: string | null;
  /**
   * Days after which contact requests and applications are deleted (LEAD_RETENTION_DAYS), as the
   * privacy pages state; 0 means they are kept until deleted on request.
   */
  leadRetentionDays: number;
  social: { linkedin: string | null; instagram: string | null; upwork: string | null };
  teamProfiles: Record<TeamProfileKey, string | null>;
};

/** A neutral name for a server that has not been told its brand (it warns at start-up). */
export const DEFAULT_SITE_NAME = 'Agency';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: DEFAULT_SITE_NAME,
  contactEmail: null,
  country: null,
  privacyEmail: null,
  leadRetentionDays: 365,
  social: { linkedin: null, instagram: null, upwork: null },
  teamProfiles: { ceo: null, coo: null, pm: null, hr: null },
};

/**
 * What the privacy pages (/privacy and the full policy) say about keeping form submissions, from
 * LEAD_RETENTION_DAYS: the same number the daily retention job deletes by.
 */
export function leadRetentionText(days: number): string {
  return days > 0
    ? `Messages from the contact form and job applications, with any file sent with them, are deleted automatically ${days} days after they arrive, or sooner if you ask us to delete them.`
    : 'Messages from the contact form and job applications, with any file sent with them, are kept until you ask us to delete them or we no longer need them.';
}
