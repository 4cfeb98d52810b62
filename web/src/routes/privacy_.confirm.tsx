import { createFileRoute } from '@tanstack/react-router';
import { PrivacyConfirmPage } from '../features/privacy/privacy-confirm-page';
import { pageHead } from '../lib/page-head';

// A personal link (decision 057): never indexed, no canonical address.
export const Route = createFileRoute('/privacy_/confirm')({
  head: (ctx) =>
    pageHead(
      ctx,
      { title: 'Confirm your privacy request', description: '' },
      { notFound: true, meta: [{ name: 'robots', content: 'noindex, nofollow' }] },
    ),
  component: PrivacyConfirmPage,
});
