import { createFileRoute, notFound } from '@tanstack/react-router';
import { ArticlePage } from '../../features/blog/article-page';
import { loadArticle } from '../../features/blog/load-blog';

export const Route = createFileRoute('/blog/$slug')({
  // A missing or draft article is a 404 (the server answers with that status).
  loader: async ({ context, params }) => {
    const article = await loadArticle(context.graphql, params.slug);
    if (!article) throw notFound();
    return article;
  },
  head: ({ loaderData }) => {
    if (!loaderData) return { meta: [{ title: 'Article not found | Professional Software Development' }] };
    const title = `${loaderData.title} | Blog`;
    return {
      meta: [
        { title },
        { name: 'description', content: loaderData.description },
        { property: 'og:title', content: loaderData.title },
        { property: 'og:description', content: loaderData.description },
        { property: 'og:type', content: 'article' },
        { property: 'article:published_time', content: loaderData.createdAt },
        ...(loaderData.coverUrl ? [{ property: 'og:image', content: loaderData.coverUrl }] : []),
        { name: 'twitter:card', content: loaderData.coverUrl ? 'summary_large_image' : 'summary' },
      ],
    };
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  return <ArticlePage article={Route.useLoaderData()} />;
}
