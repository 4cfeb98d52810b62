import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/**
 * The staff area's GraphQL client. Only admin code imports this module (the public pages use the
 * small fetch client of lib/graphql.ts), so Apollo never reaches a visitor's first load.
 */

// The REST shim reads the same key, so a login through either API keeps working (decisions: Auth).
export const TOKEN_STORAGE_KEY = 'token';

export function requestHeaders(token: string | null): Record<string, string> {
  return {
    // Yoga's CSRF prevention rejects requests without a header that a plain cross-site form cannot set.
    'apollo-require-preflight': 'true',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export function getStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    // Storage access throws when the browser blocks it; the visitor is then simply anonymous.
    return null;
  }
}

export function storeToken(token: string): void {
  globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearStoredToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* nothing stored, nothing to remove */
  }
}

/** True for the API's answer to a missing, expired or revoked token. */
export function isAuthError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

// Operations whose UNAUTHENTICATED answer means "wrong credentials" (or "sign in again"), not
// "session over": the password, the second step and enrolment with a ticket (decision 031).
const CREDENTIAL_OPERATIONS = new Set([
  'AdminLogin',
  'AdminSignInWithTotp',
  'AdminSignInWithRecoveryCode',
  'AdminStartPasskeySignIn',
  'AdminFinishPasskeySignIn',
  'AdminEnrolStartTotp',
  'AdminEnrolConfirmTotp',
  'AdminEnrolStartPasskey',
  'AdminEnrolFinishPasskey',
]);

let onAuthLost: (() => void) | undefined;
/** The admin frame registers how to leave when a session ends mid-use (a revoked or expired token). */
export function setAuthLostHandler(handler: (() => void) | undefined): void {
  onAuthLost = handler;
}

const errorLink = new ErrorLink(({ error, operation }) => {
  if (!isAuthError(error) || CREDENTIAL_OPERATIONS.has(operation.operationName ?? '')) return;
  clearStoredToken();
  onAuthLost?.();
});

// Read per request, not once, so a login or logout applies without rebuilding the client.
const authLink = new SetContextLink((prevContext) => ({
  headers: { ...prevContext.headers, ...requestHeaders(getStoredToken()) },
}));

// Trusted documents (docs/decisions/022-trusted-documents.md): each operation goes by the id
// codegen gave it (codegen.ts), in Apollo's persisted-query form, and the API looks its text up in
// the list the web build handed it. A document without an id (none today) is sent by a name the
// API cannot know: it answers PERSISTED_QUERY_NOT_FOUND and this link resends the full text.
// Always POST: staff answers depend on the Authorization header and must not sit in URL-keyed
// caches.
const persistedLink = new PersistedQueryLink({
  generateHash: (document) =>
    (document as { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '') ?? 'unlisted',
  useGETForHashedQueries: false,
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, authLink, persistedLink, new HttpLink({ uri: '/graphql' })]),
  cache: new InMemoryCache(),
  defaultOptions: {
    // Staff edit the same rows from several screens and people: show the cache, then refresh it.
    watchQuery: { fetchPolicy: 'cache-and-network' },
  },
});
