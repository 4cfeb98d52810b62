import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/privacy/privacy-page';
import { privacyMeta } from '../features/privacy/privacy-content';

export const Route = createFileRoute('/privacy')({
  head: () => ({
    meta: [
      { title: privacyMeta.title },
      { name: 'description', content: privacyMeta.description },
      { property: 'og:title', content: privacyMeta.title },
      { property: 'og:description', content: privacyMeta.description },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: 'summary' },
    ],
  }),
  component: PrivacyPage,
});
