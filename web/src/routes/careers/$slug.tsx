import { createFileRoute, notFound } from '@tanstack/react-router';
import { GONE, isGone } from '../../components/gone';
import { NotFound } from '../../components/not-found';
import { ClosedVacancyPage } from '../../features/careers/closed-vacancy-page';
import { loadVacancy } from '../../features/careers/load-careers';
import { VacancyPage } from '../../features/careers/vacancy-page';
import { vacancyHead } from '../../features/careers/vacancy-head';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/careers/$slug')({
  // A missing or hidden vacancy is a 404 (the server answers with that status), with no posting;
  // one that closed at its closing date is gone for good, 410 (decision 046).
  loader: async ({ context, params }) => {
    const { vacancy, closed } = await loadVacancy(context.graphql, params.slug);
    if (vacancy) return vacancy;
    throw closed ? notFound({ data: GONE }) : notFound();
  },
  head: (ctx) =>
    isGone((ctx.match as { error?: { data?: unknown } }).error?.data)
      ? pageHead(ctx, { title: 'Position closed', description: '' }, { notFound: true })
      : vacancyHead(ctx, ctx.loaderData),
  notFoundComponent: ({ data }) => (isGone(data) ? <ClosedVacancyPage /> : <NotFound />),
  component: VacancyRoute,
});

function VacancyRoute() {
  return <VacancyPage vacancy={Route.useLoaderData()} />;
}
