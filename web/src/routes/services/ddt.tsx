import { createFileRoute } from '@tanstack/react-router';
import { ddtMeta } from '../../content/page-meta';
import { DdtPage } from '../../features/service-pages/ddt-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/services/ddt')({
  head: () => pageHead(ddtMeta),
  component: DdtPage,
});
