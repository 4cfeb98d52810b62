import { graphql } from '../../gql/gql';
import type { CareersVacanciesQuery } from '../../gql/graphql';
import type { GraphQLRequest } from '../../lib/graphql';

const CareersVacanciesQueryDocument = graphql(`
  query CareersVacancies {
    vacancies {
      id
      name
      languageLvl
      city
      experience
      content
      createdAt
    }
  }
`);

// The DateTime scalar arrives as an ISO string; codegen types it as unknown.
export type CareersVacancy = Omit<CareersVacanciesQuery['vacancies'][number], 'createdAt'> & {
  createdAt: string;
};

export type CareersData = {
  vacancies: CareersVacancy[];
  /** When the list was read: the job postings' validThrough counts from it (lib/structured-data.ts). */
  readAt: string;
};

/**
 * The visible vacancies. Their HTML is shown as stored: the API cleaned it when it was written
 * (@agency/schema/rich-text), so the page never parses it again.
 */
export async function loadCareers(request: GraphQLRequest): Promise<CareersData> {
  const { vacancies } = await request(CareersVacanciesQueryDocument);
  return {
    vacancies: vacancies.map((v) => ({ ...v, createdAt: String(v.createdAt) })),
    readAt: new Date().toISOString(),
  };
}
