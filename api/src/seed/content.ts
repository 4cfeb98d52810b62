/** Sample content for a fresh install, so every page has something real to show. */
export const SAMPLE_ARTICLES = [
  {
    title: 'Why dedicated teams ship faster',
    category: 'DEVELOPMENT',
    description: 'A stable team that knows your product beats a rotating cast of freelancers. Here is why.',
    content:
      '<p>A dedicated team keeps the context of your product from sprint to sprint.</p><h2>Shared context</h2><p>Nobody has to re-learn the codebase every month, so estimates get honest and releases get boring in the best way.</p>',
    visible: true,
  },
  {
    title: 'Flutter or native: choosing in 2026',
    category: 'MOBILE',
    description: 'When one codebase is enough, and when the platform deserves its own.',
    content:
      '<p>Flutter covers most product apps well. Go native when you live close to the hardware: camera pipelines, background audio, heavy Bluetooth.</p>',
    visible: true,
  },
  {
    title: 'Design systems for small products',
    category: 'DESIGN',
    description: 'You do not need a hundred components; you need twelve that agree with each other.',
    content:
      '<p>Start with type, colour and spacing tokens. Add components only when a screen needs them twice.</p>',
    visible: true,
  },
  {
    title: 'Web performance budgets that stick',
    category: 'WEB TECHNOLOGIES',
    description: 'Budgets work when a build fails, not when a dashboard turns red.',
    content:
      '<p>Measure first-load JavaScript per route and make the build report it. Then keep it under the line.</p>',
    visible: true,
  },
  {
    title: 'What we learned from 100 product launches',
    category: 'TRENDS',
    description: 'Patterns from a hundred launches across fintech, health, media and e-commerce.',
    content:
      '<p>The launches that went well had one thing in common: the team shipped something small to real users early.</p>',
    visible: true,
  },
  {
    title: 'Quality assurance as a team habit',
    category: 'DEVELOPMENT',
    description: 'QA is not a phase at the end; it is how the whole team works.',
    content: '<p>Testers who join planning catch the expensive bugs before anyone writes code.</p>',
    visible: true,
  },
  {
    title: 'Draft: our 2027 technology radar',
    category: 'TRENDS',
    description: 'Work in progress: what we adopt, trial, assess and hold next year.',
    content: '<p>This article is a draft and is not shown on the public blog.</p>',
    visible: false,
  },
] as const;

export const SAMPLE_VACANCIES = [
  {
    name: 'Senior React Developer',
    languageLvl: 'Upper-Intermediate',
    city: '',
    country: 'UA',
    remote: true,
    experience: '5+ years',
    content:
      '<p>Build fast, accessible web apps for clients around the world.</p><ul><li>React, TypeScript, GraphQL</li><li>Testing with Playwright</li></ul>',
    visible: true,
  },
  {
    name: 'Flutter Developer',
    languageLvl: 'Intermediate',
    city: 'Kyiv',
    country: 'UA',
    remote: false,
    experience: '3+ years',
    content:
      '<p>Ship cross-platform mobile apps from idea to store.</p><ul><li>Dart, Flutter, Firebase</li></ul>',
    visible: true,
  },
  {
    name: 'QA Engineer',
    languageLvl: 'Intermediate',
    city: 'Lviv',
    country: 'UA',
    remote: false,
    experience: '2+ years',
    content: '<p>Own the quality of products end to end: test plans, automation and release checks.</p>',
    visible: true,
  },
  {
    name: 'Project Manager',
    languageLvl: 'Advanced',
    city: '',
    country: 'UA',
    remote: true,
    experience: '4+ years',
    content: '<p>Lead teams and clients through discovery, delivery and support.</p>',
    visible: false,
  },
] as const;

/** One staff account per role option (the OWNER is created separately). */
export const SAMPLE_STAFF = [
  { name: 'Alex Admin', email: 'admin@agency.local', roles: ['ADMIN'] },
  { name: 'Helen HR', email: 'hr@agency.local', roles: ['HR'] },
  { name: 'Chris Copywriter', email: 'copywriter@agency.local', roles: ['COPYWRITER'] },
  { name: 'Casey Copywriter-HR', email: 'copywriter-hr@agency.local', roles: ['COPYWRITER', 'HR'] },
] as const;
