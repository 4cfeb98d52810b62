import { graphql } from '../gql/gql';

export const ContactBoardDocument = graphql(`
  query AdminContactBoard($first: Int) {
    contactBoard(first: $first) {
      stage {
        id
        name
        outcome
        retired
      }
      cards {
        total
        totalExact
        hasMore
        endCursor
        items {
          id
          name
          email
          createdAt
          status
          topic: interest
        }
      }
    }
  }
`);

export const ApplicationBoardDocument = graphql(`
  query AdminApplicationBoard($first: Int) {
    applicationBoard(first: $first) {
      stage {
        id
        name
        outcome
        retired
      }
      cards {
        total
        totalExact
        hasMore
        endCursor
        items {
          id
          name
          email
          createdAt
          status
          topic: position
        }
      }
    }
  }
`);

export const ContactBoardColumnDocument = graphql(`
  query AdminContactBoardColumn($stageId: ID!, $after: String, $first: Int) {
    contactBoardColumn(stageId: $stageId, after: $after, first: $first) {
      cards {
        hasMore
        endCursor
        items {
          id
          name
          email
          createdAt
          status
          topic: interest
        }
      }
    }
  }
`);

export const ApplicationBoardColumnDocument = graphql(`
  query AdminApplicationBoardColumn($stageId: ID!, $after: String, $first: Int) {
    applicationBoardColumn(stageId: $stageId, after: $after, first: $first) {
      cards {
        hasMore
        endCursor
        items {
          id
          name
          email
          createdAt
          status
          topic: position
        }
      }
    }
  }
`);

export const MoveLeadDocument = graphql(`
  mutation AdminMoveLead($kind: LeadKind!, $id: ID!, $stageId: ID!, $reason: String) {
    moveLead(kind: $kind, id: $id, stageId: $stageId, reason: $reason) {
      id
      name
    }
  }
`);
