import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { validateArticlesSearch } from '../../../features/admin/articles/article-search';
import { ArticlesPage } from '../../../features/admin/articles/articles-page';

export const Route = createFileRoute('/admin-panel/_staff/articles')({
  validateSearch: validateArticlesSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageArticles'),
  head: () => ({ meta: [{ title: 'Articles · Admin area' }] }),
  component: ArticlesRoute,
});

function ArticlesRoute() {
  return <ArticlesPage search={Route.useSearch()} />;
}
