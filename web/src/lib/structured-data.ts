import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  JobPosting,
  Organization,
  Thing,
  WebSite,
} from 'schema-dts';
import type { SiteSettings } from '@agency/schema/site-settings';

/**
 * schema.org data (JSON-LD) for search engines, built from the very data the page shows: the site
 * settings, the loader's vacancies and article, the content modules' cases and FAQ. Typed with
 * schema-dts, so a misspelt property or a wrong type does not compile. Rendered by
 * components/json-ld.tsx.
 */

type Site = { site: SiteSettings; siteUrl: string };

const logoOf = (siteUrl: string) => `${siteUrl}/apple-touch-icon.png`;

/** The agency, as every other item refers to it (by @id on the home page, in full elsewhere). */
export function organization({ site, siteUrl }: Site): Organization {
  const sameAs = Object.values(site.social).filter((url): url is string => !!url);
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    url: `${siteUrl}/`,
    logo: logoOf(siteUrl),
    ...(sameAs.length ? { sameAs } : {}),
    ...(site.contactEmail
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'sales',
            email: site.contactEmail,
            url: `${siteUrl}/#contact`,
          },
        }
      : {}),
  };
}

export function website({ site, siteUrl }: Site): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.name,
    url: `${siteUrl}/`,
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

/** Home › … › the page: each step's name and address. */
export function breadcrumbs({ siteUrl }: Site, steps: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...steps].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${siteUrl}${step.path}`,
    })),
  };
}

/** A FAQ block's questions; the answer carries its list as HTML, as Google allows in answers. */
export function faqPage(
  items: { question: string; text: string; items?: { title: string; text: string }[] }[],
): FAQPage {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {
        '@type': 'Answer',
        text: item.items
          ? `<p>${escape(item.text)}</p><ul>${item.items
              .map((entry) => `<li><strong>${escape(entry.title)}</strong> ${escape(entry.text)}</li>`)
              .join('')}</ul>`
          : item.text,
      },
    })),
  };
}

export type PostedVacancy = {
  id: string;
  name: string;
  /** The page's full address. */
  url: string;
  city: string;
  /** ISO 3166-1 alpha-2; null on an older vacancy nobody has given one yet. */
  country: string | null;
  remote: boolean;
  languageLvl: string;
  experience: string;
  content: string;
  createdAt: string;
  /**
   * When applications close: the posting's validThrough. At that moment the vacancy leaves every
   * public list and its page answers 410 with no posting (decision 046); without one it is open
   * until hidden.
   */
  closesAt?: string | null;
};

/**
 * One vacancy as Google's job postings want it, for the vacancy's own page (never a list of jobs):
 * the required title, description (HTML), datePosted, hiringOrganization and location, and the
 * recommended employmentType, identifier and directApply. The location is the vacancy's own: its
 * office as a PostalAddress (city and country), and for remote work jobLocationType TELECOMMUTE with
 * the country candidates must live in. Null when the vacancy has no country yet: a posting without
 * one is refused by Google anyway, and the admin list asks staff to choose it.
 */
export function jobPosting({ site, siteUrl }: Site, vacancy: PostedVacancy): JobPosting | null {
  const { country } = vacancy;
  if (!country || (!vacancy.city && !vacancy.remote)) return null;
  const facts = `<p>English: ${escapeHtml(vacancy.languageLvl)}. Experience: ${escapeHtml(vacancy.experience)}.</p>`;
  return {
    '@type': 'JobPosting',
    title: vacancy.name,
    description: `${vacancy.content}${facts}`,
    datePosted: vacancy.createdAt,
    ...(vacancy.closesAt ? { validThrough: vacancy.closesAt } : {}),
    employmentType: 'FULL_TIME',
    directApply: true,
    url: vacancy.url,
    identifier: { '@type': 'PropertyValue', name: site.name, value: vacancy.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: `${siteUrl}/`,
      logo: logoOf(siteUrl),
    },
    ...(vacancy.city
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: vacancy.city, addressCountry: country },
          },
        }
      : {}),
    ...(vacancy.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: country },
        }
      : {}),
  };
}

export type PostedArticle = {
  title: string;
  slug: string;
  description: string;
  category: string;
  createdAt: string;
  updatedAt: string;
  socialImageUrl?: string | null;
  coverUrl?: string | null;
};

/** An article: who wrote and published it is the agency (articles carry no public author name). */
export function blogPosting(ctx: Site, article: PostedArticle, imageUrl: string): BlogPosting {
  const url = `${ctx.siteUrl}/blog/${article.slug}`;
  const agency = { '@type': 'Organization', name: ctx.site.name, url: `${ctx.siteUrl}/` } as const;
  return {
    '@type': 'BlogPosting',
    headline: article.title.slice(0, 110),
    description: article.description,
    image: [imageUrl, ...(article.coverUrl ? [article.coverUrl] : [])],
    datePublished: article.createdAt,
    dateModified: article.updatedAt,
    articleSection: article.category.replace(/_/g, ' '),
    url,
    mainEntityOfPage: url,
    author: agency,
    publisher: { ...agency, logo: { '@type': 'ImageObject', url: logoOf(ctx.siteUrl) } },
  };
}

/** One JSON-LD document of several items. */
export const graph = (...items: Thing[]): Graph => ({
  '@context': 'https://schema.org',
  '@graph': items as Graph['@graph'],
});

function escapeHtml(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
