/** Copy of the dedicated development team page (/services/ddt/), edited here rather than in the components. */
import hero from '../art/service-pages/ddt-hero.svg?art';
import processPlan from '../art/service-pages/ddt-process-plan.svg?art';
import processDeliver from '../art/service-pages/ddt-process-deliver.svg?art';
import photoWorkshop from '../art/service-pages/ddt-photo-workshop.svg?art';
import photoReview from '../art/service-pages/ddt-photo-review.svg?art';
import photoStandup from '../art/service-pages/ddt-photo-standup.svg?art';
import photoRelease from '../art/service-pages/ddt-photo-release.svg?art';
import type { Art, CardSection, OtherService, PageTheme, ServiceHero, Stat } from './service-page-types';
import type { FaqItem } from '../lib/content-shapes';
import type { ProcessStep } from './types';

export const ddtTheme: PageTheme = {
  accent: '#6d4aff',
  accentInk: '#5b3fd6',
  onAccent: '#ffffff',
};

export const ddtHero: ServiceHero = {
  eyebrow: 'Dedicated development team',
  title: 'A team that works only on your product',
  text: 'Engineers, designers and testers who know your product inside out, stay with it for years and grow with your business, while you keep full control of priorities.',
  cta: 'Build your team',
  image: {
    art: hero,
    alt: 'A dedicated team of five people around a large screen showing the client’s product',
  },
};

export const ddtInfo = {
  heading: 'What a dedicated team is',
  paragraphs: [
    'A dedicated development team is a group of specialists we assemble for your product alone. They work full time on your roadmap, take part in your planning and keep the knowledge of your product in the team, release after release.',
    'You decide what gets built and in what order. We recruit, retain and support the people, provide a delivery manager and make sure the team stays complete and motivated.',
  ],
  stats: [
    { value: '85%', label: 'senior or middle engineers' },
    { value: '9.9/10', label: 'client satisfaction score' },
    { value: '7', label: 'years building products' },
  ] satisfies Stat[],
};

export const ddtValues: CardSection = {
  heading: 'What a dedicated team gives you',
  intro: 'Five things our long-term clients value most.',
  cards: [
    {
      title: 'Full focus on your product',
      text: 'No juggling between clients: the team’s whole week belongs to your roadmap.',
    },
    {
      title: 'Knowledge that stays',
      text: 'The same people for years means fewer handovers, faster estimates and fewer regressions.',
    },
    {
      title: 'Control without overhead',
      text: 'You set priorities and approve releases; we handle hiring, payroll, offices and equipment.',
    },
    {
      title: 'A team that scales',
      text: 'Add a designer for a redesign or two engineers for a launch, usually within two weeks.',
    },
    {
      title: 'Transparent costs',
      text: 'One monthly rate per specialist, with time reports and no hidden fees.',
    },
  ],
};

export type DdtStep = ProcessStep & {
  /** Which of the two process images goes with this step (0 = planning, 1 = delivery). */
  image: 0 | 1;
};

export const ddtProcess = {
  heading: 'How we build your team',
  intro: 'Five steps from the first call to a team that ships every sprint.',
  steps: [
    {
      number: '01',
      title: 'Requirements',
      text: 'We learn about your product, roadmap and culture, and agree on the roles, seniority and budget of the team.',
      image: 0,
    },
    {
      number: '02',
      title: 'Team assembly',
      text: 'We pick specialists from our staff and hire any missing ones. You interview every candidate and have the final word.',
      image: 0,
    },
    {
      number: '03',
      title: 'Onboarding',
      text: 'The team studies your code and documentation, sets up access and tools, and agrees on rituals with your managers.',
      image: 0,
    },
    {
      number: '04',
      title: 'Development',
      text: 'Sprints, demos and releases to your priorities, with a delivery manager who keeps the work on schedule and reports on it.',
      image: 1,
    },
    {
      number: '05',
      title: 'Growth and support',
      text: 'We review the team with you every quarter, scale it as the product grows and keep it complete through vacations and changes.',
      image: 1,
    },
  ] satisfies DdtStep[],
  images: [
    {
      art: processPlan,
      alt: 'Planning a team: role cards for a team lead, engineers, a designer and a tester pinned on a board',
    },
    {
      art: processDeliver,
      alt: 'Delivering with the team: a sprint board with tasks moving to done next to a rising release chart',
    },
  ] satisfies [Art, Art],
};

export const ddtPhotos = {
  heading: 'Life in a dedicated team',
  items: [
    { art: photoWorkshop, alt: 'A product workshop with the client around a table covered with sketches' },
    { art: photoReview, alt: 'Two engineers reviewing code together on a large monitor' },
    { art: photoStandup, alt: 'The team at a morning stand-up in front of the sprint board' },
    { art: photoRelease, alt: 'The team celebrating a release with confetti over the laptops' },
  ] satisfies Art[],
};

export const ddtPros: CardSection = {
  heading: 'Why clients choose our teams',
  cards: [
    {
      title: 'Strong engineers',
      text: '85% of our engineers are senior or middle level, and every team has a senior lead.',
    },
    {
      title: 'Happy clients',
      text: 'Clients rate working with us 9.9 out of 10, and most of them stay for years.',
    },
    {
      title: 'Low turnover',
      text: 'Training, growth plans and interesting products keep our people, and your team, stable.',
    },
    {
      title: 'Time zone overlap',
      text: 'At least four working hours in common with Europe and the US East Coast, for calls when you need them.',
    },
  ],
};

export const ddtFaq: { heading: string; items: FaqItem[] } = {
  heading: 'Dedicated team FAQ',
  items: [
    {
      question: 'How is a dedicated team different from outstaffing?',
      text: 'Outstaffed engineers join your team one by one and follow your lead. A dedicated team is a complete unit with its own lead and delivery manager that takes responsibility for a product or a part of it.',
    },
    {
      question: 'How long does it take to assemble a team?',
      text: 'A team of three to five people usually starts within two to four weeks. Engineers from our staff can start sooner, while rare skills may take longer to hire.',
    },
    {
      question: 'Can I change the team’s size later?',
      text: 'Yes. Add specialists with about two weeks’ notice, or reduce the team with a month’s notice. We plan every change with you so the work does not stall.',
    },
  ],
};

export const ddtOtherServices: { heading: string; items: OtherService[] } = {
  heading: 'Other ways to work with us',
  items: [
    {
      to: '/services/outsource',
      title: 'Outsourcing',
      text: 'Hand us the whole project: we plan, build, test and release it.',
    },
    {
      to: '/services/outstaff',
      title: 'Outstaffing',
      text: 'Engineers who join your in-house team, while we handle hiring and payroll.',
    },
  ],
};
