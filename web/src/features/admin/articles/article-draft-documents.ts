import { graphql } from '../gql/gql';

export const SaveArticleDraftDocument = graphql(`
  mutation AdminSaveArticleDraft($id: ID!, $baseRevision: Int!, $input: ArticleUpdateInput!) {
    saveArticleDraft(id: $id, baseRevision: $baseRevision, input: $input) {
      ...EditorStateFields
    }
  }
`);

export const PublishArticleDraftDocument = graphql(`
  mutation AdminPublishArticleDraft($id: ID!, $baseRevision: Int!) {
    publishArticleDraft(id: $id, baseRevision: $baseRevision) {
      ...AdminArticleFields
    }
  }
`);
