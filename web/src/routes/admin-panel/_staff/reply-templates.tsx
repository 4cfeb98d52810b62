import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { ReplyTemplatesPage } from '../../../features/admin/reply-templates/reply-templates-page';

export const Route = createFileRoute('/admin-panel/_staff/reply-templates')({
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageReplyTemplates'),
  head: () => ({ meta: [{ title: 'Reply templates · Admin area' }] }),
  component: ReplyTemplatesPage,
});
