/**
 * Where a lead came from (decision 051): the first page of the visit in this tab, its referrer
 * and its utm_* parameters, sent with a form as optional fields: their rules, run by the API on
 * every submission, and the source's reading for the inbox. The field names the browser captures
 * are in first-touch.ts.
 */
import * as z from 'zod/mini';
import { FIRST_TOUCH_MAX, type FirstTouch } from './first-touch.ts';

/** What the inbox files a lead under when it has neither utm_source nor a referrer. */
export const DIRECT_SOURCE = 'direct';
/** A source as the filter takes it: lower-case, at most 200 characters. */
export const SOURCE_MAX = FIRST_TOUCH_MAX.utm;

// Visible text only: no control characters (a value is shown to staff and goes into a CSV).
const PRINTABLE = /^[^\p{Cc}]*$/u;

const utm = (name: string) => {
  const message = `${name} must be text of at most ${FIRST_TOUCH_MAX.utm} characters without control characters.`;
  return z.nullish(
    z.string(message).check(z.trim(), z.maxLength(FIRST_TOUCH_MAX.utm, message), z.regex(PRINTABLE, message)),
  );
};

/** The page the visit began on: a path of this site ("/…", never "//host"), with its query. */
const landingPage = z.nullish(
  z.string('landingPage must be a path of this site.').check(
    z.superRefine((value, ctx) => {
      const ok =
        value.length <= FIRST_TOUCH_MAX.url &&
        value.startsWith('/') &&
        !value.startsWith('//') &&
        !value.includes('\\') &&
        PRINTABLE.test(value);
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          input: value,
          message: `landingPage must be a path of this site starting with "/", at most ${FIRST_TOUCH_MAX.url} characters.`,
        });
    }),
  ),
);

/** The referrer: an absolute http(s) URL, as browsers send it. Empty means none. */
const referrer = z.nullish(
  z.string('referrer must be an http(s) URL.').check(
    z.superRefine((value, ctx) => {
      if (value === '') return;
      if (value.length <= FIRST_TOUCH_MAX.url && refererHost(value) !== null) return;
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: `referrer must be an absolute http(s) URL of at most ${FIRST_TOUCH_MAX.url} characters.`,
      });
    }),
  ),
);

/** The first-touch fields of a form; each optional, each refused by name when malformed. */
export const firstTouchFields = {
  landingPage,
  referrer,
  utmSource: utm('utmSource'),
  utmMedium: utm('utmMedium'),
  utmCampaign: utm('utmCampaign'),
  utmTerm: utm('utmTerm'),
  utmContent: utm('utmContent'),
};

/** The host of an http(s) URL, lower-case and without "www."; null for anything else. */
export function refererHost(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host ? host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * The lead's source, as the inbox filters and the dashboard counts it: utm_source (lower-case),
 * else the referrer's host, else "direct".
 */
export function leadSource(touch: FirstTouch): string {
  const utmSource = touch.utmSource?.trim().toLowerCase();
  if (utmSource) return utmSource.slice(0, SOURCE_MAX);
  const host = touch.referrer ? refererHost(touch.referrer) : null;
  return host ? host.slice(0, SOURCE_MAX) : DIRECT_SOURCE;
}

/** A source filter as sent: trimmed, lower-case; empty means no filter. */
export const sourceFilter = z.object({
  source: z.nullish(
    z
      .string('source must be text.')
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(SOURCE_MAX, `source must be at most ${SOURCE_MAX} characters.`),
      ),
  ),
});
