/**
 * Head tags of the cases area. Kept apart from the case content (cases.ts, case-stories.ts): route
 * heads are part of every page's first download, the case content only of the cases pages.
 */
import type { PageMeta } from './types';

export const casesMeta: PageMeta = {
  title: 'Cases | Professional Software Development',
  description:
    'Eleven products we designed, built and launched: a water tracker, an EV charging app, a TV streaming platform, a digital wallet, a dating app and more.',
};

export const caseNotFoundMeta: PageMeta = {
  title: 'Case not found | Professional Software Development',
  description: 'This case does not exist. See all the products we designed, built and launched.',
};

export const aquaPalPrivacyMeta: PageMeta = {
  title: 'Aqua Pal privacy policy | Professional Software Development',
  description:
    'How the Aqua Pal water tracker handles your data: what it stores on your phone, what syncs with an optional account, how to delete it and whom to ask.',
};

/** A case page's head tags from its title, kind and description. */
export const caseMeta = (title: string, caseName: string, description: string): PageMeta => ({
  title: `${title}: ${caseName} | Cases | Professional Software Development`,
  description,
});
