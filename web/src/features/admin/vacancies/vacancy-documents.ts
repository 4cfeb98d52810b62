import { graphql } from '../gql/gql';

// What the editor reads and every write answers with (the admin output does not mask fragments).
graphql(`
  fragment AdminVacancyFields on Vacancy {
    id
    slug
    url
    name
    city
    country
    remote
    experience
    languageLvl
    content
    visibility
    createdAt
  }
`);

export const AdminVacanciesDocument = graphql(`
  query AdminVacancies {
    vacancies(includeHidden: true) {
      id
      name
      place
      country
      experience
      languageLvl
      visibility
      createdAt
      closesAt
      schedule {
        publishAt
        unpublishAt
        failure
      }
    }
  }
`);

export const AdminVacancyDocument = graphql(`
  query AdminVacancy($id: ID!) {
    vacancy(id: $id) {
      ...AdminVacancyFields
    }
  }
`);

export const CreateVacancyDocument = graphql(`
  mutation CreateVacancy($input: VacancyCreateInput!) {
    createVacancy(input: $input) {
      ...AdminVacancyFields
    }
  }
`);

export const UpdateVacancyDocument = graphql(`
  mutation UpdateVacancy($id: ID!, $input: VacancyUpdateInput!) {
    updateVacancy(id: $id, input: $input) {
      ...AdminVacancyFields
    }
  }
`);

export const SetVacancyVisibilityDocument = graphql(`
  mutation SetVacancyVisibility($id: ID!, $visibility: Boolean!) {
    setVacancyVisibility(id: $id, visibility: $visibility) {
      id
      visibility
    }
  }
`);

export const DeleteVacancyDocument = graphql(`
  mutation DeleteVacancy($id: ID!) {
    deleteVacancy(id: $id)
  }
`);
