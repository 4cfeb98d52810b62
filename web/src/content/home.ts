/** Copy of the home page, edited here rather than in the components. */
import type { ArtPicture } from '../lib/content-shapes';
import aquaPalAlt from '../art/home/case-aqua-pal-alt.svg?art';
import aquaPal from '../art/home/case-aqua-pal.svg?art';
import joynAlt from '../art/home/case-joyn-alt.svg?art';
import joyn from '../art/home/case-joyn.svg?art';
import startupShowAlt from '../art/home/case-startup-show-alt.svg?art';
import startupShow from '../art/home/case-startup-show.svg?art';
import android from '../art/home/industry-android.svg?art';
import design from '../art/home/industry-design.svg?art';
import flutter from '../art/home/industry-flutter.svg?art';
import ios from '../art/home/industry-ios.svg?art';
import qa from '../art/home/industry-qa.svg?art';
import web from '../art/home/industry-web.svg?art';
import ddtImage from '../art/home/service-ddt.svg?art';
import outsourceImage from '../art/home/service-outsource.svg?art';
import outstaffImage from '../art/home/service-outstaff.svg?art';
import type { CaseFacts } from './types';
import { aquaPalFacts, joynFacts, startupShowFacts } from './case-facts-featured';
import type { CaseSlug, IndustryCard } from './types';

export const heroCopy = {
  title: 'Professional Software Development',
  text: 'We design, build and test web and mobile products, and stay with them long after release.',
  cta: 'View work',
  imageAlt:
    'A laptop, a tablet and a phone on a light desk: a product dashboard, design mockups and a mobile app',
} as const;

// ---- Who we are ----

export type StatKey = 'revenue' | 'countries' | 'hours' | 'customers';

export type Stat = {
  key: StatKey;
  /** The figure exactly as the spec prints it. */
  value: string;
  label: string;
  /**
   * The number a phone counts up to, and the text around it ('$' 140 'M+'); absent for figures
   * that do not count.
   */
  counter?: { to: number; prefix: string; suffix: string };
};

export const whoWeAre = {
  heading: 'Who we are',
  lead: 'A team of engineers, designers and testers who treat your product as if it were our own.',
  text: 'For seven years we have helped start-ups and established companies turn ideas into apps people use every day. We join early, ask the uncomfortable questions before a line of code is written, and ship in small, predictable steps you can see and steer.',
  link: 'Get to know us',
  years: { value: 7, label: 'years in business' },
  /** In the order they take turns on desktop. */
  stats: [
    {
      key: 'revenue',
      value: '$140M+',
      label: 'raised and earned by the products we built',
      counter: { to: 140, prefix: '$', suffix: 'M+' },
    },
    {
      key: 'countries',
      value: '100+',
      label: 'countries where people use our apps',
      counter: { to: 100, prefix: '', suffix: '+' },
    },
    { key: 'hours', value: '160k+', label: 'hours of engineering delivered' },
    {
      key: 'customers',
      value: '100%',
      label: 'of customers would recommend us to a friend',
      counter: { to: 100, prefix: '', suffix: '%' },
    },
  ] satisfies Stat[],
} as const;

// ---- Industries ----

export const industriesCopy = {
  heading: 'Our expertise',
  intro: 'Six disciplines under one roof, so one team can take a product from the first sketch to the store.',
  carouselLabel: 'Industries',
  select: 'Show',
} as const;

export const industries: IndustryCard[] = [
  {
    number: '01',
    title: 'UX/UI design',
    text: [
      'Research, user flows and wireframes.',
      'Design systems that scale with the product.',
      'Clickable prototypes tested with real users.',
    ],
    cover: design,
  },
  {
    number: '02',
    title: 'iOS development',
    text: [
      'Native Swift and SwiftUI apps for iPhone and iPad.',
      'Widgets, Apple Watch and in-app purchases.',
      'App Store review handled for you.',
    ],
    cover: ios,
  },
  {
    number: '03',
    title: 'Flutter development',
    text: [
      'One Dart code base for iOS, Android and the web.',
      'Native look and 60 fps animations.',
      'Half the time to market of two native apps.',
    ],
    cover: flutter,
  },
  {
    number: '04',
    title: 'Android development',
    text: [
      'Kotlin and Jetpack Compose apps.',
      'Tested on the devices your users really own.',
      'Google Play releases with staged roll-outs.',
    ],
    cover: android,
  },
  {
    number: '05',
    title: 'Web development',
    text: [
      'Fast React and TypeScript front ends.',
      'Node.js back ends and APIs that scale.',
      'Progressive web apps and admin panels.',
    ],
    cover: web,
  },
  {
    number: '06',
    title: 'Quality assurance',
    text: [
      'Manual and automated testing from sprint one.',
      'Regression suites that run on every change.',
      'Releases without surprises.',
    ],
    cover: qa,
  },
];

