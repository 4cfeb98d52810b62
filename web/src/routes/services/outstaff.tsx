import { createFileRoute } from '@tanstack/react-router';
import { outstaffMeta } from '../../content/page-meta';
import { OutstaffPage } from '../../features/service-pages/outstaff-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/services/outstaff')({
  head: () => pageHead(outstaffMeta),
  component: OutstaffPage,
});
