import gallery1 from '../../art/cases/israel-tv-gallery-1.svg?art';
import gallery2 from '../../art/cases/israel-tv-gallery-2.svg?art';
import gallery3 from '../../art/cases/israel-tv-gallery-3.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A broadcaster’s distribution company serving Israeli viewers abroad',
  duration: '11 months, with ongoing support',
  team: '2 web engineers, an iOS engineer, an Android engineer, 2 backend engineers, a designer and 2 QA engineers',
  problem: [
    'Families living abroad watched Israeli channels through expensive satellite packages or unofficial streams. The client held the rights to stream them, on condition of studio-grade DRM and strict regional rules.',
    'Traffic is anything but even: evening news and football finals bring ten times the usual audience within minutes.',
  ],
  solution: [
    'We built the platform for the web, iPhone and Android: live channels with a programme guide, a seven-day catch-up, series on demand and subscriptions, in Hebrew (right to left) and English.',
    'Streams are encrypted with Widevine and FairPlay, delivered through a CDN in adaptive bitrates, and the back end scales out ahead of scheduled peaks.',
  ],
  features: [
    {
      title: 'Live with a programme guide',
      text: 'Every channel’s schedule for the week, with start-over for the show that is on now.',
    },
    {
      title: 'Seven-day catch-up',
      text: 'Anything broadcast in the last week, one tap from the guide.',
    },
    {
      title: 'Two languages, two directions',
      text: 'Hebrew and English interfaces, with layouts that mirror correctly from right to left.',
    },
    {
      title: 'On the big screen',
      text: 'Chromecast and AirPlay, and up to three screens at once on one account.',
    },
  ],
  stack: [
    { group: 'Web', items: ['TypeScript', 'React', 'Shaka Player'] },
    { group: 'Mobile', items: ['Swift', 'AVKit', 'Kotlin', 'Media3 ExoPlayer'] },
    { group: 'Video', items: ['HLS and DASH', 'Widevine', 'FairPlay', 'CDN'] },
    { group: 'Back end', items: ['Node.js', 'PostgreSQL', 'Redis', 'Kubernetes'] },
  ],
  results: [
    { value: '99.95%', label: 'availability, including the season’s biggest football final' },
    { value: '1.8 s', label: 'median time from pressing play to the first frame' },
    { value: '35k', label: 'paying subscribers in the first year' },
    { value: '3', label: 'platforms released on the same day' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The programme guide on a phone: channels down the side, shows along a timeline and a marker for now.',
    },
    {
      art: gallery2,
      alt: 'A series page with its episodes, in front of the live channel list on a second phone.',
    },
    {
      art: gallery3,
      alt: 'The Israel TV website on a laptop with a featured show and a row of episodes to watch next.',
    },
  ],
};
