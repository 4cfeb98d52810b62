import { createFileRoute } from '@tanstack/react-router';
import { servicesMeta } from '../../content/page-meta';
import { ServicesPage } from '../../features/services-overview/services-page';
import { pageHead } from '../../lib/page-head';
import { PAGE_CARDS } from '../../content/social-cards';

export const Route = createFileRoute('/services/')({
  head: (ctx) => pageHead(ctx, servicesMeta, { card: PAGE_CARDS['/services'] }),
  component: ServicesPage,
});
