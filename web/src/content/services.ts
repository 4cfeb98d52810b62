/** Copy of the services overview (/services), edited here rather than in the components. */
import type { FaqItem } from '../lib/content-shapes';

export const servicesHero = {
  eyebrow: 'Services',
  title: 'The team you need, in the shape that suits you',
  text: 'Hand us a whole product, add engineers to your own team, or get a dedicated team that works only for you. Web, mobile, Flutter, UX/UI design and QA, from one partner.',
  cta: 'Discuss your project',
  imageAlt:
    'A laptop with a project dashboard, linked to three badges for a handed-over project, an engineer joining a team and a dedicated team, beside a globe.',
} as const;

export type ReasonIcon = 'seniors' | 'satisfaction' | 'speed' | 'transparency';

export const reasons = {
  heading: 'Why companies work with us',
  items: [
    {
      icon: 'seniors',
      title: 'Senior people on your product',
      text: '85% of our engineers are senior or middle level. You get people who have shipped products like yours, not trainees learning on your budget.',
    },
    {
      icon: 'satisfaction',
      title: 'Clients who stay',
      text: 'A 9.9/10 client satisfaction score, and most of our clients have worked with us for years, adding products and people as they grow.',
    },
    {
      icon: 'speed',
      title: 'A fast, clear start',
      text: 'We reply within a few days, propose a team within two weeks and agree a trial period, so you can judge the work before you commit.',
    },
    {
      icon: 'transparency',
      title: 'Nothing hidden',
      text: 'Shared boards, weekly demos, time reports and code in your repository from day one. You own everything we build for you.',
    },
  ] satisfies { icon: ReasonIcon; title: string; text: string }[],
} as const;

export type ServiceTileKey = 'outsource' | 'outstaff' | 'ddt';

export type ServiceTile = {
  key: ServiceTileKey;
  /** The detail page the tile opens, after its press animation. */
  href: '/services/outsource' | '/services/outstaff' | '/services/ddt';
  title: string;
  text: string;
  points: string[];
};

export const serviceTiles = {
  heading: 'Three ways to work together',
  intro: 'Pick a model to see how it works, what it costs you in time and who it suits.',
  more: 'Learn more',
  items: [
    {
      key: 'outsource',
      href: '/services/outsource',
      title: 'Outsource',
      text: 'Hand us the whole project. We plan, design, build, test and release it, and report on a fixed rhythm.',
      points: ['Fixed scope or flexible budget', 'Project manager on our side', 'Best for a new product'],
    },
    {
      key: 'outstaff',
      href: '/services/outstaff',
      title: 'Outstaff',
      text: 'Engineers who join your in-house team and follow your processes, while we handle hiring, payroll and equipment.',
      points: ['You lead the work day to day', 'Scale up or down monthly', 'Best to fill skill gaps'],
    },
    {
      key: 'ddt',
      href: '/services/ddt',
      title: 'Dedicated team',
      text: 'A complete cross-functional team that works only on your product, long term, as an extension of your company.',
      points: ['Team chosen with you', 'Stable people, shared goals', 'Best for products that keep growing'],
    },
  ] satisfies ServiceTile[],
} as const;

export type TechGroup = { title: string; items: string[] };

export const techStack = {
  heading: 'Technology stack',
  intro: 'Proven tools we know in depth, chosen for your product rather than for our habits.',
  groups: [
    {
      title: 'Mobile',
      items: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose', 'Flutter', 'Dart', 'React Native', 'Firebase'],
    },
    {
      title: 'Web and backend',
      items: [
        'TypeScript',
        'React',
        'Next.js',
        'Vue',
        'Node.js',
        'NestJS',
        'GraphQL',
        'PostgreSQL',
        'AWS',
        'Docker',
      ],
    },
    {
      title: 'Design',
      items: ['Figma', 'FigJam', 'Design systems', 'Prototyping', 'Usability testing', 'Motion design'],
    },
    {
      title: 'QA/PM',
      items: ['Playwright', 'Appium', 'Postman', 'TestRail', 'Jira', 'Confluence', 'Scrum', 'Kanban'],
    },
  ] satisfies TechGroup[],
} as const;

export const servicesFaq = {
  heading: 'Frequently asked questions',
  items: [
    {
      question: 'Which model should I choose?',
      text: 'Choose outsourcing when you want a finished product and would rather not manage developers; outstaffing when you already have a team and a lead and need more hands or a missing skill; a dedicated team when the product will keep growing for a year or more and you want people who stay with it. Not sure? Tell us about the project and we will suggest one on the first call.',
    },
    {
      question: 'How quickly can you start?',
      text: 'We reply within a few days. For outstaffing we usually introduce candidates within one to two weeks; a dedicated team or an outsourced project starts with a short discovery phase, typically two to three weeks, before the first sprint.',
    },
    {
      question: 'Who owns the code and the designs?',
      text: 'You do. Intellectual property passes to you under the contract, the code lives in your repository from the first commit, and we sign an NDA before you share any details of the product.',
    },
  ] satisfies FaqItem[],
} as const;
