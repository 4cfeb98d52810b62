import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createGraphQLRequest } from './lib/graphql';
import { createAppRouter } from './router';

const router = createAppRouter({ graphql: createGraphQLRequest(fetch.bind(globalThis)) });

// The server rendered the whole document; React takes it over without re-rendering it.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
