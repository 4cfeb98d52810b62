import { graphql } from '../gql/gql';

export const ApiKeysDocument = graphql(`
  query AdminApiKeys {
    apiKeys {
      id
      name
      prefix
      permissions
      allowedSources
      expiresAt
      createdAt
      createdByEmail
      lastUsedAt
      lastUsedIp
      revokedAt
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation AdminCreateApiKey($input: ApiKeyCreateInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
        name
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation AdminRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);
