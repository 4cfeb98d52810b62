import { createFileRoute, notFound } from '@tanstack/react-router';
import { SOCIAL_CARD } from '@agency/schema/social-card-size';
import { PAGE_CARDS } from '../../content/social-cards';
import { ArticlePage } from '../../features/blog/article-page';
import { loadArticle } from '../../features/blog/load-blog';
import { pageHead } from '../../lib/page-head';
import { cardAlt, socialCardPath } from '../../lib/social-card-path';

export const Route = createFileRoute('/blog/$slug')({
  // A missing or draft article is a 404 (the server answers with that status).
  loader: async ({ context, params }) => {
    const article = await loadArticle(context.graphql, params.slug);
    if (!article) throw notFound();
    return article;
  },
  head: (ctx) => {
    const article = ctx.loaderData;
    if (!article) return pageHead(ctx, { title: 'Article not found', description: '' }, { notFound: true });
    // The card the API drew for the article; until it has one, the blog's own card.
    const alt = article.socialImageUrl
      ? cardAlt({ kind: 'Blog', title: article.title })
      : cardAlt(PAGE_CARDS['/blog']);
    return pageHead(
      ctx,
      { title: `${article.title} | Blog`, description: article.description },
      {
        type: 'article',
        image: { url: article.socialImageUrl ?? socialCardPath('/blog'), ...SOCIAL_CARD, alt },
        meta: [
          { property: 'article:published_time', content: article.createdAt },
          { property: 'article:modified_time', content: article.updatedAt },
        ],
      },
    );
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  return <ArticlePage article={Route.useLoaderData()} />;
}
