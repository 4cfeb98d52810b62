import sanitize from 'sanitize-html';
import * as z from 'zod/mini';

/**
 * The one definition of staff-written rich text (article and vacancy bodies): exactly what the
 * admin editor (web/src/features/admin/ui/rich-text-editor.tsx, TipTap) produces, and the function
 * that reduces any HTML to it. The API runs it when content is written and stores the result; the
 * public pages show the stored HTML as it is; the admin editor emits its output and the preview
 * renders it, so staff see what will be stored. sanitize-html parses with htmlparser2 (no DOM), so
 * the same code runs in Node and in the browser. See docs/decisions/015-one-rich-text-sanitiser.md.
 */

/**
 * Bump when the allowlist or the output changes: on start the API re-cleans stored rows written by
 * an older version (api/src/seed/reclean-rich-text.ts). Version 1 was DOMPurify's default profile.
 */
export const RICH_TEXT_VERSION = '3';

/**
 * The toolbar's document model: paragraphs, h2, h3, bold, italic, lists, quotes, links, breaks, and
 * pictures uploaded to this site with their alt text and an optional caption (decision 048).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'br',
  'figure',
  'img',
  'figcaption',
];

/** A picture in the text is one this site keeps (/api/images/{id}): no hotlinks, no data: URLs. */
export const RICH_TEXT_IMAGE_SRC = /^\/api\/images\/([A-Za-z0-9_-]{16,64})$/;
const DIMENSION = /^[1-9]\d{0,4}$/;

/** Schemes a link may use; anything without a scheme is a relative URL. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop tabs and newlines anywhere in a URL and control characters and spaces around it, so
// "java\nscript:" is javascript:. The scheme is judged with all of them removed, which can only
// reject more, never less.
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/** Whether a link's href is one rich text keeps: http(s), mailto or relative. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (!href) return false;
  const compact = href.replace(IGNORED_IN_URL, '');
  if (compact === '') return false;
  const scheme = SCHEME.exec(compact)?.[1];
  return scheme === undefined || LINK_SCHEMES.has(scheme.toLowerCase());
}

// The list styles TipTap's ordered list keeps (its `type` attribute).
const OL_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);

const OPTIONS: sanitize.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  // No style, class or id anywhere: nothing staff write may position, cover or restyle the page.
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    ol: ['start', 'type'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  // Tags outside the list go, their text stays; these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
  transformTags: {
    // What the editor itself turns these into when they are pasted: the page owns h1, and the
    // editor offers two heading levels only.
    b: 'strong',
    i: 'em',
    h1: 'p',
    h4: 'p',
    h5: 'p',
    h6: 'p',
    a: (_tag, attribs) => {
      const out: Record<string, string> = {};
      if (isAllowedLinkHref(attribs.href)) out.href = attribs.href!;
      // A new tab must not get a handle on our page; other targets could steer other frames.
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      if (attribs.title) out.title = attribs.title;
      return { tagName: 'a', attribs: out };
    },
    ol: (_tag, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.start && /^-?\d{1,9}$/.test(attribs.start) && attribs.start !== '1')
        out.start = attribs.start;
      if (attribs.type && OL_TYPES.has(attribs.type) && attribs.type !== '1') out.type = attribs.type;
      return { tagName: 'ol', attribs: out };
    },
    // Only this site's pictures, always with an alt attribute (empty for decoration) and with
    // their size when it is a plain number, so the page reserves their place (no layout shift).
    img: (_tag, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src && RICH_TEXT_IMAGE_SRC.test(attribs.src)) out.src = attribs.src;
      out.alt = attribs.alt ?? '';
      if (attribs.width && DIMENSION.test(attribs.width)) out.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) out.height = attribs.height;
      return { tagName: 'img', attribs: out };
    },
  },
  // A link without an address is only its text (the editor drops such links too); a picture from
  // elsewhere goes altogether.
  exclusiveFilter: (frame) =>
    frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : frame.tag === 'img' && !frame.attribs.src,
  // The editor writes a no-break space as &nbsp;, so its own output comes back unchanged.
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
};

/**
 * Reduces HTML to the rich-text allowlist. The result is balanced (every tag it opens is closed),
 * so stored content cannot swallow the page around it; the editor's own output comes back
 * byte for byte, and cleaning twice changes nothing.
 */
export function sanitizeRichText(html: string): string {
  // The editor writes <br>; sanitize-html writes void elements as <br />. Outside tags every < is
  // escaped, so the only "<br />" left in the output is the tag itself.
  // The same for <img … />; attribute values have their < and > escaped, so the pattern stays in the tag.
  return sanitize(String(html ?? ''), OPTIONS)
    .replace(/<br \/>/g, '<br>')
    .replace(/<img ([^<>]*) \/>/g, '<img $1>');
}

/**
 * Visible text left in sanitised HTML: tags alone (or a script the sanitiser dropped) are empty; a
 * picture (which has its alt text) counts.
 */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || html.includes('<img ');

export const RICH_TEXT_MAX = 500_000;
export const RICH_TEXT_TOO_LONG = 'The text is too long (at most 500,000 characters of HTML).';

/**
 * The input rule of a rich-text field (article and vacancy bodies): sanitised as the API stores it,
 * and it must still say something. The raw HTML is bounded (below the API's 1 MB body limit), so a
 * huge body is refused naming its field before it is parsed. Here rather than beside the other
 * field helpers (validation.ts), so the public forms never bundle the sanitiser.
 */
export const richText = (message: string) =>
  z
    .pipe(
      z.string(message).check(z.maxLength(RICH_TEXT_MAX, RICH_TEXT_TOO_LONG)),
      z.transform(sanitizeRichText),
    )
    .check(z.refine(hasText, message));
