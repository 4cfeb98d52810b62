import { graphql } from '../gql/gql';

export const AdminVacanciesDocument = graphql(`
  query AdminVacancies {
    vacancies(includeHidden: true) {
      id
      name
      city
      experience
      languageLvl
      visibility
      createdAt
    }
  }
`);

export const AdminVacancyDocument = graphql(`
  query AdminVacancy($id: ID!) {
    vacancy(id: $id) {
      id
      name
      city
      experience
      languageLvl
      content
      visibility
      createdAt
    }
  }
`);

export const CreateVacancyDocument = graphql(`
  mutation CreateVacancy($input: VacancyCreateInput!) {
    createVacancy(input: $input) {
      id
      name
      city
      experience
      languageLvl
      content
      visibility
      createdAt
    }
  }
`);

export const UpdateVacancyDocument = graphql(`
  mutation UpdateVacancy($id: ID!, $input: VacancyUpdateInput!) {
    updateVacancy(id: $id, input: $input) {
      id
      name
      city
      experience
      languageLvl
      content
      visibility
      createdAt
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
