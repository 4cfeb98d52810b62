import { createFileRoute } from '@tanstack/react-router';
import { BLOG_FEEDS, categoryFeedPath } from '@agency/schema/feeds';
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
  head: (ctx) => {
    const head = pageHead(ctx, { title, description }, { card: PAGE_CARDS['/blog'] });
    const category = ctx.match.search.category;
    if (!category || !head.links) return head;
    // A category's own feeds beside the whole blog's (which every page links from the root).
    const label = category.replace(/_/g, ' ').toLowerCase();
    return {
      ...head,
      links: [
        ...head.links,
        ...BLOG_FEEDS.map((feed) => ({
          rel: 'alternate',
          type: feed.type,
          title: `Blog: ${label} (${feed.label})`,
          href: categoryFeedPath(category, feed.format),
        })),
      ],
    };
  },
  component: BlogIndexRoute,
});

function BlogIndexRoute() {
  return <BlogListPage data={Route.useLoaderData()} />;
}
