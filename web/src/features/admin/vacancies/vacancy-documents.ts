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

// The admin list (decision 047): any order, a state filter, a search and a page by cursor.
export const AdminVacancyListDocument = graphql(`
  query AdminVacancyList(
    $search: String
    $states: [RecordState!]
    $sort: VacancySort
    $direction: SortDirection
    $first: Int
    $after: String
    $before: String
  ) {
    vacancyList(
      search: $search
      states: $states
      sort: $sort
      direction: $direction
      first: $first
      after: $after
      before: $before
    ) {
      total
      totalExact
      hasMore
      hasPrevious
      startCursor
      endCursor
      items {
        id
        name
        place
        country
        experience
        languageLvl
        visibility
        state
        applicationStages {
          stageId
          name
          count
        }
        createdAt
        updatedAt
        closesAt
        schedule {
          publishAt
          unpublishAt
          failure
        }
      }
    }
  }
`);

export const BulkVacanciesDocument = graphql(`
  mutation AdminBulkVacancies($action: BulkAction!, $ids: [ID!]!) {
    bulkVacancies(action: $action, ids: $ids) {
      succeeded
      failed {
        id
        code
        message
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
