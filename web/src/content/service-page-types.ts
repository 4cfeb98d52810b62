/** Shapes of the three service pages' copy (outsource, outstaff, dedicated team). */
import type { ArtPicture } from '../lib/content-shapes';

/** A drawing and the words that stand in for it. */
export type Art = { art: ArtPicture; alt: string };

/** Colours of a page: the accent for fills and borders, a darker shade for text on white. */
export type PageTheme = {
  accent: string;
  /** Accent text on white or mist (contrast >= 4.5). */
  accentInk: string;
  /** Text on an accent fill (contrast >= 4.5). */
  onAccent: string;
};

export type ServiceHero = {
  /** The page's name in the breadcrumb and above the title. */
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  image: Art;
};

export type Card = { title: string; text: string };

/** A section made of cards: pros, values, suited-for blocks. */
export type CardSection = { heading: string; intro?: string; cards: Card[] };

export type ProcessTab = { title: string; text: string; points: string[]; image: Art };

export type SliderService = { title: string; text: string; tags: string[] };

export type ComparisonRow = { aspect: string; outstaff: string; outsource: string };

/** A link to one of the other service pages. */
export type OtherService = {
  to: '/services/outsource' | '/services/outstaff' | '/services/ddt';
  title: string;
  text: string;
};

export type Stat = { value: string; label: string };
