import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, type ReactNode } from 'react';

// The client, cache and links are most of Apollo's ~55 KB gzip; loading them on demand keeps them
// out of the entry chunk and off the first paint of pages that show no API data.
const ApolloRoot = lazy(async () => {
  const { apolloClient } = await import('../apollo');
  return {
    default: ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={apolloClient}>{children}</ApolloProvider>
    ),
  };
});

export function WithApollo({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloRoot>{children}</ApolloRoot>
    </Suspense>
  );
}
