import gallery1 from '../../art/cases/ziksen-gallery-1.svg?art';
import gallery2 from '../../art/cases/ziksen-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'An independent label and artist collective',
  duration: '6 months',
  team: '2 Flutter engineers, a backend engineer, a designer and a QA engineer',
  problem: [
    'Independent artists earn a fraction of a cent per stream on the big platforms, and have no direct line to the fans who love them most.',
    'The label wanted a place where fans subscribe to artists directly, and a player good enough that nobody misses the big apps: gapless albums, background playback and offline listening on both platforms.',
  ],
  solution: [
    'We built Ziksen in Flutter with a native-quality audio engine: gapless playback, lock-screen and headphone controls, and encrypted offline downloads.',
    'Artists publish releases, exclusives and tour dates from a simple dashboard; fans subscribe to the artists they follow, and payouts go straight to the artists each month.',
  ],
  features: [
    {
      title: 'A player that keeps going',
      text: 'Gapless albums, background audio, lock-screen controls and a waveform you can scrub.',
    },
    {
      title: 'Offline library',
      text: 'Download albums and playlists in high quality; files are encrypted and tied to the account.',
    },
    {
      title: 'Artist pages',
      text: 'Releases, exclusives for subscribers, tour dates and messages from the artist.',
    },
    {
      title: 'Direct support',
      text: 'Monthly subscriptions per artist with payouts through Stripe Connect.',
    },
  ],
  stack: [
    { group: 'App', items: ['Flutter', 'Dart', 'just_audio', 'audio_service', 'Hive'] },
    { group: 'Back end', items: ['Node.js', 'PostgreSQL', 'Amazon S3', 'CloudFront HLS audio'] },
    { group: 'Payments and quality', items: ['Stripe Connect', 'Sentry', 'flutter_test', 'Appium'] },
  ],
  results: [
    { value: '80%', label: 'of every subscription goes to the artist' },
    { value: '2,300', label: 'artists publishing on Ziksen after the first year' },
    { value: '34 min', label: 'average listening session' },
    { value: '99.7%', label: 'crash-free sessions' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The Ziksen library on a phone: six playlists with colourful covers and the mini player.',
    },
    {
      art: gallery2,
      alt: 'An artist page with top tracks, in front of the player with a waveform and playback controls.',
    },
  ],
};
