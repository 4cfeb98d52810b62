import { graphql } from '../gql/gql';

export const AdminDataSubjectDocument = graphql(`
  query AdminDataSubject($email: String!) {
    dataSubject(email: $email) {
      email
      staffAccount
      contactRequests {
        id
        createdAt
        interest
        status
        attachmentName
      }
      jobApplications {
        id
        createdAt
        position
        status
        attachmentName
      }
      files {
        id
        name
        size
        leadId
      }
      emails {
        id
        subject
        status
        createdAt
      }
    }
  }
`);

export const EraseDataSubjectDocument = graphql(`
  mutation AdminEraseDataSubject($email: String!) {
    eraseDataSubject(email: $email) {
      contactRequests
      jobApplications
      files
      emails
    }
  }
`);
