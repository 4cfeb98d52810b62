import { graphql } from '../gql/gql';

// The lead page's GraphQL documents (decisions 054, 055): one per panel, so each refetches its own.

export const LeadDocument = graphql(`
  query AdminLead($kind: LeadKind!, $id: ID!) {
    lead(kind: $kind, id: $id) {
      ... on ContactRequest {
        id
        createdAt
        name
        email
        country
        interest
        message
        status
        attachmentName
        attachmentUrl
        source
        landingPage
        referrer
        utmSource
        utmMedium
        utmCampaign
        utmTerm
        utmContent
        assigneeId
        assigneeName
        followUpAt
      }
      ... on JobApplication {
        id
        createdAt
        name
        email
        country
        position
        message
        status
        attachmentName
        attachmentUrl
        source
        landingPage
        referrer
        utmSource
        utmMedium
        utmCampaign
        utmTerm
        utmContent
        assigneeId
        assigneeName
        followUpAt
      }
    }
  }
`);

export const LeadAssigneesDocument = graphql(`
  query AdminLeadAssignees($kind: LeadKind!) {
    leadAssignees(kind: $kind) {
      id
      name
      email
    }
  }
`);

export const LeadTimelineDocument = graphql(`
  query AdminLeadTimeline($kind: LeadKind!, $id: ID!) {
    leadTimeline(kind: $kind, id: $id) {
      id
      at
      kind
      actorName
      summary
      body
    }
  }
`);

export const AssignLeadsDocument = graphql(`
  mutation AdminAssignLeads($kind: LeadKind!, $ids: [ID!]!, $assigneeId: ID) {
    assignLeads(kind: $kind, ids: $ids, assigneeId: $assigneeId)
  }
`);

export const AddLeadNoteDocument = graphql(`
  mutation AdminAddLeadNote(
    $kind: LeadKind!
    $id: ID!
    $body: String!
    $mentions: [ID!]
    $followUpOn: String
  ) {
    addLeadNote(kind: $kind, id: $id, body: $body, mentions: $mentions, followUpOn: $followUpOn) {
      id
    }
  }
`);

export const SetLeadFollowUpDocument = graphql(`
  mutation AdminSetLeadFollowUp($kind: LeadKind!, $id: ID!, $followUpOn: String) {
    setLeadFollowUp(kind: $kind, id: $id, followUpOn: $followUpOn)
  }
`);

// Opening a new lead's page counts as reading it, as opening it in the inbox does.
export const MarkContactReadDocument = graphql(`
  mutation AdminLeadPageReadContact($id: ID!) {
    setContactRequestStatus(id: $id, status: READ) {
      id
      status
    }
  }
`);

export const MarkApplicationReadDocument = graphql(`
  mutation AdminLeadPageReadApplication($id: ID!) {
    setJobApplicationStatus(id: $id, status: READ) {
      id
      status
    }
  }
`);
