/**
 * The portfolio: eleven cases in the order the cases page lists them (CASE_SLUGS), each its facts
 * (case-facts.ts, shared with the home page) and its artwork. What a case page adds (the problem,
 * what was built, stack, results, gallery) is in case-stories/, so the cases list does not download it.
 */
import type { ArtPicture } from '../lib/content-shapes';
import aquaPalBannerAlt from '../art/cases/aqua-pal-banner-alt.svg?art';
import aquaPalBanner from '../art/cases/aqua-pal-banner.svg?art';
import halvesBannerAlt from '../art/cases/halves-banner-alt.svg?art';
import halvesBanner from '../art/cases/halves-banner.svg?art';
import israelTvBannerAlt from '../art/cases/israel-tv-banner-alt.svg?art';
import israelTvBanner from '../art/cases/israel-tv-banner.svg?art';
import joinuzBannerAlt from '../art/cases/joinuz-banner-alt.svg?art';
import joinuzBanner from '../art/cases/joinuz-banner.svg?art';
import joynBannerAlt from '../art/cases/joyn-banner-alt.svg?art';
import joynBanner from '../art/cases/joyn-banner.svg?art';
import rainbowBannerAlt from '../art/cases/rainbow-banner-alt.svg?art';
import rainbowBanner from '../art/cases/rainbow-banner.svg?art';
import saqureBannerAlt from '../art/cases/saqure-banner-alt.svg?art';
import saqureBanner from '../art/cases/saqure-banner.svg?art';
import startupShowBannerAlt from '../art/cases/startup-show-banner-alt.svg?art';
import startupShowBanner from '../art/cases/startup-show-banner.svg?art';
import tailorsBannerAlt from '../art/cases/tailors-banner-alt.svg?art';
import tailorsBanner from '../art/cases/tailors-banner.svg?art';
import ziksenBannerAlt from '../art/cases/ziksen-banner-alt.svg?art';
import ziksenBanner from '../art/cases/ziksen-banner.svg?art';
import ziseBannerAlt from '../art/cases/zise-banner-alt.svg?art';
import ziseBanner from '../art/cases/zise-banner.svg?art';
import { CASE_SLUGS, type CaseSlug } from '@agency/schema/site-pages';
import { CASE_FACTS, type CaseFacts } from './case-facts';

/** A portfolio case (spec section 3): its facts (case-facts.ts) and its artwork. */
export type PortfolioCase = CaseFacts & {
  slug: CaseSlug;
  banner: ArtPicture;
  /** Describes the banner for screen readers. */
  bannerText: string;
  alternateBanner: ArtPicture;
  alternateBannerText: string;
  href: `/cases/${CaseSlug}`;
};

type CaseArt = Pick<PortfolioCase, 'banner' | 'bannerText' | 'alternateBanner' | 'alternateBannerText'>;

