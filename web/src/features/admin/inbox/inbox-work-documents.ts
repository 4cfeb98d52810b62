import { graphql } from '../gql/gql';

export const BulkLeadsDocument = graphql(`
  mutation AdminBulkLeads($kind: LeadKind!, $action: BulkLeadAction!, $ids: [ID!]!) {
    bulkLeads(kind: $kind, action: $action, ids: $ids) {
      succeeded
      failed {
        id
        code
        message
      }
    }
  }
`);

export const SelectedLeadsCsvDocument = graphql(`
  query AdminSelectedLeadsCsv($kind: LeadKind!, $ids: [ID!]!) {
    selectedLeadsCsv(kind: $kind, ids: $ids)
  }
`);

export const SavedInboxFiltersDocument = graphql(`
  query AdminSavedInboxFilters($kind: LeadKind!) {
    savedInboxFilters(kind: $kind) {
      id
      name
      filter
    }
  }
`);

export const SaveInboxFilterDocument = graphql(`
  mutation AdminSaveInboxFilter($kind: LeadKind!, $name: String!, $filter: String!) {
    saveInboxFilter(kind: $kind, name: $name, filter: $filter) {
      id
      name
      filter
    }
  }
`);

export const DeleteSavedInboxFilterDocument = graphql(`
  mutation AdminDeleteSavedInboxFilter($id: ID!) {
    deleteSavedInboxFilter(id: $id)
  }
`);
