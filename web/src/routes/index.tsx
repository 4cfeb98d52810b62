import { createFileRoute } from '@tanstack/react-router';
import { homeMeta } from '../content/page-meta';
import { HomePage } from '../features/home/home-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: () => pageHead(homeMeta),
  component: HomePage,
});
