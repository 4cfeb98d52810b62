import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/page-head';
import { BlogListPage } from '../../features/blog/blog-list-page';
import { parseBlogSearch } from '../../features/blog/blog-search';
import { loadBlogList } from '../../features/blog/load-blog';
import { PAGE_CARDS } from '../../content/social-cards';

const title = 'Blog';
const description =
  'Articles on software development, web technologies, mobile, design and industry trends from our team.';

export const Route = createFileRoute('/blog/')({
  validateSearch: parseBlogSearch,
  staticData: { pageParams: ['category', 'page'] },
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page }),
  loader: ({ context, deps }) => loadBlogList(context.graphql, deps),
  head: (ctx) => pageHead(ctx, { title, description }, { card: PAGE_CARDS['/blog'] }),
  component: BlogIndexRoute,
});

function BlogIndexRoute() {
  return <BlogListPage data={Route.useLoaderData()} />;
}
