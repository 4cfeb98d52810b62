import { createFileRoute, notFound } from '@tanstack/react-router';
import { GONE, isGone } from '../../components/gone';
import { ArticlePage } from '../../features/blog/article-page';
import { VacancyPage } from '../../features/careers/vacancy-page';
import { loadPreview } from '../../features/preview/load-preview';
import { PreviewGone } from '../../features/preview/preview-gone';
import { PreviewPanel } from '../../features/preview/preview-panel';
import { pageHead } from '../../lib/page-head';

// Never indexed (the server also sends X-Robots-Tag), never followed, no canonical address.
const NOINDEX = [{ name: 'robots', content: 'noindex, nofollow' }];

/**
 * A secret preview (decision 049): the real article or vacancy page with the content as it will be
 * published, under the reviewer's panel. An unknown token is a 404; an expired or revoked one 410.
 * The server keeps no copy and sends `Cache-Control: private, no-store` and no referrer.
 */
export const Route = createFileRoute('/preview/$token')({
  loader: async ({ context, params }) => {
    const preview = await loadPreview(context.graphql, params.token);
    if (!preview) throw notFound();
    if (preview.state !== 'ACTIVE') throw notFound({ data: GONE });
    return preview;
  },
  head: (ctx) => {
    const preview = ctx.loaderData;
    const title =
      preview && 'article' in preview
        ? `Preview: ${preview.article.title}`
        : preview && 'vacancy' in preview
          ? `Preview: ${preview.vacancy.name}`
          : 'Preview not available';
    return pageHead(ctx, { title, description: '' }, { notFound: true, meta: NOINDEX });
  },
  notFoundComponent: ({ data }) => <PreviewGone gone={isGone(data)} />,
  component: PreviewRoute,
});

function PreviewRoute() {
  const preview = Route.useLoaderData();
  const { token } = Route.useParams();
  if (preview.state !== 'ACTIVE') return null;
  return (
    <>
      <PreviewPanel token={token} expiresAt={preview.expiresAt} events={preview.events} />
      {'article' in preview ? (
        <ArticlePage article={preview.article} />
      ) : (
        <VacancyPage vacancy={preview.vacancy} />
      )}
    </>
  );
}
