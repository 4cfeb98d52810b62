import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { NewArticlePage } from '../../../../features/admin/articles/article-editor-page';

export const Route = createFileRoute('/admin-panel/_staff/article/')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageArticles'),
  head: () => ({ meta: [{ title: 'New article · Admin area' }] }),
  component: NewArticleRoute,
});

function NewArticleRoute() {
  const { viewer } = Route.useRouteContext();
  return <NewArticlePage userId={viewer.id} />;
}
