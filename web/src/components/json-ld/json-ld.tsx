import type { Graph } from 'schema-dts';

/**
 * The text of a JSON-LD block, safe inside <script>: `<`, `>` and `&` become \u escapes (so a
 * vacancy named `</script><script>…` cannot end the block), and so do U+2028/U+2029. JSON parsers
 * read the escapes back as the same characters.
 */
export function jsonLdText(data: Graph): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * schema.org data for search engines, in the page body beside what it describes. A data block
 * (type application/ld+json) is never executed, so it needs no CSP hash or nonce: the page's
 * script-src does not apply to it, and the browser reports no violation.
 */
export function JsonLd({ data }: { data: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
