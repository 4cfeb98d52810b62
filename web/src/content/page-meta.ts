/**
 * Head tags (title, description) of every public page, in one small module. Route files' `head`
 * and loaders are part of the first download of every page, so they import these few strings and
 * never a page's copy or artwork.
 */
import type { PageMeta } from '../lib/page-head';

/** Titles name the page; the page head adds the brand (the server's SITE_NAME) after a bar. */
export const homeMeta: PageMeta = {
  title: 'Professional Software Development',
  description:
    'A software development agency for web, iOS, Android and Flutter apps, UX/UI design and QA: dedicated development teams, outstaffing and outsourcing for products in over 100 countries.',
};

export const companyMeta: PageMeta = {
  title: 'Company',
  description:
    'Meet the agency behind your next product: who we are, the values we work by, our seven-step process from the first question to long-term support, and the people who lead the team.',
};

export const servicesMeta: PageMeta = {
  title: 'Services',
  description:
    'Outsourcing, outstaffing or a dedicated development team: compare the three ways to work with us, our technology stack for mobile, web, design and QA, and answers to common questions.',
};

export const careersMeta: PageMeta = {
  title: 'Careers',
  description:
    'Join our team of engineers, designers and QA specialists: open vacancies, how we hire, perks such as 20 days of paid leave and free English courses, and a form to apply.',
};

export const outsourceMeta: PageMeta = {
  title: 'Outsourcing',
  description:
    'Hand us your whole project: we plan, design, build, test and release web and mobile products with our own team, a fixed process and clear reports.',
};

export const outstaffMeta: PageMeta = {
  title: 'Outstaffing',
  description:
    'Add vetted engineers, designers and QA specialists to your in-house team within weeks; they follow your process while we handle hiring, payroll and taxes.',
};

export const ddtMeta: PageMeta = {
  title: 'Dedicated Development Team',
  description:
    'A dedicated development team that works only on your product: 85% senior or middle engineers, a 9.9/10 client satisfaction score and a team that grows with you.',
};

export const casesMeta: PageMeta = {
  title: 'Cases',
  description:
    'Eleven products we designed, built and launched: a water tracker, an EV charging app, a TV streaming platform, a digital wallet, a dating app and more.',
};

export const caseNotFoundMeta: PageMeta = {
  title: 'Case not found',
  description: 'This case does not exist. See all the products we designed, built and launched.',
};

export const aquaPalPrivacyMeta: PageMeta = {
  title: 'Aqua Pal privacy policy',
  description:
    'How the Aqua Pal water tracker handles your data: what it stores on your phone, what syncs with an optional account, how to delete it and whom to ask.',
};

/** A case page's head tags from its title, kind and description. */
export const caseMeta = (title: string, caseName: string, description: string): PageMeta => ({
  title: `${title}: ${caseName} | Cases`,
  description,
});
