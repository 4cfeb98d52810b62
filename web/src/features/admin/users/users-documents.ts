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

export const UpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      roles
      active
    }
  }
`);

export const RevokeSessionsDocument = graphql(`
  mutation AdminRevokeUserSessions($id: ID!) {
    revokeUserSessions(id: $id) {
      id
    }
  }
`);

export const ResetTwoFactorDocument = graphql(`
  mutation AdminResetUserTwoFactor($id: ID!) {
    resetUserTwoFactor(id: $id) {
      id
      twoFactorMethods
    }
  }
`);

export const DeleteUserDocument = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);
