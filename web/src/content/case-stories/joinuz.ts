import gallery1 from '../../art/cases/joinuz-gallery-1.svg?art';
import gallery2 from '../../art/cases/joinuz-gallery-2.svg?art';
import gallery3 from '../../art/cases/joinuz-gallery-3.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A community start-up that connects neighbours through local activities',
  duration: '5 months',
  team: '2 web engineers, a backend engineer, a designer and a QA engineer',
  problem: [
    'Organisers ran their football games, yoga mornings and coding workshops through chat groups and shared spreadsheets. Updates got lost between hundreds of messages, and people turned up to games that had been moved or cancelled.',
    'Two native apps and two store reviews were beyond the budget, and many members used older Android phones on patchy mobile data. The first website took nine seconds to open on a 3G connection.',
  ],
  solution: [
    'We built Joinuz as one progressive web app: it opens from a link like any website, installs to the home screen in two taps and keeps the events you joined available offline.',
    'Organisers got a dashboard to publish events, manage waiting lists and check people in with a QR code, while members get a push notification the moment a time or place changes.',
  ],
  features: [
    {
      title: 'Installable and offline',
      text: 'A service worker caches the app shell and your upcoming events, so tickets and directions open without a signal.',
    },
    {
      title: 'Map search',
      text: 'Events nearby on a map and in a list, filtered by activity, day and the number of free places.',
    },
    {
      title: 'One-tap joining',
      text: 'Join, leave or take a waiting-list spot in one tap; the next person in line is moved up automatically.',
    },
    {
      title: 'Organiser tools',
      text: 'Recurring events, capacity limits, QR check-in and messages to everyone who joined.',
    },
  ],
  stack: [
    { group: 'Front end', items: ['TypeScript', 'React', 'Vite', 'Workbox', 'Web Push'] },
    { group: 'Back end', items: ['Node.js', 'NestJS', 'PostgreSQL with PostGIS', 'Redis'] },
    { group: 'Quality', items: ['Playwright', 'Lighthouse CI', 'Sentry'] },
  ],
  results: [
    { value: '1.4 s', label: 'to the first meaningful screen on a mid-range phone, down from 9 s' },
    { value: '38%', label: 'of active members installed the app to their home screen' },
    { value: '3×', label: 'more events joined per member in the first quarter' },
    { value: '0', label: 'app store fees or review queues between a fix and its release' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'An event page on a phone with a map pin, the date and time, attendees and the join button.',
    },
    {
      art: gallery2,
      alt: 'The prompt to install Joinuz to the home screen, beside the list of events on a second phone.',
    },
    {
      art: gallery3,
      alt: 'The Joinuz web app on a laptop: category filters, four event cards and a map of events nearby.',
    },
  ],
};
