/**
 * Marks the page's main image for the browser's element timing: the server's boot script starts
 * loading the page's code once the browser reports that image painted (api/src/hero-first.ts,
 * decision 032). React has no prop type for the attribute, hence the spread.
 */
export const HERO_TIMING = { elementtiming: 'hero' } as Record<string, string>;
