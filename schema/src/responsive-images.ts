/**
 * Uploaded pictures as responsive AVIF/WebP (decision 048): the widths the API renders on demand at
 * /api/images/{id}/{width}.{avif|webp}, and the markup that offers them. Shared by the API (which
 * refuses any other width) and the pages (the article body, covers and cards).
 */

/** The widths a picture is offered in; the API renders no other (a bounded set per picture). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The id of an uploaded picture's URL (absolute or a path), or undefined. */
export const uploadIdOf = (url: string | null | undefined): string | undefined =>
  url?.match(/\/api\/images\/([A-Za-z0-9_-]{16,64})$/)?.[1];

export const variantUrl = (id: string, width: number, format: ImageFormat) =>
  `/api/images/${id}/${width}.${format}`;

/**
 * The srcset of one format: every offered width up to the picture's own (a variant is never
 * enlarged), and the smallest one when the picture is narrower than that.
 */
export function imageSrcSet(
  id: string,
  naturalWidth: number | null | undefined,
  format: ImageFormat,
): string {
  const fitting = IMAGE_WIDTHS.filter((w) => !naturalWidth || w <= naturalWidth);
  const widths = fitting.length ? fitting : [IMAGE_WIDTHS[0]];
  return widths
    .map((w) => `${variantUrl(id, w, format)} ${naturalWidth ? Math.min(w, naturalWidth) : w}w`)
    .join(', ');
}

/** What a cover or a card shows of its picture: the focal point as CSS object-position. */
export const focalPosition = (x: number | null | undefined, y: number | null | undefined) =>
  `${Math.round((x ?? 0.5) * 100)}% ${Math.round((y ?? 0.5) * 100)}%`;

/** The body column is at most 788 px wide (blog article-view.module.css); phones use the viewport. */
export const BODY_IMAGE_SIZES = '(min-width: 860px) 788px, calc(100vw - 32px)';

const STORED_IMG = /<img src="\/api\/images\/([A-Za-z0-9_-]{16,64})"([^<>]*)>/g;
const ATTR = (name: string, attrs: string) => new RegExp(`\\s${name}="(\\d+)"`).exec(attrs)?.[1];

/**
 * Turns each picture of sanitised rich text (`<img src="/api/images/{id}" alt width height>`, the
 * only form the sanitiser lets through) into a <picture> with AVIF and WebP sources, lazily loaded,
 * keeping its width and height so the page reserves its place before it arrives. A plain string
 * rewrite over HTML the sanitiser wrote, cheap enough to run on every render.
 */
export function responsiveImages(html: string, sizes = BODY_IMAGE_SIZES): string {
  if (!html.includes('<img ')) return html;
  return html.replace(STORED_IMG, (_match, id: string, attrs: string) => {
    const width = Number(ATTR('width', attrs)) || undefined;
    const sources = (['avif', 'webp'] as const)
      .map((f) => `<source type="image/${f}" srcset="${imageSrcSet(id, width, f)}" sizes="${sizes}">`)
      .join('');
    return `<picture>${sources}<img src="/api/images/${id}"${attrs} loading="lazy" decoding="async"></picture>`;
  });
}
