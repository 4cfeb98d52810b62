/**
 * The facts of the three cases the home page features, apart from the other eight so that the home
 * page's bundle carries only these. case-facts.ts puts them
 * in the one map every other page reads.
 */
import type { CaseFacts } from './types';

export const aquaPalFacts: CaseFacts = {
  year: 2023,
  title: 'Aqua Pal',
  caseName: 'Water tracker app',
  industries: ['Flutter', 'UX/UI Design', 'QA'],
  description:
    'A friendly water tracker that turns drinking enough into a daily habit, with one-tap logging, reminders that know when to stay quiet and a home-screen widget.',
};

export const joynFacts: CaseFacts = {
  year: 2022,
  title: 'Joyn',
  caseName: 'EV charging app',
  industries: ['iOS', 'Android', 'UX/UI Design'],
  description:
    'An EV charging app that finds a free charger nearby, starts the session from the phone and pays for it automatically, with no cards or terminals.',
};

export const startupShowFacts: CaseFacts = {
  year: 2021,
  title: 'Startup Show',
  caseName: 'Movie app',
  industries: ['Flutter', 'UX/UI Design'],
  description:
    'A movie app for an independent studio’s documentaries and series about founders, with trailers, offline downloads, a watchlist and subscriptions.',
};
