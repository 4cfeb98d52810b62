import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';

export const Route = createFileRoute('/admin-panel/_staff/articles')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageArticles'),
  head: () => ({ meta: [{ title: 'Articles · Admin area' }] }),
  component: () => <h1>Articles</h1>,
});
