import { createFileRoute } from '@tanstack/react-router';
import { ddtMeta } from '../../content/page-meta';
import { DdtPage } from '../../features/service-pages/ddt-page';
import { pageHead } from '../../lib/page-head';
import { PAGE_CARDS } from '../../content/social-cards';

export const Route = createFileRoute('/services/ddt')({
  head: (ctx) => pageHead(ctx, ddtMeta, { card: PAGE_CARDS['/services/ddt'] }),
  component: DdtPage,
});
