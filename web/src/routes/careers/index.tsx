import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';
import { careersMeta } from '../content/page-meta';
import { CareersPage } from '../features/careers/careers-page';
import { loadCareers } from '../features/careers/load-careers';
import { PAGE_CARDS } from '../content/social-cards';

/** ?position= names the vacancy whose 'Join Us' was clicked, for the application form. */
export type CareersSearch = { position?: string };

export const Route = createFileRoute('/careers')({
  validateSearch: (search: Record<string, unknown>): CareersSearch => {
    const position = search.position;
    if (typeof position === 'string' || typeof position === 'number') {
      const text = String(position).trim().slice(0, 200);
      if (text) return { position: text };
    }
    // Explicitly undefined: the router merges this over the raw query string.
    return { position: undefined };
  },
  loader: ({ context }) => loadCareers(context.graphql),
  head: (ctx) => pageHead(ctx, careersMeta, { card: PAGE_CARDS['/careers'] }),
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage {...Route.useLoaderData()} />;
}
