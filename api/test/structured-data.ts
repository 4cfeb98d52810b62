import type { BlogPosting, BreadcrumbList, FAQPage, JobPosting, Organization, WebSite } from 'schema-dts';

/**
 * Reading a page's schema.org data back as Google does, for the tests. The types come from
 * schema-dts, so the properties the checks name are schema.org's own (a misspelt one does not
 * compile); REQUIRED is what Google's documentation requires (and, for job postings, recommends)
 * for each type the site publishes, checked at run time on the parsed JSON.
 */

/** One node of the JSON-LD graph, as parsed. */
export type Item = Record<string, unknown> & { '@type': string };

type Typed = {
  Organization: Exclude<Organization, string>;
  WebSite: Exclude<WebSite, string>;
  JobPosting: Exclude<JobPosting, string>;
  BlogPosting: Exclude<BlogPosting, string>;
  BreadcrumbList: Exclude<BreadcrumbList, string>;
  FAQPage: Exclude<FAQPage, string>;
};

// `keyof` the schema-dts type: each name is checked against schema.org's vocabulary.
type Keys<T> = Extract<keyof T, string>;
const REQUIRED: { [K in keyof Typed]: Keys<Typed[K]>[] } = {
  Organization: ['name', 'url', 'logo'],
  WebSite: ['name', 'url'],
  // validThrough only when the posting has a closing date (vacancies have none yet; decision 038).
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'employmentType',
    'hiringOrganization',
    'identifier',
    'directApply',
  ],
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
};

/** Every JSON-LD block of the page, its @graph flattened; each must parse and name schema.org. */
export function jsonLdOf(html: string): Item[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap(([, text]) => {
    const data = JSON.parse(text!) as { '@context'?: string; '@graph'?: Item[] } & Item;
    if (data['@context'] !== 'https://schema.org')
      throw new Error(`JSON-LD without the schema.org context: ${text}`);
    return data['@graph'] ?? [data];
  });
}

export function asType<K extends keyof Typed>(
  items: Item[],
  type: K,
): (Typed[K] & Record<string, unknown>)[] {
  return items.filter((item) => item['@type'] === type) as never;
}

const missing = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The required properties an item lacks (an empty list when it is complete). */
export function checkRequired(item: Item): string[] {
  const required = (REQUIRED as Record<string, string[]>)[item['@type']];
  if (!required) return [`unexpected type ${item['@type']}`];
  const problems = required.filter((key) => missing(item[key])).map((key) => `no ${key}`);
  if (item['@type'] === 'JobPosting') problems.push(...jobPostingProblems(item as Typed['JobPosting']));
  if (item['@type'] === 'BreadcrumbList') {
    const steps = item.itemListElement as Item[];
    steps.forEach((step, i) => {
      if (step.position !== i + 1 || missing(step.name) || missing(step.item)) problems.push(`step ${i + 1}`);
    });
  }
  if (item['@type'] === 'FAQPage') {
    for (const q of item.mainEntity as Item[]) {
      const answer = q.acceptedAnswer as Item | undefined;
      if (q['@type'] !== 'Question' || missing(q.name) || missing(answer?.text)) problems.push('a question');
    }
  }
  return problems;
}

/** A place with a country, or remote work with the country applicants must be in; dates that parse. */
function jobPostingProblems(posting: Typed['JobPosting']): string[] {
  const problems: string[] = [];
  const place = posting.jobLocation as
    { address?: { addressCountry?: string; addressLocality?: string } } | undefined;
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (!place && !remote) problems.push('no jobLocation and not remote');
  if (place && missing(place.address?.addressCountry)) problems.push('jobLocation without addressCountry');
  if (place && missing(place.address?.addressLocality)) problems.push('jobLocation without addressLocality');
  if (remote && missing(posting.applicantLocationRequirements))
    problems.push('remote without applicantLocationRequirements');
  if (Number.isNaN(Date.parse(String(posting.datePosted)))) problems.push('datePosted is not a date');
  if (posting.validThrough !== undefined && !(Date.parse(String(posting.validThrough)) > Date.now()))
    problems.push('validThrough is not a date to come');
  if (!/<\w+/.test(String(posting.description))) problems.push('description is not HTML');
  return problems;
}

/** A meta tag's content by property or name. */
export function metaOf(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  );
  return m?.[1]?.replace(/&amp;/g, '&');
}
