import { createFileRoute } from '@tanstack/react-router';
import { outsourceMeta } from '../../content/page-meta';
import { OutsourcePage } from '../../features/service-pages/outsource-page';
import { pageHead } from '../../lib/page-head';
import { PAGE_CARDS } from '../../content/social-cards';

export const Route = createFileRoute('/services/outsource')({
  head: (ctx) => pageHead(ctx, outsourceMeta, { card: PAGE_CARDS['/services/outsource'] }),
  component: OutsourcePage,
});
