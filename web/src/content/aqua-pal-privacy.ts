/** The privacy policy of the Aqua Pal water tracker app (/cases/aqua-pal/privacy-policy). */

export type PolicySection = {
  /** The heading's id, for links to one section. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: { term: string; text: string }[];
};

export const AQUA_PAL_CONTACT = 'privacy@aquapal.app';

const policySections: PolicySection[] = [
  {
    id: 'what-we-store',
    heading: 'What the app stores',
    paragraphs: ['Aqua Pal keeps only what it needs to track your water and remind you to drink:'],
    list: [
      {
        term: 'Water intake logs',
        text: 'the time and amount of every glass or bottle you log, and the glass sizes you set up.',
      },
      {
        term: 'Your daily goal',
        text: 'the goal you set, or the weight and activity level you entered to calculate it.',
      },
      {
        term: 'Reminder settings',
        text: 'when reminders are on, how often they come and your quiet hours.',
      },
      {
        term: 'Account e-mail (optional)',
        text: 'only if you create an account to sync between devices; the app works fully without one.',
      },
    ],
  },
  {
    id: 'where-it-is-kept',
    heading: 'Where your data is kept',
    paragraphs: [
      'Without an account, everything above stays in the app’s storage on your phone and never leaves it.',
      'With an account, your logs, goal and reminder settings are also stored, encrypted in transit and at rest, on our cloud database in the European Union, so your devices show the same history. If you connect Apple Health or Health Connect, Aqua Pal writes the water you log there and reads nothing else.',
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    paragraphs: [
      'Your data is used to show your progress and statistics, to send the reminders you asked for and, with an account, to sync your devices and to send you essential messages about your account, such as a sign-in link.',
      'The app contains no advertising and no third-party tracking. We look only at anonymous crash reports and counts of how often features are used, to fix bugs and decide what to improve.',
    ],
  },
  {
    id: 'no-selling',
    heading: 'We never sell your data',
    paragraphs: [
      'We do not sell, rent or share your data with advertisers or data brokers, and we never will. The only companies that handle it are the cloud and crash-reporting providers that run the service for us, under contracts that forbid any other use.',
    ],
  },
  {
    id: 'deletion',
    heading: 'Deleting your data',
    paragraphs: [
      'Settings → Your data → Delete everything removes all logs, goals and reminder settings from your phone at once. Uninstalling the app does the same.',
      'If you have an account, the same button also deletes your account and everything synced with it from our servers within 30 days, backups included. You can export your history as a CSV file first.',
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    paragraphs: [
      'Aqua Pal is not directed at children under 13, and we do not knowingly create accounts for them.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change what the app stores or how it is used, we update this page and show a notice in the app before the change takes effect.',
    ],
  },
];

export const aquaPalPrivacy = {
  eyebrow: 'Aqua Pal',
  title: 'Aqua Pal privacy policy',
  updated: '2024-03-01',
  updatedText: '1 March 2024',
  lead: 'Aqua Pal helps you drink enough water. It does that with as little of your data as possible: everything stays on your phone unless you choose to create an account.',
  back: 'Back to the Aqua Pal case',
  sections: policySections,
  contactHeading: 'Contact',
  contactText:
    'Questions, a copy of your data or a request to correct or delete it: write to us and we reply within a few days.',
} as const;
