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
    }
  }
`);

export type CareersVacancy = CareersVacanciesQuery['vacancies'][number];

/**
 * The visible vacancies. Their HTML is shown as stored: the API cleaned it when it was written
 * (@agency/schema/rich-text), so the page never parses it again.
 */
export async function loadCareers(request: GraphQLRequest): Promise<{ vacancies: CareersVacancy[] }> {
  const { vacancies } = await request(CareersVacanciesQueryDocument);
  return { vacancies };
}
