import { createFileRoute, redirect } from '@tanstack/react-router';
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
  head: (ctx) => pageHead(ctx, careersMeta, { card: PAGE_CARDS['/careers'] }),
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage {...Route.useLoaderData()} />;
}
