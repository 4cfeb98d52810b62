import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { validateInboxSearch } from '../../../../features/admin/inbox/inbox-search';

export const Route = createFileRoute('/admin-panel/_staff/inbox/contact-requests')({
  validateSearch: validateInboxSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'readContactRequests'),
  head: () => ({ meta: [{ title: 'Contact requests · Admin area' }] }),
  component: () => <h1>Contact requests</h1>,
});
