/**
 * A preview page (/preview/{token}, decision 049) is for whoever holds its link: never kept by the
 * response cache, a browser's shared cache, a CDN or a search engine, and its address (the secret)
 * never sent onwards as a referrer.
 */
export const isPreviewPath = (pathname: string) => pathname.startsWith('/preview/');

export const PREVIEW_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;
