/** Small text rules the feeds share: absolute addresses, stable ids, picture types. */

/** A stored address (`/api/images/…` or a full URL) as a full URL under SITE_URL. */
export function absoluteUrl(url: string, siteUrl: string): string {
  return new URL(url, `${siteUrl}/`).toString();
}

/**
 * Stored HTML with its site-relative links and pictures (`href="/…"`, `src="/…"`) made absolute: a
 * feed reader shows the text away from the site, where `/api/images/…` would point nowhere. The
 * HTML was sanitised on write, so its attributes are double-quoted (sanitize-html's output).
 */
export function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);
}

/**
 * A permanent id (RFC 4151 tag URI) for a record of the site: an article's address changes with its
 * slug, its id never does, so a renamed article is not a new item to a reader or a job board. The
 * date is the day these feeds began (decision 063) and must never change.
 */
export function feedId(siteUrl: string, kind: string, id: string): string {
  return `tag:${new URL(siteUrl).hostname},2026-11-27:${kind}:${id}`;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The media type a picture's address names by its extension; undefined when it names none. */
export function imageType(url: string): string | undefined {
  const ext = new URL(url).pathname.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase();
  return ext ? IMAGE_TYPES[ext] : undefined;
}

/** Text for XML or HTML: the five characters that could end it or start markup, escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * feedsmith always pretty-prints, and its XML builder puts a CDATA section on a line of its own:
 * the indentation then becomes part of the element's text (a title read as "\n    Less <than> …").
 * Removes exactly that whitespace, between a start tag and the CDATA that opens its content and
 * between the CDATA's end and the end tag; nothing inside a section can match (it holds no "]]>").
 */
export function tightCdata(xml: string): string {
  return xml.replace(/(<[^!?/][^>]*>)\s+(<!\[CDATA\[)/g, '$1$2').replace(/(\]\]>)\s+(<\/)/g, '$1$2');
}
