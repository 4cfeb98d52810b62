/**
 * The careers page's head tags, apart from its copy: a route's `head` is part of the entry bundle,
 * so whatever it imports is downloaded on every page.
 */
export const careersMeta = {
  title: 'Careers | Professional Software Development',
  description:
    'Join our team of engineers, designers and QA specialists: open vacancies, how we hire, perks such as 20 days of paid leave and free English courses, and a form to apply.',
} as const;
