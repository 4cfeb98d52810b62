import { createFileRoute } from '@tanstack/react-router';
import { ddtMeta } from '../../content/service-pages-meta';
import { DdtPage } from '../../features/service-pages/ddt-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/services/ddt')({
  head: () => pageHead(ddtMeta),
  component: DdtPage,
});
