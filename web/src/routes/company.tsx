import { createFileRoute } from '@tanstack/react-router';
import { companyMeta } from '../content/page-meta';
import { CompanyPage } from '../features/company/company-page';
import { pageHead } from '../lib/page-head';
import { PAGE_CARDS } from '../content/social-cards';

export const Route = createFileRoute('/company')({
  head: (ctx) => pageHead(ctx, companyMeta, { card: PAGE_CARDS['/company'] }),
  component: CompanyPage,
});
