/**
 * Head tags of the three service pages. Kept apart from the pages' copy because route files (and
 * so whatever their `head` imports) are part of the first-load bundle of every page.
 */
import type { PageMeta } from './types';

export const outsourceMeta: PageMeta = {
  title: 'Outsourcing | Professional Software Development',
  description:
    'Hand us your whole project: we plan, design, build, test and release web and mobile products with our own team, a fixed process and clear reports.',
};

export const outstaffMeta: PageMeta = {
  title: 'Outstaffing | Professional Software Development',
  description:
    'Add vetted engineers, designers and QA specialists to your in-house team within weeks; they follow your process while we handle hiring, payroll and taxes.',
};

export const ddtMeta: PageMeta = {
  title: 'Dedicated Development Team | Professional Software Development',
  description:
    'A dedicated development team that works only on your product: 85% senior or middle engineers, a 9.9/10 client satisfaction score and a team that grows with you.',
};
