import { createFileRoute } from '@tanstack/react-router';
import { homeMeta } from '../content/page-meta';
import { HomePage } from '../features/home/home-page';
import { pageHead } from '../lib/page-head';
import { siteNameOf } from '../lib/site-settings';

export const Route = createFileRoute('/')({
  head: ({ matches }) => pageHead(homeMeta(siteNameOf(matches))),
  component: HomePage,
});
