import { isAllowedLinkHref } from '@agency/schema/rich-text';

/**
 * Turns what a person typed into the link prompt into an href, or null when it is not allowed.
 * "www.example.com" would otherwise become a path on our own site, so it gets https:// in front.
 */
export function normaliseLinkHref(input: string): string | null {
  const href = input.trim();
  if (!isAllowedLinkHref(href)) return null;
  return /^www\./i.test(href) ? `https://${href}` : href;
}
