import { createFileRoute } from '@tanstack/react-router';
import { ChunkPending } from '../../components/chunk-error/chunk-pending';
import { RouteError } from '../../components/chunk-error/route-error';
import { AdminFrame } from '../../features/admin/layout/admin-frame';

/**
 * The staff area renders in the browser only (ssr: false) and its code loads on demand. Its
 * pending and error screens stay in the main bundle (codeSplitGroupings), so a failed download
 * of the admin code can still be reported.
 */
export const Route = createFileRoute('/admin-panel')({
  ssr: false,
  codeSplitGroupings: [['component']],
  head: () => ({
    meta: [{ title: 'Admin area' }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  pendingComponent: ChunkPending,
  errorComponent: RouteError,
  component: AdminFrame,
});
