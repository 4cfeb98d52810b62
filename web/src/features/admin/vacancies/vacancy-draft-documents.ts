import { graphql } from '../gql/gql';

export const SaveVacancyDraftDocument = graphql(`
  mutation AdminSaveVacancyDraft($id: ID!, $baseRevision: Int!, $input: VacancyUpdateInput!) {
    saveVacancyDraft(id: $id, baseRevision: $baseRevision, input: $input) {
      ...EditorStateFields
    }
  }
`);

export const PublishVacancyDraftDocument = graphql(`
  mutation AdminPublishVacancyDraft($id: ID!, $baseRevision: Int!) {
    publishVacancyDraft(id: $id, baseRevision: $baseRevision) {
      ...AdminVacancyFields
    }
  }
`);
