import type { AnyRouter } from '@tanstack/react-router';

/**
 * The search parameters each page reads, by its path, from the routes that declare them beside
 * their loader (`staticData: { pageParams }`): a kept page is keyed on these alone, so `utm_source`,
 * `fbclid` or a cache-buster share the page's entry. Only pages at a fixed path may declare them
 * (a test holds every declaring route to that).
 */
export function pageParamsOf(router: AnyRouter): Record<string, readonly string[]> {
  const table: Record<string, readonly string[]> = {};
  for (const route of Object.values(router.routesById) as {
    fullPath: string;
    options: { staticData?: { pageParams?: readonly string[] } };
  }[]) {
    const params = route.options.staticData?.pageParams;
    if (!params?.length) continue;
    if (route.fullPath.includes('$'))
      throw new Error(`${route.fullPath} has a path parameter and cannot declare page params`);
    table[route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '')] = params;
  }
  return table;
}
