import { graphql } from '../gql/gql';

export const AdminReplyTemplatesDocument = graphql(`
  query AdminReplyTemplates {
    replyTemplates {
      id
      name
      kind
      subject
      body
      updatedAt
    }
  }
`);

export const CreateReplyTemplateDocument = graphql(`
  mutation CreateReplyTemplate($input: ReplyTemplateInput!) {
    createReplyTemplate(input: $input) {
      id
    }
  }
`);

export const UpdateReplyTemplateDocument = graphql(`
  mutation UpdateReplyTemplate($id: ID!, $input: ReplyTemplateInput!) {
    updateReplyTemplate(id: $id, input: $input) {
      id
      name
      kind
      subject
      body
      updatedAt
    }
  }
`);

export const DeleteReplyTemplateDocument = graphql(`
  mutation DeleteReplyTemplate($id: ID!) {
    deleteReplyTemplate(id: $id)
  }
`);
