import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../features/admin/auth/guard';
import { MediaPage } from '../../../features/admin/media/media-page';

type MediaSearch = { q?: string };

export const Route = createFileRoute('/admin-panel/_staff/media')({
  validateSearch: (search: Record<string, unknown>): MediaSearch =>
    typeof search.q === 'string' && search.q.trim() ? { q: search.q.trim().slice(0, 200) } : {},
  beforeLoad: ({ context }) => requirePermission(context.viewer.roles, 'manageArticles'),
  head: () => ({ meta: [{ title: 'Media · Admin area' }] }),
  component: MediaRoute,
});

function MediaRoute() {
  const navigate = Route.useNavigate();
  return (
    <MediaPage
      search={Route.useSearch().q}
      onSearch={(q) => void navigate({ search: q ? { q } : {}, replace: true })}
    />
  );
}
