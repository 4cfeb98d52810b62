import { createFileRoute } from '@tanstack/react-router';
import { aquaPalPrivacyMeta } from '../../../content/page-meta';
import { AquaPalPrivacyPage } from '../../../features/cases/aqua-pal-privacy-page';
import { pageHead } from '../../../lib/page-head';
import { PAGE_CARDS } from '../../../content/social-cards';

// A static path, so it wins over /cases/$slug whatever the order.
export const Route = createFileRoute('/cases/aqua-pal/privacy-policy')({
  head: (ctx) => pageHead(ctx, aquaPalPrivacyMeta, { card: PAGE_CARDS['/cases/aqua-pal/privacy-policy'] }),
  component: AquaPalPrivacyPage,
});
