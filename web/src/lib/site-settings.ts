import { useLoaderData } from '@tanstack/react-router';
import { DEFAULT_SITE_NAME, type SiteSettings } from '@agency/schema/site-settings';

/**
 * The brand, addresses and profile links the server is configured with (README: configuration).
 * The root loader reads them on the server once and the page carries them to the browser.
 */
export function useSiteSettings(): SiteSettings {
  return useLoaderData({ from: '__root__' }).site;
}

/** The brand inside a route's `head`, which gets the matches rather than hooks. */
export function siteNameOf(matches: readonly { loaderData?: unknown }[]): string {
  const root = matches[0]?.loaderData as { site?: SiteSettings } | undefined;
  return root?.site?.name ?? DEFAULT_SITE_NAME;
}
