/**
 * What each fixed page's social card (og:image, 1200 x 630) shows: the kind of page, its headline
 * and its artwork (a drawing under src/art). The web build draws them (vite.config.ts, with
 * @agency/schema/social-card) into dist/client/social/; the heads link them (lib/page-head.ts).
 * Plain strings, as route heads are part of every page's first download. Case cards come from the
 * case facts (caseCard), with the case's banner as artwork; articles get theirs from the API.
 */
import type { CaseSlug } from '@agency/schema/site-pages';
import type { CardText } from '../lib/social-card-path';
export type FixedCard = CardText & { /** Under src/art; none draws a plain panel. */ art?: string };

export const PAGE_CARDS = {
  '/': {
    kind: 'Software development agency',
    title: 'Professional Software Development',
    art: 'home/hero-light-1366.svg',
  },
  '/company': { kind: 'Company', title: 'The team behind your next product', art: 'company/hero.svg' },
  '/cases': {
    kind: 'Cases',
    title: 'Eleven products we designed, built and launched',
    art: 'cases/israel-tv-banner.svg',
  },
  '/cases/aqua-pal/privacy-policy': {
    kind: 'Privacy policy',
    title: 'Aqua Pal privacy policy',
    art: 'cases/aqua-pal-banner-alt.svg',
  },
  '/services': {
    kind: 'Services',
    title: 'Outsourcing, outstaffing or a dedicated team',
    art: 'services/hero.svg',
  },
  '/services/ddt': {
    kind: 'Service',
    title: 'Dedicated Development Team',
    art: 'service-pages/ddt-hero.svg',
  },
  '/services/outstaff': { kind: 'Service', title: 'Outstaffing', art: 'service-pages/outstaff-hero.svg' },
  '/services/outsource': { kind: 'Service', title: 'Outsourcing', art: 'service-pages/outsource-hero.svg' },
  '/careers': {
    kind: 'Careers',
    title: 'Join our team of engineers, designers and QA specialists',
    art: 'company/team-collage.svg',
  },
  '/privacy': { kind: 'Privacy', title: 'How we handle your data' },
  '/blog': {
    kind: 'Blog',
    title: 'Software development, design and industry trends',
    art: 'home/industry-web.svg',
  },
} satisfies Record<string, FixedCard>;

/** A case page's card: its name and what the product is, over its banner. */
export const caseCard = (facts: { title: string; caseName: string }): CardText => ({
  kind: 'Case study',
  title: `${facts.title}: ${facts.caseName}`,
});

export const caseCardArt = (slug: CaseSlug) => `cases/${slug}-banner.svg`;
