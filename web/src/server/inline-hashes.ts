import { createHash, randomBytes } from 'node:crypto';
import type { InlineHashes } from '@agency/schema/page-host';

/**
 * The inline <script> and <style> elements a page may run, as hashes for its Content-Security-Policy
 * (the API builds the policy around them: api/src/security/csp.ts; decision 023). The renderer marks
 * the tags it writes itself with a one-off marker in place of a nonce; whatever else sits in the
 * document (say, a tag smuggled into stored content) gets no hash, so a browser refuses to run it.
 */

/** A marker for the inline tags a render writes: unguessable, so content cannot forge it. */
export function renderMarker(): string {
  return randomBytes(18).toString('base64url');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hashes of the long inline texts: a page's inlined CSS and its route scripts are the same on every
 * render of that page, and hashing them again was most of what an uncached page spent on its
 * policy (decision 035). Bounded: past MEMO_LIMIT texts it starts over.
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
  const marked = copied === 0 ? html : out + html.slice(copied);
  return { html: marked.replace(cspNonceMeta(marker), ''), hashes };
}

/**
 * The router also writes its nonce into a <meta property="csp-nonce"> for the browser's copy of the
 * router. The marker is no nonce (the page runs on hashes), so that goes too: with it, the browser's
 * router put the marker on the inline scripts it checks for after hydration, found the server's
 * (sent without it) different and ran the boot script a second time (issue 25).
 */
const cspNonceMeta = (marker: string) => `<meta property="csp-nonce" content="${marker}"/>`;

const CLOSING = { script: /<\/script>/gi, style: /<\/style>/gi };

/** Where `</name>` (in any case, as a browser reads it) starts after `from`, or -1. */
function indexOfClosing(html: string, name: 'script' | 'style', from: number): number {
  const closing = CLOSING[name];
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? -1;
}
