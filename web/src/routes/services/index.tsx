import { createFileRoute } from '@tanstack/react-router';
import { servicesMeta } from '../../content/page-meta';
import { ServicesPage } from '../../features/services-overview/services-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/services/')({
  head: () => pageHead(servicesMeta),
  component: ServicesPage,
});