// ---- Portfolio ----

/**
 * A featured case (spec section 3): the case's own facts (year, title, disciplines, description,
 * from case-facts.ts, so home, /cases and the case page say the same), with what only the home
 * page shows: a short description, its banners and a client's words.
 */
export type FeaturedCase = CaseFacts & {
  slug: CaseSlug;
  /** What the product is: the case's caseName. */
  subtitle: string;
  shortDescription: string;
  banner: ArtPicture;
  alternateBanner: ArtPicture;
  bannerAlt: string;
  /** A client's words, with who said them. */
  comment?: string;
  commentName?: string;
  commentPosition?: string;
};

type FeaturedExtras = Omit<FeaturedCase, keyof CaseFacts | 'slug' | 'subtitle'>;

// The facts are passed in by name (not looked up by slug), so this page bundles only these three.
const featured = (slug: CaseSlug, facts: CaseFacts, extras: FeaturedExtras): FeaturedCase => ({
  slug,
  ...facts,
  subtitle: facts.caseName,
  ...extras,
});

export const portfolioCopy = {
  heading: 'Portfolio',
  intro: 'A few of the products we designed, built and still look after.',
  sliderLabel: 'Featured cases',
  cursor: 'View case',
  more: 'All cases',
} as const;

export const featuredCases: FeaturedCase[] = [
  featured('aqua-pal', aquaPalFacts, {
    shortDescription: 'A water tracker that sets a daily goal and reminds you to drink.',
    banner: aquaPal,
    alternateBanner: aquaPalAlt,
    bannerAlt: 'Aqua Pal on a phone: a daily progress ring and quick buttons for a glass of water',
    comment:
      'They questioned every screen until it was simple enough for my grandmother, and still had the first release in the stores within fourteen weeks.',
    commentName: 'Emily Carter',
    commentPosition: 'Founder, Aqua Pal',
  }),
  featured('joyn', joynFacts, {
    shortDescription: 'Find, book and pay for electric vehicle chargers on the road.',
    banner: joyn,
    alternateBanner: joynAlt,
    bannerAlt: 'Joyn on a phone: a map with charging stations and a route between them',
    comment:
      'The team shipped native apps for both stores in seven months and still answers our calls the same day.',
    commentName: 'Lukas Meyer',
    commentPosition: 'CTO, Joyn',
  }),
  featured('startup-show', startupShowFacts, {
    shortDescription: 'Documentaries and series about founders, with downloads and a watchlist.',
    banner: startupShow,
    alternateBanner: startupShowAlt,
    bannerAlt: 'Startup Show on a phone: a featured film and a grid of posters',
  }),
];

// ---- Services ----

export type ServiceTab = {
  id: 'outsource' | 'outstaff' | 'ddt';
  label: string;
  heading: string;
  description: string;
  points: string[];
  href: '/services/outsource' | '/services/outstaff' | '/services/ddt';
  linkLabel: string;
  image: ArtPicture;
  imageAlt: string;
};

export const servicesCopy = {
  heading: 'How we can work together',
  tablistLabel: 'Ways to work with us',
  learnMore: 'Learn more',
} as const;

export const serviceTabs: ServiceTab[] = [
  {
    id: 'outsource',
    label: 'Outsource',
    heading: 'Hand us the whole project',
    description:
      'You bring the idea and the goals; we plan, design, build, test and release the product, and report progress every week. One contract, a fixed scope or a monthly budget, and a single person who answers for the result.',
    points: [
      'Discovery and estimate in two weeks',
      'Weekly demos of working software',
      'Support after release',
    ],
    href: '/services/outsource',
    linkLabel: 'outsourcing',
    image: outsourceImage,
    imageAlt: 'A project road from a packed box to a flag, with progress bars for design, build and testing',
  },
  {
    id: 'outstaff',
    label: 'Outstaff',
    heading: 'Grow your own team',
    description:
      'Engineers, designers or testers join your in-house team, work in your tools and follow your processes. We find and vet the people, and take care of their contracts, payroll, taxes and equipment.',
    points: ['Candidates within a week', 'Your lead, your rituals', 'Scale up or down monthly'],
    href: '/services/outstaff',
    linkLabel: 'outstaffing',
    image: outstaffImage,
    imageAlt: 'An org chart in which two new engineers join two existing team members under one lead',
  },
  {
    id: 'ddt',
    label: 'Dedicated development team',
    heading: 'A team that works only on your product',
    description:
      'A complete, self-managed team (developers, QA, a designer and a project manager) built around your roadmap. It grows with the product and keeps the knowledge in one place.',
    points: ['85% senior or middle engineers', 'A project manager included', 'Full transparency on hours'],
    href: '/services/ddt',
    linkLabel: 'a dedicated development team',
    image: ddtImage,
    imageAlt: 'Seven team members around one laptop with code on its screen',
  },
];
