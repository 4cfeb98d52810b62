/**
 * What a case page tells beyond the case card: the client's problem, what was built, the stack,
 * results and a gallery. One module per case, loaded by the case page's loader, so a visitor
 * downloads only the story they read (and on the first visit none: it arrives with the page).
 */
import type { CaseSlug, CaseStory } from '../types';

const stories: Record<CaseSlug, () => Promise<{ story: CaseStory }>> = {
  joinuz: () => import('./joinuz'),
  zise: () => import('./zise'),
  'aqua-pal': () => import('./aqua-pal'),
  joyn: () => import('./joyn'),
  'israel-tv': () => import('./israel-tv'),
  'startup-show': () => import('./startup-show'),
  tailors: () => import('./tailors'),
  ziksen: () => import('./ziksen'),
  saqure: () => import('./saqure'),
  rainbow: () => import('./rainbow'),
  halves: () => import('./halves'),
};

export const loadCaseStory = async (slug: CaseSlug): Promise<CaseStory> => (await stories[slug]()).story;
