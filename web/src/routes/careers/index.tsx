import { createFileRoute, redirect } from '@tanstack/react-router';
import { JOB_FEEDS } from '@agency/schema/feeds';
import { pageHead } from '../../lib/page-head';
import { careersMeta } from '../../content/page-meta';
import { CareersPage } from '../../features/careers/careers-page';
import { parseCareersSearch } from '../../features/careers/careers-search';
import { loadCareers } from '../../features/careers/load-careers';
import { PAGE_CARDS } from '../../content/social-cards';

export const Route = createFileRoute('/careers/')({
  validateSearch: parseCareersSearch,
  staticData: { pageParams: ['city', 'level', 'page'] },
  loaderDeps: ({ search: { city, level, page } }) => ({ city, level, page }),
  loader: async ({ context, deps }) => {
    const { data, canonical } = await loadCareers(context.graphql, deps);
    // One address per list: another spelling moves to the offered one, an unknown value away.
    if (canonical) throw redirect({ to: '/careers', search: (prev) => ({ ...prev, ...canonical }) });
    return data;
  },
  head: (ctx) => {
    const head = pageHead(ctx, careersMeta, { card: PAGE_CARDS['/careers'] });
    // The open positions as job boards read them (decision 063).
    const feeds = JOB_FEEDS.map((feed) => ({
      rel: 'alternate',
      type: feed.type,
      title: `Open positions (${feed.label})`,
      href: feed.path,
    }));
    return { ...head, links: [...(head.links ?? []), ...feeds] };
  },
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage {...Route.useLoaderData()} />;
}
