import gallery1 from '../../art/cases/aqua-pal-gallery-1.svg?art';
import gallery2 from '../../art/cases/aqua-pal-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A wellness brand selling reusable bottles, building its first app',
  duration: '14 weeks to the first release',
  team: '2 Flutter engineers, a designer and a QA engineer',
  problem: [
    'The founders wanted an app for both iPhone and Android on one budget, and the water trackers they tried felt like spreadsheets: too many taps to log a glass, and reminders that nag at the worst moments.',
    'Their customers also asked a fair question: why does a water tracker need my account and my data? The app had to work fully without one.',
  ],
  solution: [
    'We built Aqua Pal in Flutter from a single codebase. It sets a personal daily goal from weight, activity and the weather, and logs a glass with one tap, from the app, a widget or a watch.',
    'Reminders learn the day’s rhythm: they pause after you log, respect quiet hours and stop once the goal is met. Everything is stored on the phone; an account is optional and only used to sync between devices.',
  ],
  features: [
    {
      title: 'One-tap logging',
      text: 'Custom glass and bottle sizes, a home-screen widget and watch complications.',
    },
    {
      title: 'Smart reminders',
      text: 'Quiet hours, a pause after each glass and no reminders once the goal is reached.',
    },
    {
      title: 'Weekly statistics',
      text: 'A bar for each day against the goal, streaks and the best time of day to drink.',
    },
    {
      title: 'Private by default',
      text: 'Works offline with no account; optional sync, and export or delete everything in two taps.',
    },
  ],
  stack: [
    { group: 'App', items: ['Flutter', 'Dart', 'Riverpod', 'Drift (SQLite)', 'Home-screen widgets'] },
    { group: 'Platform', items: ['Apple HealthKit', 'Health Connect', 'Local notifications'] },
    { group: 'Sync', items: ['Firebase Authentication', 'Cloud Firestore'] },
    {
      group: 'Design and quality',
      items: ['Figma', 'Rive animations', 'integration_test', 'Firebase Test Lab'],
    },
  ],
  results: [
    { value: '1', label: 'codebase for iOS and Android, released in 14 weeks' },
    { value: '4.7', label: 'average rating across both stores' },
    { value: '41%', label: 'of new users still logging water after 30 days' },
    { value: '6.2', label: 'glasses logged per user on an average day' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The Aqua Pal weekly statistics on a phone: a bar for each day against the goal line and two summary cards.',
    },
    {
      art: gallery2,
      alt: 'The list of Aqua Pal reminders with their switches, in front of the daily progress ring.',
    },
  ],
};
