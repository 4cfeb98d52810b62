import { graphql } from '../gql/gql';

export const LeadReplyPanelDocument = graphql(`
  query LeadReplyPanel($kind: LeadKind!, $id: ID!) {
    replyTemplates(kind: $kind) {
      id
      name
      subject
      body
    }
    leadReplyContext(kind: $kind, id: $id) {
      to
      name
      vacancy
      sender
      from
      replyTo
    }
  }
`);

export const LeadRepliesDocument = graphql(`
  query LeadReplies($kind: LeadKind!, $id: ID!) {
    leadReplies(kind: $kind, id: $id) {
      id
      subject
      body
      senderName
      delivery
      lastError
      createdAt
    }
  }
`);

export const SendLeadReplyDocument = graphql(`
  mutation SendLeadReply($kind: LeadKind!, $id: ID!, $input: LeadReplyInput!) {
    sendLeadReply(kind: $kind, id: $id, input: $input) {
      id
      delivery
    }
  }
`);
