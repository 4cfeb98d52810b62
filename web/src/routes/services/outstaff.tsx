import { createFileRoute } from '@tanstack/react-router';
import { outstaffMeta } from '../../content/page-meta';
import { OutstaffPage } from '../../features/service-pages/outstaff-page';
import { pageHead } from '../../lib/page-head';
import { PAGE_CARDS } from '../../content/social-cards';

export const Route = createFileRoute('/services/outstaff')({
  head: (ctx) => pageHead(ctx, outstaffMeta, { card: PAGE_CARDS['/services/outstaff'] }),
  component: OutstaffPage,
});