const art: Record<CaseSlug, CaseArt> = {
  joinuz: {
    banner: joinuzBanner,
    bannerText:
      'The Joinuz web app on a laptop, with event cards beside a map, and the same events on a phone.',
    alternateBanner: joinuzBannerAlt,
    alternateBannerText:
      'Two phones showing an event page with a map and the prompt to install Joinuz on the home screen.',
  },
  zise: {
    banner: ziseBanner,
    bannerText:
      'Three phones with the Zise wallet: a balance chart, the home screen with a navy and gold card, and the keypad for sending money.',
    alternateBanner: ziseBannerAlt,
    alternateBannerText:
      'The Zise app icon beside two phones showing the wallet home screen and the send screen.',
  },
  'aqua-pal': {
    banner: aquaPalBanner,
    bannerText:
      'Three phones with Aqua Pal: weekly statistics, the daily progress ring with glass sizes, and the list of reminders.',
    alternateBanner: aquaPalBannerAlt,
    alternateBannerText:
      'The Aqua Pal water-drop icon beside two phones showing the daily progress ring and the reminders.',
  },
  joyn: {
    banner: joynBanner,
    bannerText:
      'Three phones with Joyn: a live charging session, the map of chargers nearby, and a list of stations with their availability.',
    alternateBanner: joynBannerAlt,
    alternateBannerText:
      'The Joyn lightning icon beside two phones showing the charger map and the station list.',
  },
  'israel-tv': {
    banner: israelTvBanner,
    bannerText:
      'The Israel TV website on a laptop with a featured show and rows of episodes, next to the live channel list on a phone.',
    alternateBanner: israelTvBannerAlt,
    alternateBannerText:
      'The Israel TV icon beside two phones showing the programme guide and a series page.',
  },
  'startup-show': {
    banner: startupShowBanner,
    bannerText:
      'Three phones with Startup Show: the player with the episode list, the home screen with a featured film, and a film’s details.',
    alternateBanner: startupShowBannerAlt,
    alternateBannerText:
      'The Startup Show play icon beside two phones showing the home screen and a film’s details.',
  },
  tailors: {
    banner: tailorsBanner,
    bannerText:
      'The Tailors store on a laptop with a row of jackets in different fabrics, and the catalogue on a phone.',
    alternateBanner: tailorsBannerAlt,
    alternateBannerText:
      'The Tailors jacket icon beside two phones showing a jacket with fabric swatches and the measurement guide.',
  },
  ziksen: {
    banner: ziksenBanner,
    bannerText:
      'Three phones with Ziksen: a library of playlists, the player with a waveform, and an artist page with top tracks.',
    alternateBanner: ziksenBannerAlt,
    alternateBannerText: 'The Ziksen note icon beside two phones showing the player and an artist page.',
  },
  saqure: {
    banner: saqureBanner,
    bannerText:
      'Three phones with SaQure: a body map with the focus areas marked, the booking calendar with time slots, and the list of therapists.',
    alternateBanner: saqureBannerAlt,
    alternateBannerText:
      'The SaQure lotus icon beside two phones showing the booking calendar and the therapists.',
  },
  rainbow: {
    banner: rainbowBanner,
    bannerText:
      'Three phones with Rainbow: a profile with a photo grid, the feed with stories, and interest groups.',
    alternateBanner: rainbowBannerAlt,
    alternateBannerText: 'The Rainbow icon beside two phones showing the feed and the interest groups.',
  },
  halves: {
    banner: halvesBanner,
    bannerText:
      'Three phones with Halves: a new match, a profile card with like and pass buttons, and a chat.',
    alternateBanner: halvesBannerAlt,
    alternateBannerText: 'The Halves heart icon beside two phones showing a profile card and a chat.',
  },
};

/** The eleven cases in the spec's order. */
export const CASES: PortfolioCase[] = CASE_SLUGS.map((slug) => ({
  slug,
  href: `/cases/${slug}` as const,
  ...CASE_FACTS[slug],
  ...art[slug],
}));

export const caseBySlug = (slug: CaseSlug): PortfolioCase => CASES[CASE_SLUGS.indexOf(slug)]!;

/** The case after this one, wrapping round to the first. */
export const nextCase = (slug: CaseSlug): PortfolioCase =>
  CASES[(CASE_SLUGS.indexOf(slug) + 1) % CASES.length]!;

/** Copy of the cases page around the list. */
export const casesPageCopy = {
  eyebrow: 'Portfolio',
  title: 'Cases',
  lead: 'Eleven products we designed, built, tested and launched with our clients: from a water tracker and a dating app to a TV streaming platform and an EV charging network.',
  listLabel: 'List of cases',
  disciplinesLabel: 'Disciplines',
  more: 'View case',
  startProject: 'Start a project',
  ctaTitle: 'Your product could be the next case',
  ctaText:
    'Tell us what you want to build. We reply within a few days with questions, a first estimate and the team we would put together.',
} as const;

/** Copy of a case page around its story. */
export const casePageCopy = {
  allCases: 'All cases',
  disciplines: 'Disciplines',
  year: 'Year',
  client: 'Client',
  duration: 'Duration',
  team: 'Team',
  challenge: 'The challenge',
  built: 'What we built',
  features: 'Key features',
  stack: 'Technology stack',
  results: 'Results',
  gallery: 'Gallery',
  privacyPolicy: 'Read the app’s privacy policy',
  next: 'Next case',
  ctaTitle: (title: string) => `Planning a product like ${title}?`,
  ctaText:
    'Tell us about your idea, your users and your deadline. We reply within a few days with questions, a first estimate and the team we would put together.',
  startProject: 'Start a project',
} as const;
