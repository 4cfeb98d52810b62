import { createFileRoute } from '@tanstack/react-router';
import { outsourceMeta } from '../../content/page-meta';
import { OutsourcePage } from '../../features/service-pages/outsource-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/services/outsource')({
  head: () => pageHead(outsourceMeta),
  component: OutsourcePage,
});
