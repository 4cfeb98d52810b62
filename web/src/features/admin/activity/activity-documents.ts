import { graphql } from '../gql/gql';

export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog(
    $actor: String
    $action: AuditAction
    $target: String
    $from: DateTime
    $to: DateTime
    $first: Int!
    $offset: Int!
  ) {
    auditLog(
      actor: $actor
      action: $action
      target: $target
      from: $from
      to: $to
      first: $first
      offset: $offset
    ) {
      total
      hasMore
      items {
        id
        createdAt
        action
        actorId
        actorEmail
        ip
        targetType
        targetId
        targetLabel
        summary
      }
    }
  }
`);
