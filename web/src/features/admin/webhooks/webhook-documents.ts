import { graphql } from '../gql/gql';

export const AdminWebhookEndpointsDocument = graphql(`
  query AdminWebhookEndpoints {
    webhookEndpoints {
      id
      url
      description
      events
      permissions
      enabled
      allowPrivate
      createdAt
    }
  }
`);

export const AdminWebhookDeliveriesDocument = graphql(`
  query AdminWebhookDeliveries($endpointId: ID!, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: 20, after: $after) {
      hasMore
      endCursor
      items {
        id
        eventId
        type
        status
        attempts
        lastStatus
        lastError
        nextAttemptAt
        deliveredAt
        createdAt
      }
    }
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
    }
  }
`);

export const UpdateWebhookEndpointDocument = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      url
      description
      events
      permissions
      enabled
      allowPrivate
    }
  }
`);

export const DeleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const SendTestWebhookDocument = graphql(`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      id
    }
  }
`);

export const ResendWebhookDeliveryDocument = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      attempts
    }
  }
`);
