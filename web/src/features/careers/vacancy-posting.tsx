import { JsonLd } from '../../components/json-ld/json-ld';
import { useSiteSettings, useSiteUrl } from '../../lib/site-settings';
import { breadcrumbs, graph, jobPosting, type PostedVacancy } from '../../lib/structured-data';

/**
 * The vacancy page's schema.org data: its JobPosting (Google wants it on the job's own page, not
 * on the careers list) and the way back to /careers. From the same loader data the page shows, so
 * a hidden vacancy loses page and posting together (its page answers 404).
 */
export function VacancyPosting({ vacancy, path }: { vacancy: PostedVacancy; path: string }) {
  const site = { site: useSiteSettings(), siteUrl: useSiteUrl() };
  const posting = jobPosting(site, vacancy);
  const trail = breadcrumbs(site, [
    { name: 'Careers', path: '/careers' },
    { name: vacancy.name, path },
  ]);
  return <JsonLd data={posting ? graph(posting, trail) : graph(trail)} />;
}
