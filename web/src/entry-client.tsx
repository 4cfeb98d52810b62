import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createGraphQLRequest } from './lib/graphql';
import { createAppRouter } from './router';

const router = createAppRouter({ graphql: createGraphQLRequest(fetch.bind(globalThis)) });

// The server rendered the whole document; React takes it over without re-rendering it. As a
// transition, hydration yields to the browser every few milliseconds instead of one long task
// (Lighthouse's total blocking time on the larger pages was mostly that task).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
