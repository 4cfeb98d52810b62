import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../../features/admin/auth/guard';
import { EditArticlePage } from '../../../../../features/admin/articles/article-editor-page';
import { ReviewPanel } from '../../../../../features/admin/reviews/review-panel';

export const Route = createFileRoute('/admin-panel/_staff/article/$articleURL/edit')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageArticles'),
  head: () => ({ meta: [{ title: 'Edit article · Admin area' }] }),
  component: EditArticleRoute,
});

function EditArticleRoute() {
  const { articleURL } = Route.useParams();
  const { viewer } = Route.useRouteContext();
  return (
    <EditArticlePage
      slug={articleURL}
      userId={viewer.id}
      review={(id) => <ReviewPanel kind="ARTICLE" id={id} />}
    />
  );
}
