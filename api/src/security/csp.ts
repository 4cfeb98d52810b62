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
 * Hashes of the long inline texts: a page's inlined CSS (20+ KB) and its route scripts are the
 * same on every render of that page, and hashing them again was most of what an uncached page
 * spent on its policy. Bounded: past MEMO_LIMIT texts it starts over.
 */
const memo = new Map<string, string>();
const MEMO_MIN_LENGTH = 1024;
const MEMO_LIMIT = 64;

function hashOf(text: string): string {
  if (text.length < MEMO_MIN_LENGTH) return sha256(text);
  let hash = memo.get(text);
  if (hash === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, (hash = sha256(text)));
  }
  return hash;
}

/**
 * Finds the inline <script> and <style> elements carrying `marker` as their nonce (only the
 * server's own code writes it), hashes their text and removes the marker. Any other inline tag (say,
 * one smuggled into stored content) is left unhashed, so the browser refuses to run it. One pass
 * from marker to marker: the document between them is copied, never searched tag by tag.
 */
export function hashMarkedInlineTags(html: string, marker: string): { html: string; hashes: InlineHashes } {
  const hashes: InlineHashes = { scripts: [], styles: [] };
  const attribute = ` nonce="${marker}"`;
  let out = '';
  let copied = 0;
  for (let at = html.indexOf(attribute); at >= 0; at = html.indexOf(attribute, copied)) {
    // The marker goes in every case; other tags that carry it (module preloads) need nothing else.
    out += html.slice(copied, at);
    copied = at + attribute.length;
    const start = html.lastIndexOf('<', at);
    const name = /^<(script|style)[\s>]/i.exec(html.slice(start, start + 8))?.[1]?.toLowerCase() as
      'script' | 'style' | undefined;
    const end = html.indexOf('>', at);
    // A script with a src runs under 'self'; only inline text needs a hash.
    if (!name || end < 0 || /\ssrc=/i.test(html.slice(start, end))) continue;
    const closing = indexOfClosing(html, name, end + 1);
    if (closing < 0) continue;
    const list = name === 'script' ? hashes.scripts : hashes.styles;
    const hash = hashOf(html.slice(end + 1, closing));
    if (!list.includes(hash)) list.push(hash);
  }
  return { html: copied === 0 ? html : out + html.slice(copied), hashes };
}

const CLOSING = { script: /<\/script>/gi, style: /<\/style>/gi };

/** Where `</name>` (in any case, as a browser reads it) starts after `from`, or -1. */
function indexOfClosing(html: string, name: 'script' | 'style', from: number): number {
  const closing = CLOSING[name];
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? -1;
}
