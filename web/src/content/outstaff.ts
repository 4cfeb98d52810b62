/** Copy of the outstaffing page (/services/outstaff), edited here rather than in the components. */
import hero from '../art/service-pages/outstaff-hero.svg?art';
import scheme from '../art/service-pages/outstaff-scheme.svg?art';
import type { CardSection, ComparisonRow, OtherService, PageTheme, ServiceHero } from './service-page-types';
import type { FaqItem } from '../lib/content-shapes';
import type { ProcessStep } from './types';

export const outstaffTheme: PageTheme = {
  accent: '#2563eb',
  accentInk: '#1d4ed8',
  onAccent: '#ffffff',
};

export const outstaffHero: ServiceHero = {
  eyebrow: 'Outstaffing',
  title: 'Grow your in-house team with engineers who fit in',
  text: 'Our developers, designers and QA engineers join your team, work in your tools and follow your lead. We take care of hiring, payroll, equipment and everything else an employer does.',
  cta: 'Tell us who you need',
  image: {
    art: hero,
    alt: 'New engineers joining a video call with an in-house team, their avatars linking into the team chart',
  },
};

export const outstaffProcess = {
  heading: 'How outstaffing works',
  intro: 'From your request to a productive team member in four steps.',
  steps: [
    {
      number: '01',
      title: 'Tell us who you need',
      text: 'Share the role, the stack, the seniority and the time zone overlap you expect. A 30-minute call is usually enough.',
    },
    {
      number: '02',
      title: 'Meet the candidates',
      text: 'Within a week you get CVs of engineers from our team who match. You interview them and pick the ones you like.',
    },
    {
      number: '03',
      title: 'Onboard them into your team',
      text: 'They join your chats, repositories and stand-ups, and work under your team lead from the first day.',
    },
    {
      number: '04',
      title: 'Scale as you go',
      text: 'Add people when the roadmap grows and release them with a month’s notice when it shrinks. We handle replacements too.',
    },
  ] satisfies ProcessStep[],
};

export const outstaffValues: CardSection = {
  heading: 'What you gain',
  intro: 'The people you need, without the cost and delay of hiring them yourself.',
  cards: [
    {
      title: 'Hire in weeks, not months',
      text: 'Our bench and talent pool mean most roles are filled within two weeks of your request.',
    },
    {
      title: 'Your process, your lead',
      text: 'Specialists work in your sprints, your tools and your code style, reporting to your managers.',
    },
    {
      title: 'No employer overhead',
      text: 'Recruiting, contracts, payroll, taxes, equipment and sick leave are on our side. You pay one monthly invoice.',
    },
    {
      title: 'Flexible team size',
      text: 'Scale up for a release and down after it, with no severance and no long notice periods.',
    },
  ],
};

export const outstaffSuitedFor: CardSection = {
  heading: 'Who outstaffing suits',
  cards: [
    {
      title: 'Teams with a tech lead',
      text: 'You have engineering management in place and need more hands that follow your architecture.',
    },
    {
      title: 'Companies short of a rare skill',
      text: 'A Flutter, DevOps or QA automation specialist for a few months, without a year-long hiring process.',
    },
    {
      title: 'Products with a moving roadmap',
      text: 'Priorities change from sprint to sprint, so you want control of the daily work rather than a fixed scope.',
    },
  ],
};

export const outstaffComparison = {
  heading: 'Outstaffing or outsourcing?',
  intro: 'Both give you our engineers. The difference is who runs the work.',
  caption: 'Outstaffing compared with outsourcing',
  columns: { aspect: 'Aspect', outstaff: 'Outstaffing', outsource: 'Outsourcing' },
  rows: [
    {
      aspect: 'Who manages the people',
      outstaff: 'Your team lead or CTO',
      outsource: 'Our project manager',
    },
    {
      aspect: 'Who owns the process',
      outstaff: 'You: your sprints, tools and rituals',
      outsource: 'We do, and report to you every sprint',
    },
    {
      aspect: 'Scope',
      outstaff: 'Open, set by your roadmap',
      outsource: 'Agreed up front in milestones',
    },
    {
      aspect: 'How you pay',
      outstaff: 'A monthly rate per specialist',
      outsource: 'Fixed price or time and materials',
    },
    {
      aspect: 'Your involvement',
      outstaff: 'Daily, as with your own staff',
      outsource: 'Demos and decisions every two weeks',
    },
    {
      aspect: 'Best for',
      outstaff: 'Growing an existing team',
      outsource: 'Building a product end to end',
    },
  ] satisfies ComparisonRow[],
  scheme: {
    art: scheme,
    alt: 'Scheme: in outstaffing our engineers sit inside your team under your lead; in outsourcing our whole team, with its own manager, delivers the product to you',
  },
};

export const outstaffFaq: { heading: string; items: FaqItem[] } = {
  heading: 'Outstaffing FAQ',
  items: [
    {
      question: 'Who do the outstaffed engineers report to?',
      text: 'To you. They take tasks from your backlog, join your meetings and follow your team lead. We stay in the background for HR matters, equipment, vacations and growth reviews.',
    },
    {
      question: 'How quickly can someone start?',
      text: 'You usually see matching CVs within a week and the chosen engineer starts a few days after your interview, so most roles are filled within two weeks.',
    },
    {
      question: 'What if a specialist is not the right fit?',
      text: 'Tell us and we propose a replacement at no extra cost. We also overlap the new person with the old one for a smooth handover of the work in progress.',
    },
  ],
};

export const outstaffOtherServices: { heading: string; items: OtherService[] } = {
  heading: 'Other ways to work with us',
  items: [
    {
      to: '/services/ddt',
      title: 'Dedicated development team',
      text: 'A complete, self-organised team that works only on your product.',
    },
    {
      to: '/services/outsource',
      title: 'Outsourcing',
      text: 'Hand us the whole project: we plan, build, test and release it.',
    },
  ],
};
