import { SOCIAL_CARD } from '@agency/schema/social-card-size';
import { cardAlt, socialCardPath, type CardText } from './social-card-path';
import { rootDataOf } from './site-settings';

/** Page title and description for the head tags. */
export type PageMeta = { title: string; description: string };

/** What a route's `head` is given that the page head needs: the matches (the root's data) and its own. */
export type HeadContext = {
  matches: readonly { loaderData?: unknown }[];
  match: { pathname: string };
};

/** The picture a shared link shows. */
export type SocialImage = {
  url: string;
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
};

export type PageHeadOptions = {
  /** The page's own og:image (a path is taken from SITE_URL); a fixed page's drawn card when left out. */
  image?: SocialImage | undefined;
  /** The card the build drew for this path from these words (content/social-cards.ts). */
  card?: CardText | undefined;
  /** og:type: `article` for blog articles. */
  type?: 'website' | 'article';
  /** More meta tags (article:published_time …). */
  meta?: Record<string, string>[];
  /** A page that answers 404 (or 410) has no canonical address and no card. */
  notFound?: boolean;
  /** The title as given, without the brand: an article's meta title, counted by its author. */
  exactTitle?: boolean;
};

/** `/cases/` -> `/cases`: the one address of a page, as the server redirects to it. */
export const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/');

/** A card drawn by the build as the page's social image. */
export function cardImage(page: string, text: CardText): SocialImage {
  return {
    url: socialCardPath(page),
    width: SOCIAL_CARD.width,
    height: SOCIAL_CARD.height,
    alt: cardAlt(text),
  };
}

/**
 * The head tags every public page carries: a title naming the page and the brand, the description,
 * the canonical address and og:url (SITE_URL and the path, never the query), and the social
 * preview: og:title/description/type, og:image with its size and alternative text, and a large
 * Twitter card. Use as a route's `head: (ctx) => pageHead(ctx, meta)`.
 */
export function pageHead(ctx: HeadContext, { title, description }: PageMeta, options: PageHeadOptions = {}) {
  const { site, siteUrl } = rootDataOf(ctx.matches);
  const fullTitle = options.exactTitle ? title : `${title} | ${site.name}`;
  const meta: Record<string, string>[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: options.type ?? 'website' },
    ...(options.meta ?? []),
  ];
  if (options.notFound) return { meta };

  const path = canonicalPath(ctx.match.pathname);
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const image = options.image ?? (options.card ? cardImage(path, options.card) : undefined);
  meta.push({ property: 'og:url', content: url });
  if (image) {
    meta.push(
      { property: 'og:image', content: image.url.startsWith('/') ? `${siteUrl}${image.url}` : image.url },
      // An uploaded social image's size is not known here; crawlers read it from the file.
      ...(image.width && image.height
        ? [
            { property: 'og:image:width', content: String(image.width) },
            { property: 'og:image:height', content: String(image.height) },
          ]
        : []),
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image:alt', content: image.alt },
    );
  } else {
    meta.push({ name: 'twitter:card', content: 'summary' });
  }
  return { meta, links: [{ rel: 'canonical', href: url }] };
}
