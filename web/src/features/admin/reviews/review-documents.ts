import { graphql } from '../gql/gql';

export const ReviewStatusDocument = graphql(`
  query AdminReviewStatus($kind: PreviewKind!, $id: ID!) {
    reviewStatus(kind: $kind, id: $id) {
      approvalRequired
      approved
      inReview
      canPublish
      canApprove
      events {
        id
        type
        name
        text
        createdAt
        current
        viaLink
      }
      links {
        id
        state
        createdAt
        expiresAt
      }
    }
  }
`);

export const CreatePreviewLinkDocument = graphql(`
  mutation AdminCreatePreviewLink($kind: PreviewKind!, $id: ID!, $days: Int) {
    createPreviewLink(kind: $kind, id: $id, expiresInDays: $days) {
      url
      link {
        id
        state
      }
    }
  }
`);

export const RevokePreviewLinkDocument = graphql(`
  mutation AdminRevokePreviewLink($kind: PreviewKind!, $id: ID!) {
    revokePreviewLink(kind: $kind, id: $id) {
      id
      state
    }
  }
`);

export const ApproveContentDocument = graphql(`
  mutation AdminApproveContent($kind: PreviewKind!, $id: ID!) {
    approveContent(kind: $kind, id: $id) {
      id
    }
  }
`);

export const SubmitForReviewDocument = graphql(`
  mutation AdminSubmitForReview($kind: PreviewKind!, $id: ID!, $note: String) {
    submitForReview(kind: $kind, id: $id, note: $note) {
      id
    }
  }
`);

export const ApprovalRequiredDocument = graphql(`
  query AdminPublishApprovalRequired {
    publishApprovalRequired
  }
`);

export const SetApprovalRequiredDocument = graphql(`
  mutation AdminSetPublishApprovalRequired($required: Boolean!) {
    setPublishApprovalRequired(required: $required)
  }
`);
