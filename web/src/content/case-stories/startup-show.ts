import gallery1 from '../../art/cases/startup-show-gallery-1.svg?art';
import gallery2 from '../../art/cases/startup-show-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'An independent studio that films documentaries and series about founders',
  duration: '11 weeks',
  team: '2 Flutter engineers, a backend engineer and a designer',
  problem: [
    'The studio published its films on video platforms and at festivals, where the audience belonged to someone else. It wanted its own subscription channel, with its own catalogue and its own relationship with viewers.',
    'The date was not negotiable: the apps had to be in both stores before the premiere of the new season.',
  ],
  solution: [
    'We built Startup Show in Flutter, one codebase for iOS and Android, with a cinematic dark interface designed around the studio’s posters and trailers.',
    'Films and episodes are managed in a headless CMS and encoded for adaptive streaming; subscriptions run through the stores’ own in-app purchases, with a free trial.',
  ],
  features: [
    {
      title: 'A catalogue that sells itself',
      text: 'Rows by theme, trailers that play muted on the featured film, and continue watching.',
    },
    {
      title: 'Offline downloads',
      text: 'Download an episode for the flight; it plays without a connection and expires with the subscription.',
    },
    {
      title: 'Subtitles in 6 languages',
      text: 'Chapter markers, subtitles and playback speed in a player built for long documentaries.',
    },
    {
      title: 'Cast and crew',
      text: 'Pages for every founder and filmmaker, linking the films they appear in.',
    },
  ],
  stack: [
    { group: 'App', items: ['Flutter', 'Dart', 'Bloc', 'video_player (HLS)'] },
    { group: 'Subscriptions', items: ['StoreKit', 'Google Play Billing', 'RevenueCat'] },
    { group: 'Content and video', items: ['Strapi', 'Mux', 'Firebase Remote Config', 'Firebase Analytics'] },
  ],
  results: [
    { value: '11 weeks', label: 'from the first design to both stores, a week before the premiere' },
    { value: '25k', label: 'downloads in the first month' },
    { value: '9%', label: 'of free trials converted to paid subscriptions' },
    { value: '99.8%', label: 'crash-free sessions' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The Startup Show player on a phone with the progress bar, a rating and the next episodes.',
    },
    {
      art: gallery2,
      alt: 'A film’s details with the watch button and cast, in front of the home screen with a featured film.',
    },
  ],
};
