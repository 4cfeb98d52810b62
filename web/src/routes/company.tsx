import { createFileRoute } from '@tanstack/react-router';
import { companyMeta } from '../content/page-meta';
import { CompanyPage } from '../features/company/company-page';
import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/company')({
  head: () => pageHead(companyMeta),
  component: CompanyPage,
});
