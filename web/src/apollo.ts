import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

// The REST shim reads the same key, so a login through either API keeps working (decisions: Auth).
export const TOKEN_STORAGE_KEY = 'token';

export function requestHeaders(token: string | null): Record<string, string> {
  return {
    // Yoga's CSRF prevention rejects requests without a header that a plain cross-site form cannot set.
    'apollo-require-preflight': 'true',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage access throws when the browser blocks it; the visitor is then simply anonymous.
    return null;
  }
}

// Read per request, not once, so a login or logout applies without rebuilding the client.
const authLink = new SetContextLink((prevContext) => ({
  headers: { ...prevContext.headers, ...requestHeaders(readToken()) },
}));

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([authLink, new HttpLink({ uri: '/graphql' })]),
  cache: new InMemoryCache(),
});
