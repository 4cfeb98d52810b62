/**
 * What every page says about a case: the year, the title, what the product is, the disciplines and
 * the description. The home page's featured cases, the /cases cards and each case page all read
 * them from here, so they cannot disagree. Text only: the home page imports it without the
 * eleven cases' artwork (cases.ts adds that).
 */
import type { CaseSlug } from '@agency/schema/site-pages';

/** The disciplines a case involved, as the industries block of the home page names them. */
export type Discipline = 'iOS' | 'Android' | 'Flutter' | 'Web' | 'UX/UI Design' | 'QA';

export type CaseFacts = {
  year: number;
  title: string;
  /** What the product is, as the portfolio names it: 'Water tracker app'. */
  caseName: string;
  industries: Discipline[];
  description: string;
};

export const CASE_FACTS: Record<CaseSlug, CaseFacts> = {
  joinuz: {
    year: 2024,
    title: 'Joinuz',
    caseName: 'Progressive web app',
    industries: ['Web', 'UX/UI Design', 'QA'],
    description:
      'A progressive web app that helps neighbours find and join local sports games, workshops and meetups. It installs straight from the browser and stays fast on a weak connection.',
  },
  zise: {
    year: 2023,
    title: 'Zise',
    caseName: 'Digital wallet',
    industries: ['iOS', 'Android', 'UX/UI Design', 'QA'],
    description:
      'A mobile wallet for everyday money: virtual cards, instant transfers between friends and clear spending insights, built natively for iOS and Android.',
  },
  'aqua-pal': {
    year: 2023,
    title: 'Aqua Pal',
    caseName: 'Water tracker app',
    industries: ['Flutter', 'UX/UI Design', 'QA'],
    description:
      'A friendly water tracker that turns drinking enough into a daily habit, with one-tap logging, reminders that know when to stay quiet and a home-screen widget.',
  },
  joyn: {
    year: 2022,
    title: 'Joyn',
    caseName: 'EV charging app',
    industries: ['iOS', 'Android', 'UX/UI Design'],
    description:
      'An EV charging app that finds a free charger nearby, starts the session from the phone and pays for it automatically, with no cards or terminals.',
  },
  'israel-tv': {
    year: 2022,
    title: 'Israel TV',
    caseName: 'TV streaming platform',
    industries: ['Web', 'iOS', 'Android', 'QA'],
    description:
      'A streaming platform that brings Israeli television to viewers abroad: live channels, a seven-day catch-up and series on demand, on the web and on phones.',
  },
  'startup-show': {
    year: 2021,
    title: 'Startup Show',
    caseName: 'Movie app',
    industries: ['Flutter', 'UX/UI Design'],
    description:
      'A movie app for an independent studio’s documentaries and series about founders, with trailers, offline downloads, a watchlist and subscriptions.',
  },
  tailors: {
    year: 2021,
    title: 'Tailors',
    caseName: 'E-commerce',
    industries: ['Web', 'iOS', 'Android', 'UX/UI Design'],
    description:
      'An online store for made-to-measure suits and shirts: choose a fabric, take your measurements with a guided flow and order from a phone or a laptop.',
  },
  ziksen: {
    year: 2020,
    title: 'Ziksen',
    caseName: 'Music app',
    industries: ['Flutter', 'UX/UI Design', 'QA'],
    description:
      'A music app for independent artists and their fans: streaming, exclusive releases and direct support, with a player that keeps going offline.',
  },
  saqure: {
    year: 2020,
    title: 'SaQure',
    caseName: 'Massage booking app',
    industries: ['iOS', 'Android', 'UX/UI Design', 'QA'],
    description:
      'A booking app for massage at home or at the studio: choose a therapist, a technique and the areas to focus on, then book a time in three taps.',
  },
  rainbow: {
    year: 2019,
    title: 'Rainbow',
    caseName: 'Social network',
    industries: ['iOS', 'Android', 'UX/UI Design'],
    description:
      'A safe, positive social network for the LGBTQ+ community, with stories, interest groups and events, and moderation built in from the first day.',
  },
  halves: {
    year: 2019,
    title: 'Halves',
    caseName: 'Dating app',
    industries: ['Flutter', 'UX/UI Design', 'QA'],
    description:
      'A dating app that matches people on values and shared plans rather than photos alone, with verified profiles and video dates.',
  },
};
