/**
 * What every page says about a case: the year, the title, what the product is, the disciplines and
 * the description. The /cases cards and each case page read them from CASE_FACTS, and the home
 * page's three featured cases come from case-facts-featured.ts, which this map includes, so no two
 * pages can disagree. Text only: no artwork (cases.ts adds that).
 */
import type { CaseSlug } from '@agency/schema/site-pages';
import { aquaPalFacts, joynFacts, startupShowFacts } from './case-facts-featured.ts';
import type { CaseFacts } from './types';

export type { CaseFacts } from './types';

const joinuzFacts: CaseFacts = {
  year: 2024,
  title: 'Joinuz',
  caseName: 'Progressive web app',
  industries: ['Web', 'UX/UI Design', 'QA'],
  description:
    'A progressive web app that helps neighbours find and join local sports games, workshops and meetups. It installs straight from the browser and stays fast on a weak connection.',
};

const ziseFacts: CaseFacts = {
  year: 2023,
  title: 'Zise',
  caseName: 'Digital wallet',
  industries: ['iOS', 'Android', 'UX/UI Design', 'QA'],
  description:
    'A mobile wallet for everyday money: virtual cards, instant transfers between friends and clear spending insights, built natively for iOS and Android.',
};

const israelTvFacts: CaseFacts = {
  year: 2022,
  title: 'Israel TV',
  caseName: 'TV streaming platform',
  industries: ['Web', 'iOS', 'Android', 'QA'],
  description:
    'A streaming platform that brings Israeli television to viewers abroad: live channels, a seven-day catch-up and series on demand, on the web and on phones.',
};

const tailorsFacts: CaseFacts = {
  year: 2021,
  title: 'Tailors',
  caseName: 'E-commerce',
  industries: ['Web', 'iOS', 'Android', 'UX/UI Design'],
  description:
    'An online store for made-to-measure suits and shirts: choose a fabric, take your measurements with a guided flow and order from a phone or a laptop.',
};

const ziksenFacts: CaseFacts = {
  year: 2020,
  title: 'Ziksen',
  caseName: 'Music app',
  industries: ['Flutter', 'UX/UI Design', 'QA'],
  description:
    'A music app for independent artists and their fans: streaming, exclusive releases and direct support, with a player that keeps going offline.',
};

const saqureFacts: CaseFacts = {
  year: 2020,
  title: 'SaQure',
  caseName: 'Massage booking app',
  industries: ['iOS', 'Android', 'UX/UI Design', 'QA'],
  description:
    'A booking app for massage at home or at the studio: choose a therapist, a technique and the areas to focus on, then book a time in three taps.',
};

const rainbowFacts: CaseFacts = {
  year: 2019,
  title: 'Rainbow',
  caseName: 'Social network',
  industries: ['iOS', 'Android', 'UX/UI Design'],
  description:
    'A safe, positive social network for the LGBTQ+ community, with stories, interest groups and events, and moderation built in from the first day.',
};

const halvesFacts: CaseFacts = {
  year: 2019,
  title: 'Halves',
  caseName: 'Dating app',
  industries: ['Flutter', 'UX/UI Design', 'QA'],
  description:
    'A dating app that matches people on values and shared plans rather than photos alone, with verified profiles and video dates.',
};

export const CASE_FACTS: Record<CaseSlug, CaseFacts> = {
  joinuz: joinuzFacts,
  zise: ziseFacts,
  'aqua-pal': aquaPalFacts,
  joyn: joynFacts,
  'israel-tv': israelTvFacts,
  'startup-show': startupShowFacts,
  tailors: tailorsFacts,
  ziksen: ziksenFacts,
  saqure: saqureFacts,
  rainbow: rainbowFacts,
  halves: halvesFacts,
};
