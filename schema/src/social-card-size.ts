/** The size of every social card (og:image): what the networks crop shared links to. */
export const SOCIAL_CARD = { width: 1200, height: 630, type: 'image/png' } as const;
