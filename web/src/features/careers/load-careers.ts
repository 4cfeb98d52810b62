import { graphql } from '../../gql/gql';
import type { CareersVacancyQuery } from '../../gql/graphql';
import type { GraphQLRequest } from '../../lib/graphql';
import {
  careersView,
  positionOf,
  SHORT_LIST,
  type CareersQuery,
  type CareersView,
  type PositionOption,
  type VacancyRow,
} from './vacancy-list';

const CareersVacanciesQueryDocument = graphql(`
  query CareersVacancies {
    vacancies {
      slug
      name
      city
      remote
      languageLvl
      experience
    }
  }
`);

const CareersSummariesQueryDocument = graphql(`
  query CareersSummaries {
    vacancies {
      slug
      summary
    }
  }
`);

const CareersVacancyQueryDocument = graphql(`
  query CareersVacancy($slug: String!) {
    vacancy(slug: $slug) {
      id
      slug
      url
      name
      city
      country
      remote
      languageLvl
      experience
      content
      summary
      socialImageUrl
      createdAt
      closesAt
    }
    vacancyClosed(slug: $slug)
  }
`);

export type CareersData = CareersView & {
  /** By slug, for a short list only: what an accordion item says before "Read more". */
  summaries: Record<string, string> | null;
  /**
   * The application form's positions for a short list; a long one's are fetched when a visitor
   * starts on the form (loadPositions), so hundreds of names are not part of every page.
   */
  positions: PositionOption[] | null;
};

const optionsOf = (vacancies: VacancyRow[]): PositionOption[] =>
  vacancies.map((vacancy) => ({ slug: vacancy.slug, label: positionOf(vacancy) }));

/**
 * What /careers shows for one address, or the address it should have (`canonical`). Every visible
 * vacancy is read (without its description: each has its own page for that), and only what this
 * address shows goes into the page: one page of the filtered list and the filters' options, so
 * the page stays small with hundreds of vacancies. A short list also gets each one's summary for
 * the accordion (decision 038).
 */
export async function loadCareers(
  request: GraphQLRequest,
  query: CareersQuery,
): Promise<{ data: CareersData; canonical: CareersQuery | null }> {
  const { vacancies } = await request(CareersVacanciesQueryDocument);
  const { view, canonical } = careersView(vacancies, query);
  const short = vacancies.length <= SHORT_LIST;
  const summaries =
    short && vacancies.length > 0
      ? Object.fromEntries(
          (await request(CareersSummariesQueryDocument)).vacancies.map((v) => [v.slug, v.summary]),
        )
      : null;
  return { data: { ...view, summaries, positions: short ? optionsOf(vacancies) : null }, canonical };
}

/** Every visible vacancy as the application form offers it (a long list loads them on first use). */
export async function loadPositions(request: GraphQLRequest): Promise<PositionOption[]> {
  return optionsOf((await request(CareersVacanciesQueryDocument)).vacancies);
}

// The DateTime scalar arrives as an ISO string; codegen types it as unknown.
export type CareersVacancy = Omit<NonNullable<CareersVacancyQuery['vacancy']>, 'createdAt' | 'closesAt'> & {
  createdAt: string;
  closesAt: string | null;
};

/**
 * One open, visible vacancy for its page, or null when the slug is unknown or the vacancy hidden
 * or closed (`closed`: it closed at its closing date, and its page answers 410; decision 046). Its
 * HTML is shown as stored: the API cleaned it when it was written (@agency/schema/rich-text).
 */
export async function loadVacancy(
  request: GraphQLRequest,
  slug: string,
): Promise<{ vacancy: CareersVacancy | null; closed: boolean }> {
  const { vacancy, vacancyClosed } = await request(CareersVacancyQueryDocument, { slug });
  return {
    vacancy: vacancy
      ? {
          ...vacancy,
          createdAt: String(vacancy.createdAt),
          closesAt: vacancy.closesAt == null ? null : String(vacancy.closesAt),
        }
      : null,
    closed: vacancyClosed,
  };
}
