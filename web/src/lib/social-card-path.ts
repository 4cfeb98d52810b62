// Plain functions with no package imports: the build's card plugin (social-cards.plugin.ts) loads
// this file too, and Vite's config loader cannot import a workspace package's TypeScript.

/** The words a social card shows (content/social-cards.ts holds each fixed page's). */
export type CardText = { kind: string; title: string };

/** Where the build writes a page's card: `/company` -> `/social/company.png`, `/` -> `/social/home.png`. */
export const socialCardPath = (page: string) =>
  `/social/${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}.png`;

/** The words of the card, as its alternative text. */
export const cardAlt = ({ kind, title }: CardText) => `${kind}: ${title}`;
