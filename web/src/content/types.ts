/** Shapes of the marketing content (spec section 3), shared by the content modules. */
import type { TeamProfileKey } from '@agency/schema/site-settings';
import type { ArtPicture } from '../lib/content-shapes';

// The case slugs are part of the public page list the API's sitemap reads too.
export type { CaseSlug } from '@agency/schema/site-pages';

export type ProcessStep = { number: string; title: string; text: string };

export type TeamMember = {
  name: string;
  position: string;
  /**
   * Whose LinkedIn profile the card links to, in a new tab: the server's TEAM_<KEY>_LINKEDIN_URL
   * (no link while it is unset).
   */
  profile: TeamProfileKey;
  photos: [ArtPicture, ArtPicture];
};

export type IndustryCard = {
  number: string;
  title: string;
  text: string[];
  cover: ArtPicture;
};

/** The disciplines a case involved, as the industries block of the home page names them. */
export type Discipline = 'iOS' | 'Android' | 'Flutter' | 'Web' | 'UX/UI Design' | 'QA';

export type CaseFacts = {
  year: number;
  title: string;
  /** What the product is, as the portfolio names it: 'Water tracker app'. */
  caseName: string;
  industries: Discipline[];
  description: string;
};

/** What a case page tells beyond the case card (one module per case in case-stories/). */
export type CaseStory = {
  /** Who the client is, without naming them. */
  client: string;
  duration: string;
  team: string;
  problem: string[];
  solution: string[];
  features: { title: string; text: string }[];
  stack: { group: string; items: string[] }[];
  results: { value: string; label: string }[];
  gallery: { art: ArtPicture; alt: string }[];
};
