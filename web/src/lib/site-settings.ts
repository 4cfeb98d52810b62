import { useLoaderData } from '@tanstack/react-router';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@agency/schema/site-settings';

/** What the root loader reads once on the server and the page carries to the browser. */
export type RootData = { blogUrl: string | null; site: SiteSettings; siteUrl: string };

/**
 * The brand, addresses and profile links the server is configured with (README: configuration).
 * The root loader reads them on the server once and the page carries them to the browser.
 */
export function useSiteSettings(): SiteSettings {
  return useLoaderData({ from: '__root__' }).site;
}

/** The public base URL (SITE_URL) the canonical addresses and structured data are built from. */
export function useSiteUrl(): string {
  return useLoaderData({ from: '__root__' }).siteUrl;
}

/** The root's data inside a route's `head`, which gets the matches rather than hooks. */
export function rootDataOf(matches: readonly { loaderData?: unknown }[]): Omit<RootData, 'blogUrl'> {
  const root = matches[0]?.loaderData as Partial<RootData> | undefined;
  return { site: root?.site ?? DEFAULT_SITE_SETTINGS, siteUrl: root?.siteUrl ?? '' };
}
