import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { privacyMeta } from '../features/privacy/privacy-content';
import { PAGE_CARDS } from '../content/social-cards';

export const Route = createFileRoute('/privacy')({
  head: (ctx) => pageHead(ctx, privacyMeta, { card: PAGE_CARDS['/privacy'] }),
  component: PrivacyPage,
});
