import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { SOCIAL_CARD } from '@agency/schema/social-card-size';
import { GONE, isGone } from '../../components/gone';
import { GonePage } from '../../components/gone-page';
import { NotFound } from '../../components/not-found';
import { PAGE_CARDS } from '../../content/social-cards';
import { ArticlePage } from '../../features/blog/article-page';
import { loadArticle } from '../../features/blog/load-blog';
import { pageHead } from '../../lib/page-head';
import { cardAlt, socialCardPath } from '../../lib/social-card-path';

export const Route = createFileRoute('/blog/$slug')({
  // A missing or draft article is a 404; a former address of a published article moves for good
  // (308) to where it lives now, or is gone (410) once it was deleted (decision 044).
  loader: async ({ context, params }) => {
    const { article, formerAddress } = await loadArticle(context.graphql, params.slug);
    if (article) return article;
    if (formerAddress?.state === 'MOVED' && formerAddress.slug)
      throw redirect({ to: '/blog/$slug', params: { slug: formerAddress.slug }, statusCode: 308 });
    if (formerAddress?.state === 'GONE') throw notFound({ data: GONE });
    throw notFound();
  },
  head: (ctx) => {
    const article = ctx.loaderData;
    if (!article) {
      const gone = isGone((ctx.match as { error?: { data?: unknown } }).error?.data);
      const title = gone ? 'Article removed' : 'Article not found';
      return pageHead(ctx, { title, description: '' }, { notFound: true });
    }
    // An uploaded social image, else the card the API drew; until it has one, the blog's own card.
    const image = article.shareImageUrl
      ? { url: article.shareImageUrl, alt: article.coverAlt ?? article.title }
      : {
          url: article.socialImageUrl ?? socialCardPath('/blog'),
          ...SOCIAL_CARD,
          alt: article.socialImageUrl
            ? cardAlt({ kind: 'Blog', title: article.title })
            : cardAlt(PAGE_CARDS['/blog']),
        };
    return pageHead(
      ctx,
      {
        title: article.metaTitle ?? `${article.title} | Blog`,
        description: article.metaDescription ?? article.description,
      },
      {
        type: 'article',
        exactTitle: !!article.metaTitle,
        image,
        meta: [
          { property: 'article:published_time', content: article.createdAt },
          { property: 'article:modified_time', content: article.updatedAt },
        ],
      },
    );
  },
  notFoundComponent: ({ data }) => (isGone(data) ? <GonePage /> : <NotFound />),
  component: ArticleRoute,
});

function ArticleRoute() {
  return <ArticlePage article={Route.useLoaderData()} />;
}
