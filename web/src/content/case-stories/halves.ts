import gallery1 from '../../art/cases/halves-gallery-1.svg?art';
import gallery2 from '../../art/cases/halves-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'Two founders who met through a questionnaire, not a photo',
  duration: '4 months to launch',
  team: '2 Flutter engineers, a backend engineer, a designer and a QA engineer',
  problem: [
    'Swipe fatigue is real: endless photos, matches that never turn into a conversation, and profiles that turn out to be fake.',
    'The founders believed that values and shared plans make better matches than looks alone, and they needed both platforms live within four months to catch the season.',
  ],
  solution: [
    'Halves starts with a short questionnaire about values, habits and plans, and shows how well two people fit before their photos. Each day brings a handful of curated matches rather than an endless stack.',
    'Every profile is verified with a selfie, conversations open with icebreakers drawn from both answers, and a video date can happen in the app without sharing a phone number.',
  ],
  features: [
    {
      title: 'Compatibility first',
      text: 'A score from the questionnaire, with the answers two people share shown on the card.',
    },
    {
      title: 'Verified profiles',
      text: 'A selfie check against the profile photos before anyone can message.',
    },
    {
      title: 'Video dates',
      text: 'Meet face to face in the app before deciding to meet in person.',
    },
    {
      title: 'Safety tools',
      text: 'Block and report from any screen, and a date check-in that alerts a friend.',
    },
  ],
  stack: [
    { group: 'App', items: ['Flutter', 'Dart', 'Bloc'] },
    {
      group: 'Back end',
      items: ['Firebase Authentication', 'Cloud Firestore', 'Cloud Functions', 'Python matching service'],
    },
    { group: 'Video and payments', items: ['Agora', 'RevenueCat'] },
  ],
  results: [
    { value: '58%', label: 'of matches turn into a conversation' },
    { value: '1 in 5', label: 'matched couples meet on a video date' },
    { value: '85%', label: 'of active profiles are verified' },
    { value: '4 months', label: 'from the first workshop to both stores' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The Halves match screen on a phone: two profile cards tilted together with a heart between them.',
    },
    {
      art: gallery2,
      alt: 'A chat with message bubbles and a shared photo, in front of a profile card with like and pass buttons.',
    },
  ],
};
