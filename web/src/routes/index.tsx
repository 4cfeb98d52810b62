import { createFileRoute } from '@tanstack/react-router';
import { homeMeta } from '../content/page-meta';
import { HomePage } from '../features/home/home-page';
import { pageHead } from '../lib/page-head';
import { PAGE_CARDS } from '../content/social-cards';

export const Route = createFileRoute('/')({
  head: (ctx) => pageHead(ctx, homeMeta, { card: PAGE_CARDS['/'] }),
  component: HomePage,
});
