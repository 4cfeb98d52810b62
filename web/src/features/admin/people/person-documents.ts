import { graphql } from '../gql/gql';

export const PersonDocument = graphql(`
  query AdminPerson($key: String!) {
    person(key: $key) {
      key
      emails
      hiddenKinds
      merges {
        id
        emailA
        emailB
        mergedByEmail
        createdAt
      }
      leads {
        kind
        id
        contactRequest {
          id
          name
          email
          interest
          status
          createdAt
        }
        jobApplication {
          id
          name
          email
          position
          status
          createdAt
        }
      }
    }
  }
`);

export const MergePeopleDocument = graphql(`
  mutation AdminMergePeople($a: String!, $b: String!) {
    mergePeople(a: $a, b: $b) {
      key
    }
  }
`);

export const UnmergePeopleDocument = graphql(`
  mutation AdminUnmergePeople($id: ID!) {
    unmergePeople(id: $id) {
      id
    }
  }
`);

export const PersonSearchDocument = graphql(`
  query AdminPersonSearch($text: String!) {
    staffSearch(text: $text) {
      area
      id
      title
      detail
    }
  }
`);
