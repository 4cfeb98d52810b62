import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadVacancy } from '../../features/careers/load-careers';
import { VacancyPage } from '../../features/careers/vacancy-page';
import { vacancyHead } from '../../features/careers/vacancy-head';

export const Route = createFileRoute('/careers/$slug')({
  // A missing or hidden vacancy is a 404 (the server answers with that status), with no posting.
  loader: async ({ context, params }) => {
    const vacancy = await loadVacancy(context.graphql, params.slug);
    if (!vacancy) throw notFound();
    return vacancy;
  },
  head: (ctx) => vacancyHead(ctx, ctx.loaderData),
  component: VacancyRoute,
});

function VacancyRoute() {
  return <VacancyPage vacancy={Route.useLoaderData()} />;
}
