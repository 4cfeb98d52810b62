/**
 * The words of stored rich text without its markup: for a vacancy's short summary on /careers and
 * its page's meta description. The text was sanitised on write (@agency/schema/rich-text), so tags
 * are well-formed and only the entities sanitize-html writes can occur.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function plainText(html: string): string {
  // Each paragraph, heading or list item is a sentence of its own: "Apps. React, Node. Testing".
  const blocks = html.split(/<\/(?:p|h2|h3|li|blockquote)>/i).map((block) =>
    block
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
        if (name.startsWith('#')) {
          const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
      })
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return blocks
    .filter(Boolean)
    .map((block, i, all) => (i < all.length - 1 && !/[.!?:;…]$/.test(block) ? `${block}.` : block))
    .join(' ');
}

/** The first `max` characters of the text, cut at a word and ended with "…" when cut. */
export function summaryOf(html: string, max = 200): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
