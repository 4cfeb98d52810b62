import { graphql } from '../gql/gql';

// The spec's listing leaves the owner out; the server's own default agrees, but say it.
export const USERS_VARIABLES = { withoutOwner: true } as const;

// A row of the list. A new account's answer selects the same, so the list can take it in as it is.
graphql(`
  fragment AdminUserRow on User {
    id
    name
    email
    roles
    active
    lastLoginAt
    createdAt
    twoFactorMethods
  }
`);

export const AdminUsersDocument = graphql(`
  query AdminUsers($withoutOwner: Boolean) {
    users(withoutOwner: $withoutOwner) {
      ...AdminUserRow
    }
  }
`);
