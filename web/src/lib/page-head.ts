import type { PageMeta } from '../content/types';

/**
 * The head tags every public page carries: title, description and social-preview tags.
 * Use as a route's `head: () => pageHead(meta)`.
 */
export function pageHead({ title, description }: PageMeta) {
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}
