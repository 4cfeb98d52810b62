import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../../features/admin/auth/guard';
import { validateInboxSearch } from '../../../../features/admin/inbox/inbox-search';

export const Route = createFileRoute('/admin-panel/_staff/inbox/job-applications')({
  validateSearch: validateInboxSearch,
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'readJobApplications'),
  head: () => ({ meta: [{ title: 'Applications · Admin area' }] }),
  component: () => <h1>Applications</h1>,
});
