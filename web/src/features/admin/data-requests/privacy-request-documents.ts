import { graphql } from '../gql/gql';

export const AdminPrivacyRequestsDocument = graphql(`
  query AdminPrivacyRequests($state: String!) {
    privacyRequests(state: $state) {
      id
      email
      name
      type
      details
      status
      verifiedAt
      dueAt
      answer
      closedAt
      closedByName
    }
  }
`);

export const AnswerPrivacyRequestDocument = graphql(`
  mutation AnswerPrivacyRequest($id: ID!, $answer: String!) {
    answerPrivacyRequest(id: $id, answer: $answer) {
      id
      status
      answer
      closedAt
      closedByName
    }
  }
`);
