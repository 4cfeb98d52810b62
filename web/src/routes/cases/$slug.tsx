import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadCaseStory } from '../../content/case-stories/load';
import { caseMeta, caseNotFoundMeta } from '../../content/page-meta';
import { caseCard } from '../../content/social-cards';
import { isCaseSlug } from '@agency/schema/site-pages';
import { CasePage } from '../../features/cases/case-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/cases/$slug')({
  // An unknown slug is a 404 (the server answers with that status). The case content is imported
  // here rather than at the top so it stays out of every other page's download.
  loader: async ({ params }) => {
    const { slug } = params;
    if (!isCaseSlug(slug)) throw notFound();
    const [{ caseBySlug }, story] = await Promise.all([import('../../content/cases'), loadCaseStory(slug)]);
    const item = caseBySlug(slug);
    return {
      slug,
      story,
      meta: caseMeta(item.title, item.caseName, item.description),
      card: caseCard(item),
    };
  },
  head: (ctx) =>
    ctx.loaderData
      ? pageHead(ctx, ctx.loaderData.meta, { card: ctx.loaderData.card })
      : pageHead(ctx, caseNotFoundMeta, { notFound: true }),
  component: CaseRoute,
});

function CaseRoute() {
  const { slug, story } = Route.useLoaderData();
  return <CasePage slug={slug} story={story} />;
}
