/** Copy of the outsourcing page (/services/outsource), edited here rather than in the components. */
import hero from '../art/service-pages/outsource-hero.svg?art';
import scheme from '../art/service-pages/outsource-scheme.svg?art';
import tabDiscovery from '../art/service-pages/outsource-tab-discovery.svg?art';
import tabDesign from '../art/service-pages/outsource-tab-design.svg?art';
import tabBuild from '../art/service-pages/outsource-tab-build.svg?art';
import tabRelease from '../art/service-pages/outsource-tab-release.svg?art';
import type {
  Card,
  CardSection,
  OtherService,
  PageTheme,
  ProcessTab,
  ServiceHero,
  SliderService,
} from './service-page-types';
import type { FaqItem } from '../lib/content-shapes';

/** The page's accent colour (spec, section 9); cyan text on white uses the darker shade. */
export const outsourceTheme: PageTheme = {
  accent: '#28C0E2',
  accentInk: '#0e7490',
  onAccent: '#0b1b2b',
};

export const outsourceHero: ServiceHero = {
  eyebrow: 'Outsourcing',
  title: 'Hand us the whole project, get a product that ships',
  text: 'You bring the idea and the goals. We bring a complete team (analysts, designers, engineers, testers and a project manager) and take the product from the first sketch to the app stores.',
  cta: 'Discuss your project',
  image: {
    art: hero,
    alt: 'A project manager hands a roadmap to a team of engineers working on laptops and phones',
  },
};

export const outsourceHowItWorks = {
  heading: 'How outsourcing works',
  paragraphs: [
    'Outsourcing means the whole delivery is on our side. We agree on the scope, budget and milestones with you, then our team plans, designs, builds and tests the product in two-week sprints.',
    'You talk to one project manager, see a working build after every sprint and decide what comes next. Hiring, tooling, code review and quality control are ours to worry about.',
  ],
  points: [
    'One contract and one point of contact',
    'A demo of working software every two weeks',
    'Fixed-price or time-and-materials, your choice',
  ],
  scheme: {
    art: scheme,
    alt: 'Scheme: the client shares goals with our project manager, who runs a team of designers, engineers and testers and delivers releases back to the client',
  },
};

export const outsourcePros: CardSection = {
  heading: 'Why outsource to us',
  intro: 'Four reasons clients hand us their products instead of building a team from scratch.',
  cards: [
    {
      title: 'Faster time to market',
      text: 'A team that has shipped together starts in days, not after months of hiring. Most MVPs reach their first users within three to four months.',
    },
    {
      title: 'A predictable budget',
      text: 'A detailed estimate before we start, a fixed price per milestone if you want one, and a burn-down report every sprint, so there are no surprises on the invoice.',
    },
    {
      title: 'Every skill in one place',
      text: 'Business analysis, UX/UI design, web, iOS, Android, Flutter, back end, QA and DevOps under one roof, working to one plan.',
    },
    {
      title: 'Quality you can measure',
      text: 'Code review on every change, automated tests in the pipeline and a QA engineer on every project. You get the test reports along with the build.',
    },
  ] satisfies Card[],
};

export const outsourceSuitedFor: CardSection = {
  heading: 'Who outsourcing suits',
  cards: [
    {
      title: 'Startups building an MVP',
      text: 'You need to validate an idea quickly and on a budget, without hiring a CTO and a team first.',
    },
    {
      title: 'Companies without a tech team',
      text: 'Your business runs on other strengths. We become your product team and keep the software running after launch.',
    },
    {
      title: 'Projects with a clear scope',
      text: 'A new app, a redesign or a migration with known goals and a deadline: we plan it, price it and deliver it.',
    },
  ],
};

