import { JOB_FEEDS } from '@agency/schema/feeds';
import { create } from 'xmlbuilder2';
import type { Vacancy } from '../db.ts';
import type { FeedSite } from './blog-feeds.ts';
import { absoluteLinks, escapeXml } from './feed-text.ts';

export type JobFeedFormat = (typeof JOB_FEEDS)[number]['format'];

export type JobFeedInput = {
  site: FeedSite;
  /** The open vacancies, each with its page's full address. */
  vacancies: readonly (Vacancy & { url: string })[];
  /** The newest change among them (fixed when there are none), so the bytes are the same each time. */
  updated: Date;
};

/**
 * The open vacancies for job boards (decision 063). XML in the shape job boards and aggregators
 * ingest (Indeed's `<source>` of `<job>`s: title, date, referencenumber as the id, url, company,
 * city, country, description as HTML, remotetype, jobtype, expirationdate), built with xmlbuilder2,
 * which escapes every text; JSON with the same facts under plain names. The facts are those the
 * vacancy's page states in its JobPosting (web/src/lib/structured-data.ts): the same description,
 * date posted, closing date, place and remote work.
 */
export function jobFeed(format: JobFeedFormat, input: JobFeedInput): string {
  const { site, updated } = input;
  const jobs = input.vacancies.map((v) => ({
    id: v.id,
    title: v.name,
    date: v.createdAt,
    updated: v.updatedAt,
    validThrough: v.closesAt,
    url: v.url,
    company: site.name,
    city: v.city || null,
    country: v.country ?? site.country ?? null,
    remote: v.remote,
    experience: v.experience,
    englishLevel: v.languageLvl,
    description: `${absoluteLinks(v.content, site.siteUrl)}<p>English: ${escapeXml(v.languageLvl)}. Experience: ${escapeXml(v.experience)}.</p>`,
  }));

  if (format === 'json')
    return JSON.stringify({
      title: `${site.name}: open positions`,
      home_page_url: `${site.siteUrl}/careers`,
      feed_url: `${site.siteUrl}${JOB_FEEDS.find((f) => f.format === 'json')!.path}`,
      updated: updated.toISOString(),
      company: { name: site.name, url: `${site.siteUrl}/` },
      jobs: jobs.map((j) => ({
        ...j,
        date: j.date.toISOString(),
        updated: j.updated.toISOString(),
        validThrough: j.validThrough?.toISOString() ?? null,
        employmentType: 'FULL_TIME',
      })),
    });

  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('publisher').txt(site.name);
  source.ele('publisherurl').txt(`${site.siteUrl}/`);
  source.ele('lastBuildDate').txt(updated.toUTCString());
  for (const j of jobs) {
    const job = source.ele('job');
    const add = (name: string, value: string | null | undefined) => {
      if (value) job.ele(name).txt(value);
    };
    add('title', j.title);
    add('date', j.date.toUTCString());
    add('referencenumber', j.id);
    add('url', j.url);
    add('company', j.company);
    add('city', j.city);
    add('country', j.country);
    add('description', j.description);
    add('jobtype', 'fulltime');
    add('experience', j.experience);
    // Remote work is allowed from anywhere in the country, with or without an office to go to.
    add('remotetype', j.remote ? 'Fully remote' : null);
    add('expirationdate', j.validThrough?.toUTCString());
  }
  return source.end({ prettyPrint: true });
}
