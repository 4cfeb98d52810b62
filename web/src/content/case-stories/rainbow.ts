import gallery1 from '../../art/cases/rainbow-gallery-1.svg?art';
import gallery2 from '../../art/cases/rainbow-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A non-profit LGBTQ+ community organisation',
  duration: '8 months',
  team: 'An iOS engineer, an Android engineer, 2 backend engineers and a designer',
  problem: [
    'Members of the community were harassed on mainstream platforms and hid parts of their lives to stay safe. The organisation wanted a space of its own, positive by design.',
    'Safety could not depend on a large moderation team: it had to be part of the product, from privacy settings to what happens in the minutes after a report.',
  ],
  solution: [
    'Rainbow combines a feed, stories, interest groups and events with privacy controls that members set once: a pseudonym, a hidden profile, and a location that is never shown more precisely than the city.',
    'Posts and images are screened before they appear, reports land in a prioritised queue, and a small team of volunteer moderators can act on them from their phones.',
  ],
  features: [
    {
      title: 'Privacy first',
      text: 'Pseudonyms, hidden profiles and no exact location, ever.',
    },
    {
      title: 'Groups and events',
      text: 'Interest groups from running to book clubs, with events and RSVPs.',
    },
    {
      title: 'Screening before posting',
      text: 'Automatic checks of text and images hold back abuse before anyone sees it.',
    },
    {
      title: 'Moderation on the go',
      text: 'A prioritised report queue with context and one-tap actions for moderators.',
    },
  ],
  stack: [
    { group: 'iOS', items: ['Swift', 'UIKit'] },
    { group: 'Android', items: ['Kotlin', 'Android Jetpack'] },
    { group: 'Back end', items: ['Node.js', 'GraphQL', 'PostgreSQL', 'Redis', 'Elasticsearch'] },
    { group: 'Safety', items: ['Amazon Rekognition', 'Text screening rules', 'Firebase Cloud Messaging'] },
  ],
  results: [
    { value: '50k', label: 'members in the first six months' },
    { value: '15 min', label: 'median time from a report to a moderator’s decision' },
    { value: '92%', label: 'of reports resolved within a day' },
    { value: '4.7', label: 'average rating on both stores' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'A Rainbow profile on a phone with a rainbow-ringed avatar, follow buttons and a grid of photos.',
    },
    {
      art: gallery2,
      alt: 'The list of interest groups with unread markers, in front of the feed with stories.',
    },
  ],
};
