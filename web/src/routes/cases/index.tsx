import { createFileRoute } from '@tanstack/react-router';
import { casesMeta } from '../../content/page-meta';
import { CasesPage } from '../../features/cases/cases-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/cases/')({
  head: () => pageHead(casesMeta),
  component: CasesPage,
});
