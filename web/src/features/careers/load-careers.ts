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
 * The visible vacancies with their HTML sanitised. Sanitising here (not while rendering) means
 * the server sends clean HTML in both the page and the dehydrated loader data, so the browser
 * loads DOMPurify only when it runs this loader itself, on a client-side navigation.
 */
export async function loadCareers(request: GraphQLRequest): Promise<{ vacancies: CareersVacancy[] }> {
  const [{ vacancies }, { sanitizeHtml }] = await Promise.all([
    request(CareersVacanciesQueryDocument),
    import('../../lib/sanitize'),
  ]);
  return { vacancies: vacancies.map((vacancy) => ({ ...vacancy, content: sanitizeHtml(vacancy.content) })) };
}
