import { JsonLd } from '../../components/json-ld/json-ld';
import { useSiteSettings, useSiteUrl } from '../../lib/site-settings';
import { graph, jobPosting } from '../../lib/structured-data';
import type { CareersData } from './load-careers';

/**
 * One schema.org JobPosting per vacancy the page lists, from the same loader data, so a vacancy
 * hidden or deleted leaves the page and its posting together: the page cache drops the page when
 * the vacancies change (it read the `vacancies` tag), and the next request renders both anew.
 */
export function JobPostings({ vacancies, readAt }: CareersData) {
  const site = { site: useSiteSettings(), siteUrl: useSiteUrl() };
  if (!vacancies.length) return null;
  return <JsonLd data={graph(...vacancies.map((vacancy) => jobPosting(site, vacancy, readAt)))} />;
}
