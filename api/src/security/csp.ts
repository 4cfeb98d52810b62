import { createHash, randomBytes } from 'node:crypto';

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

export type InlineHashes = { scripts: string[]; styles: string[] };

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

/** A marker for the inline tags a render writes: unguessable, so content cannot forge it. */
export function renderMarker(): string {
  return randomBytes(18).toString('base64url');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Finds the inline <script> and <style> elements carrying `marker` as their nonce (only the
 * server's own code writes it), hashes their text and removes the marker. Any other inline tag (say,
 * one smuggled into stored content) is left unhashed, so the browser refuses to run it.
 */
export function hashMarkedInlineTags(html: string, marker: string): { html: string; hashes: InlineHashes } {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  const attribute = ` nonce="${marker}"`;
  const tag = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
  const out = html.replace(tag, (whole, name: string, attrs: string, text: string) => {
    if (!attrs.includes(attribute)) return whole;
    // A script with a src runs under 'self'; only inline text needs a hash.
    if (!/\ssrc=/i.test(attrs)) {
      const list = name.toLowerCase() === 'script' ? hashes.scripts : hashes.styles;
      const hash = sha256(text);
      if (!list.includes(hash)) list.push(hash);
    }
    return `<${name}${attrs.replace(attribute, '')}>${text}</${name}>`;
  });
  // The marker on other tags (module preloads) has no use once the policy lists hashes.
  return { html: out.replaceAll(attribute, ''), hashes };
}
