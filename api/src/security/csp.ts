import type { InlineHashes } from '@agency/schema/page-host';

/**
 * The site's Content-Security-Policy. No 'unsafe-inline' for scripts or <style> elements: the few
 * inline tags the server writes itself (the router's hydration scripts, the page's inlined CSS, the
 * privacy policy's style) are allowed by their SHA-256 hashes, computed once when the page is made,
 * so a kept page and its policy travel together (decision 023). Style attributes stay allowed.
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'script-src-attr': ["'none'"],
};

/**
 * The policy, with the hashes of the inline tags one document may run, and `sources` a third party
 * needs (an external bot-check widget, decision 029; none by default).
 */
export function contentSecurityPolicy(
  options: { https: boolean; inline?: InlineHashes; sources?: Record<string, string[]> } = { https: false },
): string {
  const directives = { ...DIRECTIVES };
  for (const [name, values] of Object.entries(options.sources ?? {})) {
    directives[name] = [...(DIRECTIVES[name] ?? ["'self'"]), ...values];
  }
  if (options.inline) {
    directives['script-src'] = [...directives['script-src']!, ...options.inline.scripts];
    directives['style-src'] = [...directives['style-src']!, ...options.inline.styles];
  }
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  // Over plain http (local runs) upgrading requests would break the site.
  if (options.https) parts.push('upgrade-insecure-requests');
  return parts.join(';');
}
