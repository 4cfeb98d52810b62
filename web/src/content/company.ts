/** Copy of the company page (/company), edited here rather than in the components. */
import ceoPhoto from '../art/company/ceo-1.svg?art';
import ceoPhotoAlt from '../art/company/ceo-2.svg?art';
import cooPhoto from '../art/company/coo-1.svg?art';
import cooPhotoAlt from '../art/company/coo-2.svg?art';
import hrPhoto from '../art/company/hr-1.svg?art';
import hrPhotoAlt from '../art/company/hr-2.svg?art';
import pmPhoto from '../art/company/pm-1.svg?art';
import pmPhotoAlt from '../art/company/pm-2.svg?art';
import type { ProcessStep, TeamMember } from './types';

export const companyHero = {
  eyebrow: 'Company',
  title: 'People who turn ideas into working software',
  text: 'Seven years, products used in more than 100 countries, and one habit we never dropped: we treat every client’s product as if it were our own.',
  /** Accessible name of the hero image, which links to /careers. */
  linkLabel: 'Inside our studio: see careers and join the team',
  imageAlt:
    'Our studio: engineers at their desks with code and app designs on screen, a roadmap on the whiteboard and a new colleague arriving.',
  hint: 'Move your mouse over the studio to look around; click to see open roles.',
} as const;

export const weAre = {
  heading: 'We are a product team, not a body shop',
  paragraphs: [
    'We started seven years ago as five engineers who were tired of handing over code and never hearing how the product did. Today we are a full-cycle software development agency: business analysts, designers, web, mobile and Flutter engineers, QA specialists and project managers under one roof.',
    'Start-ups come to us for a first release that holds up in front of investors; established companies come for a team that can take over a product and move it forward without a long ramp-up. Either way you talk to the people who build your product, not to a chain of account managers.',
  ],
  facts: [
    { value: '7', label: 'years in business' },
    { value: '100+', label: 'countries our products reach' },
    { value: '85%', label: 'senior or middle engineers' },
    { value: '9.9/10', label: 'client satisfaction score' },
  ],
} as const;

export type CompanyValueIcon = 'ownership' | 'openness' | 'craft';

export const values = {
  heading: 'What we value',
  intro: 'Three rules that decide how we work when nobody is watching.',
  items: [
    {
      icon: 'ownership',
      title: 'Ownership',
      text: 'We care about what your product achieves, not just the tickets we close. If a feature will not move your numbers, we say so before we build it.',
    },
    {
      icon: 'openness',
      title: 'Openness',
      text: 'You see the same board, the same estimates and the same risks we do. Bad news travels fast here, because a problem found on Monday is cheaper than one found on release day.',
    },
    {
      icon: 'craft',
      title: 'Craft',
      text: 'Clean code, reviewed pull requests, automated tests and accessible interfaces are part of the price, not extras. Products we built years ago are still easy to change.',
    },
  ] satisfies { icon: CompanyValueIcon; title: string; text: string }[],
} as const;

export const processCopy = {
  heading: 'How we work',
  intro: 'Seven steps take a product from the first question to a release that keeps improving.',
  /** The drawings beside the steps: discovery while the first step is in view, release from 'Test' on. */
  images: {
    discovery:
      'A research board of sticky notes and a chart under a magnifying glass, next to a client’s question.',
    release: 'A phone with every test case ticked, a caught bug and a rocket taking off.',
  },
} as const;

/** The seven steps, in order; the process images switch on the first and the 'Test' step. */
export const processSteps: ProcessStep[] = [
  {
    number: '01',
    title: 'Question',
    text: 'It starts with your question: what problem are we solving, for whom, and how will we know it worked? One call with a business analyst and a tech lead, and you get a short brief back.',
  },
  {
    number: '02',
    title: 'Research',
    text: 'We study your users, competitors and constraints, map the risky assumptions and turn the brief into a scope, a timeline and an estimate you can plan a budget around.',
  },
  {
    number: '03',
    title: 'Design',
    text: 'Wireframes first, then a clickable prototype and a design system. You test the flow with real users before a single line of production code is written.',
  },
  {
    number: '04',
    title: 'Develop',
    text: 'Two-week sprints with a demo at the end of each one. Every change is reviewed, covered by tests and deployed to a staging build you can open on your own phone.',
  },
  {
    number: '05',
    title: 'Test',
    text: 'QA engineers work beside the developers from the first sprint: test plans, automated regression, real devices and accessibility checks, so release week holds no surprises.',
  },
  {
    number: '06',
    title: 'Release',
    text: 'We prepare the store listings, monitoring and rollback plan, ship to production in stages and watch the numbers with you through launch day.',
  },
  {
    number: '07',
    title: 'Support',
    text: 'After launch we stay: bug fixes within agreed response times, OS and library updates, and a roadmap of improvements based on what your users actually do.',
  },
];

export const leadership = {
  heading: 'Leadership',
  intro: 'The people who answer for every project we take on.',
  collageHeading: 'The team behind the work',
  collageAlt:
    'Our team: everyone together in the studio, a planning session around one table and a release party with confetti.',
};

/*
 * PLACEHOLDERS: the names and portraits below stand in for the real leadership team (decisions.md:
 * people on the team cards are editable placeholders). Replace each name, position and the two
 * drawings in web/src/art/company/ (<role>-1.svg and <role>-2.svg, or any 600x700 image) with the
 * real person's before going live. Profile links are server settings (TEAM_CEO_LINKEDIN_URL, …).
 */
export const team: TeamMember[] = [
  {
    name: 'Andrii Melnyk',
    position: 'CEO, co-founder',
    profile: 'ceo',
    photos: [ceoPhoto, ceoPhotoAlt],
  },
  {
    name: 'Olena Kovalenko',
    position: 'COO',
    profile: 'coo',
    photos: [cooPhoto, cooPhotoAlt],
  },
  {
    name: 'Dmytro Bondar',
    position: 'PM, head of delivery',
    profile: 'pm',
    photos: [pmPhoto, pmPhotoAlt],
  },
  {
    name: 'Iryna Shevchuk',
    position: 'HR, people partner',
    profile: 'hr',
    photos: [hrPhoto, hrPhotoAlt],
  },
];
