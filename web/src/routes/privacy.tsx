import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/page-head';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { privacyMeta } from '../features/privacy/privacy-content';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(privacyMeta),
  component: PrivacyPage,
});
