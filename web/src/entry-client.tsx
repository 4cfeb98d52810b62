import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { captureFirstTouch } from './lib/first-touch';
import { createGraphQLRequest } from './lib/graphql';
import { yieldToMain } from './lib/yield-to-main';
import { createAppRouter } from './router';

/**
 * The server rendered the whole document; React takes it over without re-rendering it, in steps
 * that each end their task (issue 25: one long task of start-up was most of the total blocking
 * time): the modules are evaluated, the router is made, then it reads the server's state and loads the matched routes' code
 * (what RouterClient does before it renders), then React hydrates. Hydration runs as a transition,
 * so React yields to the browser every few milliseconds, and each Suspense boundary of a page
 * (components/hydration) is hydrated and committed on its own.
 */
async function start() {
  // Where the visit began (decision 051): a few lines, before anything else can navigate.
  captureFirstTouch();
  // Evaluating the modules above was a task of its own; building the route tree is the next.
  await yieldToMain();
  const router = createAppRouter({ graphql: createGraphQLRequest(fetch.bind(globalThis)) });
  await yieldToMain();
  // Then tells the router's inline bootstrap that hydration has its data, so it can let go of it.
  await hydrate(router).finally(() => window.$_TSR?.h());
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

void start();
