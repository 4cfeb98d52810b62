/**
 * Marks the page's main image for the browser's element timing: the page's boot script
 * (src/server/boot-script.ts) starts loading the page's code once the browser reports that image
 * painted (decision 032). React has no prop type for the attribute, hence the spread.
 */
export const HERO_TIMING_ATTRIBUTE = 'elementtiming';
export const HERO_TIMING = { [HERO_TIMING_ATTRIBUTE]: 'hero' } as Record<string, string>;
