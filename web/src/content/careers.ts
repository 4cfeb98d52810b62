/** Copy of the careers page, edited here rather than in the components. */

export type AdvantageIcon = 'vacation' | 'health' | 'english' | 'growth' | 'flexible' | 'mentor';

export type Advantage = { title: string; text: string; icon: AdvantageIcon };

export type HiringStep = { title: string; text: string };

export const careersHero = {
  eyebrow: 'Careers',
  title: 'Build products people love with us',
  text: 'We are a software development agency with engineers, designers and testers who ship web and mobile products for clients around the world.',
  cta: 'See open vacancies',
} as const;

export const whyJoin = {
  heading: 'Why join us',
  text: 'You work on real products with real users, in small teams that own their work from the first sketch to the release. We keep meetings short, code reviews kind and the path to a senior role clear.',
  points: [
    { value: '7', label: 'years in business' },
    { value: '100+', label: 'countries our products reach' },
    { value: '85%', label: 'senior or middle engineers' },
  ],
} as const;

export const howWeHire = {
  heading: 'How we hire',
  steps: [
    { title: 'Apply', text: 'Send the form below with your CV or a link to your work.' },
    { title: 'Intro call', text: 'A 30-minute talk with our HR about you, the team and the role.' },
    {
      title: 'Technical interview',
      text: 'A friendly conversation with engineers, no puzzles on a whiteboard.',
    },
    { title: 'Offer', text: 'We answer within a few days and agree on a start date that suits you.' },
  ] satisfies HiringStep[],
} as const;

export const vacanciesCopy = {
  hiringHeading: 'We are Hiring',
  hiringText: 'Open a vacancy to read about the role, then apply with the form at the bottom of the page.',
  emptyHeading: 'No Suitable vacancy?',
  emptyText: 'Oops! Come back later',
  emptyHint: 'Or tell us about yourself now: we keep every application and write when a role fits.',
  city: 'City',
  language: 'English',
  experience: 'Experience',
  join: 'Join Us',
  dropLine: 'Drop Us a line',
  readMore: 'Read more',
  longText: 'Choose a vacancy to read about the role and apply on its page.',
  filtersLabel: 'Filter vacancies',
  allCities: 'All cities',
  allLevels: 'Any English level',
  showFiltered: 'Show vacancies',
  clearFilters: 'Show all vacancies',
  noMatch: 'No vacancy matches these filters right now.',
  shown: (shown: number, total: number) =>
    shown === total
      ? `${total} open ${total === 1 ? 'vacancy' : 'vacancies'}`
      : `${shown} of ${total} open vacancies`,
} as const;

/** The words of a vacancy's own page (/careers/{slug}). */
export const vacancyPageCopy = {
  eyebrow: 'We are Hiring',
  back: 'All vacancies',
  location: 'Location',
  language: 'English',
  experience: 'Experience',
  apply: 'Join Us',
  remoteIn: (country: string) => `Remote, from ${country}`,
  notFoundTitle: 'Vacancy not found',
} as const;

export const advantagesCopy = {
  heading: 'Our advantages',
  intro: 'What you get as part of the team.',
  items: [
    {
      title: 'Time to rest',
      text: '20 days of paid annual leave, plus days off on Ukraine holidays.',
      icon: 'vacation',
    },
    {
      title: 'Health comes first',
      text: '5 sick days a year, paid, with no doctor’s note needed.',
      icon: 'health',
    },
    {
      title: 'Speak with confidence',
      text: 'Free English courses with a teacher, in small groups during working hours.',
      icon: 'english',
    },
    {
      title: 'Learn and grow',
      text: '50% discount on professional classes, courses and conferences you choose.',
      icon: 'growth',
    },
    {
      title: 'Flexible schedule',
      text: 'Work from the office or remotely, and start your day when it suits you.',
      icon: 'flexible',
    },
    {
      title: 'Mentors and feedback',
      text: 'A personal growth plan, regular reviews and mentors among our senior engineers.',
      icon: 'mentor',
    },
  ] satisfies Advantage[],
} as const;
