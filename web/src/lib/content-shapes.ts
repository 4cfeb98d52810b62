// Shapes that content (web/src/content) hands to the shared components. Content is data and
// imports no component, and no component imports content: both name these instead.

/** What `import x from './drawing.svg?art'` gives (vite-imagetools' `as=picture` output). */
export type ArtPicture = {
  /** srcset strings per format, best first. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

/** One question of a FAQ block (components/faq). */
export type FaqItem = {
  question: string;
  text: string;
  /** Optional list under the answer, e.g. the tasks an outsourcing partner takes on. */
  items?: { title: string; text: string }[];
};
