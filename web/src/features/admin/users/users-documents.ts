import { graphql } from '../gql/gql';

// The spec's listing leaves the owner out; the server's own default agrees, but say it.
export const USERS_VARIABLES = { withoutOwner: true } as const;

export const AdminUsersDocument = graphql(`
  query AdminUsers($withoutOwner: Boolean) {
    users(withoutOwner: $withoutOwner) {
      id
      name
      email
      roles
      active
      lastLoginAt
      createdAt
      twoFactorMethods
    }
  }
`);
