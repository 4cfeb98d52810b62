import { createFileRoute } from '@tanstack/react-router';
import { casesMeta } from '../../content/page-meta';
import { CasesPage } from '../../features/cases/cases-page';
import { pageHead } from '../../lib/page-head';
import { PAGE_CARDS } from '../../content/social-cards';

export const Route = createFileRoute('/cases/')({
  head: (ctx) => pageHead(ctx, casesMeta, { card: PAGE_CARDS['/cases'] }),
  component: CasesPage,
});
