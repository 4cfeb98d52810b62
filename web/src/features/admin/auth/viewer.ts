import { apolloClient, clearStoredToken, getStoredToken, isAuthError } from '../apollo/apollo-client';
import { graphql } from '../gql/gql';
import type { AdminViewerFragment } from '../gql/graphql';

// The signed-in person as every sign-in answer and `me` give it: the guard and acceptSession keep
// it in the cache as `me`, so each of them must select exactly this.
graphql(`
  fragment AdminViewer on User {
    id
    name
    email
    roles
  }
`);

export const AdminMeDocument = graphql(`
  query AdminMe {
    me {
      ...AdminViewer
    }
  }
`);

export type Viewer = AdminViewerFragment;

/**
 * The signed-in staff member, or null when there is no token or the server no longer accepts it
 * (the token is then removed). The first call asks the server; later navigations reuse the answer
 * until logout clears the cache. Network failures are thrown, so the guard shows an error with a
 * retry instead of sending a signed-in person to the login page.
 */
export async function loadViewer(): Promise<Viewer | null> {
  if (!getStoredToken()) return null;
  try {
    const { data } = await apolloClient.query({ query: AdminMeDocument, fetchPolicy: 'cache-first' });
    if (data?.me) return data.me;
  } catch (error) {
    if (!isAuthError(error)) throw error;
  }
  clearStoredToken();
  return null;
}

const LogoutDocument = graphql(`
  mutation AdminLogout {
    logout
  }
`);

/**
 * Signs out: the server ends this token's session first (decisions.md, departure 3), then the
 * token and the cache go. If the server cannot be reached the token is dropped all the same.
 */
export async function signOut(): Promise<void> {
  try {
    await apolloClient.mutate({ mutation: LogoutDocument });
  } catch {
    // Offline or down: this device forgets the token; the session ends by itself when it expires.
  }
  clearStoredToken();
  await apolloClient.clearStore();
}
