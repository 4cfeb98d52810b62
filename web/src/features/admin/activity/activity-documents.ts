import { graphql } from '../gql/gql';

export const AdminAuditLogDocument = graphql(`
  query AdminAuditLog(
    $actor: String
    $action: AuditAction
    $target: String
    $from: DateTime
    $to: DateTime
    $first: Int!
    $after: String
    $before: String
  ) {
    auditLog(
      actor: $actor
      action: $action
      target: $target
      from: $from
      to: $to
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

/** A one-minute link that downloads the filtered log as CSV (decision 037). */
export const AdminAuditLogExportLinkDocument = graphql(`
  query AdminAuditLogExportLink(
    $actor: String
    $action: AuditAction
    $target: String
    $from: DateTime
    $to: DateTime
  ) {
    auditLogExportLink(actor: $actor, action: $action, target: $target, from: $from, to: $to) {
      url
    }
  }
`);
