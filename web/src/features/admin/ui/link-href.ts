/** Schemes a link in staff-written rich text may use; anything without a scheme is a relative URL. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop tabs and newlines anywhere in a URL and control characters and spaces around it, so
// "java\nscript:" is javascript:. The scheme is judged with all of them removed, which can only
// reject more, never less.
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/** Whether a link's href is one the editor keeps: http(s), mailto or relative. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const compact = href.replace(IGNORED_IN_URL, '');
  if (compact === '') return false;
  const scheme = SCHEME.exec(compact)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}

/**
 * Turns what a person typed into the link prompt into an href, or null when it is not allowed.
 * "www.example.com" would otherwise become a path on our own site, so it gets https:// in front.
 */
export function normalizeLinkHref(input: string): string | null {
  const href = input.trim();
  if (!isAllowedLinkHref(href)) return null;
  return /^www\./i.test(href) ? `https://${href}` : href;
}