export const outsourceProcess = {
  heading: 'How we run an outsourced project',
  intro: 'Four stages, each ending with something you can see, test and approve.',
  tabs: [
    {
      title: 'Discovery',
      text: 'We study your business, users and competitors, agree on the goals and turn them into a backlog, an architecture outline and an estimate you can plan around.',
      points: [
        'Workshops with your stakeholders',
        'Scope, milestones and budget',
        'Technical architecture outline',
      ],
      image: {
        art: tabDiscovery,
        alt: 'Two people at a whiteboard sorting sticky notes into a product backlog',
      },
    },
    {
      title: 'Design',
      text: 'Our designers turn the backlog into user flows, wireframes and a clickable prototype, then into a polished interface and a design system the engineers build from.',
      points: [
        'User flows and wireframes',
        'Clickable prototype for early feedback',
        'UI kit and design system',
      ],
      image: {
        art: tabDesign,
        alt: 'A designer arranging interface screens and a colour palette on a large monitor',
      },
    },
    {
      title: 'Development and QA',
      text: 'Engineers build the product in two-week sprints. Every change is reviewed and tested, and you see a working build at the end of each sprint.',
      points: ['Two-week sprints with demos', 'Code review and automated tests', 'Manual QA on real devices'],
      image: {
        art: tabBuild,
        alt: 'An engineer at a laptop with code, next to a phone showing passing test checks',
      },
    },
    {
      title: 'Release and support',
      text: 'We publish the product to the stores and servers, watch it closely in the first weeks and keep improving it with a support plan that fits your roadmap.',
      points: [
        'App Store and Google Play release',
        'Monitoring and crash reports',
        'Maintenance and new features',
      ],
      image: {
        art: tabRelease,
        alt: 'A rocket leaving a phone screen, with a chart of active users rising behind it',
      },
    },
  ] satisfies ProcessTab[],
};

export const outsourceServices = {
  heading: 'What we build for you',
  intro: 'Everything a product needs, from the first screen to the server behind it.',
  label: 'Outsourcing services',
  items: [
    {
      title: 'Web development',
      text: 'Fast, accessible web apps and platforms, from dashboards and marketplaces to progressive web apps.',
      tags: ['React', 'Node.js', 'TypeScript'],
    },
    {
      title: 'Native mobile apps',
      text: 'iOS and Android apps that feel at home on each platform and pass store review the first time.',
      tags: ['Swift', 'Kotlin'],
    },
    {
      title: 'Flutter apps',
      text: 'One code base for iOS and Android when time to market matters more than platform details.',
      tags: ['Flutter', 'Dart'],
    },
    {
      title: 'UX/UI design',
      text: 'Research, prototypes and interfaces that make complex products feel simple.',
      tags: ['Figma', 'Design systems'],
    },
    {
      title: 'Quality assurance',
      text: 'Manual and automated testing on real devices, so releases are boring in the best way.',
      tags: ['Playwright', 'Appium'],
    },
  ] satisfies SliderService[],
};

export const outsourceFaq: { heading: string; items: FaqItem[] } = {
  heading: 'Outsourcing FAQ',
  items: [
    {
      question: 'What does an outsourcing partner take care of?',
      text: 'Everything that stands between your idea and a working product. Besides design and development, we handle four tasks you would otherwise have to run yourself:',
      items: [
        {
          title: 'Team search and selection.',
          text: 'We pick people with the right skills from our own staff and hire any extra expertise the project needs.',
        },
        {
          title: 'Staff management.',
          text: 'Our project manager plans the work, runs the sprints, keeps the team focused and finds a replacement if anyone leaves.',
        },
        {
          title: 'Payroll, taxes and contributions.',
          text: 'Salaries, taxes, social contributions, equipment and office costs are ours; you pay one invoice.',
        },
        {
          title: 'Documentation and reporting.',
          text: 'Specifications, release notes and a progress report after every sprint, so you always know where the project stands.',
        },
      ],
    },
    {
      question: 'How do you estimate the cost and timeline?',
      text: 'After a free discovery call we split the scope into features, estimate each with the engineers who will build it and send you a proposal with milestones, a timeline and a price range, usually within a week.',
    },
    {
      question: 'Who owns the code and the design?',
      text: 'You do. The contract transfers all intellectual property to you, the code lives in your repository from the first day and we sign an NDA before you share any details.',
    },
  ],
};

export const outsourceOtherServices: { heading: string; items: OtherService[] } = {
  heading: 'Other ways to work with us',
  items: [
    {
      to: '/services/ddt',
      title: 'Dedicated development team',
      text: 'A full team that works only on your product, long-term, under your direction.',
    },
    {
      to: '/services/outstaff',
      title: 'Outstaffing',
      text: 'Engineers who join your in-house team, while we handle hiring and payroll.',
    },
  ],
};
