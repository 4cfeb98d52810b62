/**
 * The first-touch fields of a form (decision 051) without their rules: what the browser reads
 * from the visit's first address on every page. Kept apart from lead-source.ts, whose rules bring
 * zod, so that capturing a visit's source does not put the validator in every page's first load.
 */

/** The form fields and the query parameters they come from. */
export const FIRST_TOUCH_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

export type FirstTouch = {
  landingPage?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmTerm?: string | null;
  utmContent?: string | null;
};

export const FIRST_TOUCH_MAX = { url: 1000, utm: 200 } as const;
