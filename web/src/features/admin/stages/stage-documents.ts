import { graphql } from '../gql/gql';

export const PipelineDocument = graphql(`
  query AdminPipeline($kind: LeadKind!) {
    leadStages(kind: $kind, includeRetired: true) {
      id
      name
      outcome
      retired
      position
    }
  }
`);

export const CreateStageDocument = graphql(`
  mutation AdminCreateStage($kind: LeadKind!, $name: String!, $outcome: StageOutcome) {
    createLeadStage(kind: $kind, name: $name, outcome: $outcome) {
      id
    }
  }
`);

export const RenameStageDocument = graphql(`
  mutation AdminRenameStage($id: ID!, $name: String!) {
    renameLeadStage(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const OrderStagesDocument = graphql(`
  mutation AdminOrderStages($kind: LeadKind!, $ids: [ID!]!) {
    orderLeadStages(kind: $kind, ids: $ids) {
      id
      position
    }
  }
`);

export const RetireStageDocument = graphql(`
  mutation AdminRetireStage($id: ID!, $retired: Boolean) {
    retireLeadStage(id: $id, retired: $retired) {
      id
      retired
    }
  }
`);
