// The house rules that keep the architecture readable, checked by `npm test` (docs/decisions/026).
// Only architecture: which layer may import which, and no import cycles. Style is Prettier's job.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const dirsIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A zone forbids files under `target` to import anything under `from`.
const zone = (target, from, message, except) => ({ target, from, message, ...(except && { except }) });

// api: the doors (GraphQL, REST) call the services; the services use the lower parts (security,
// storage, mail, caching, the database, env). A lower part never reaches up.
const API = 'api/src';
const apiDoors = [`${API}/graphql`, `${API}/rest`];
const apiTop = [
  `${API}/app.ts`,
  `${API}/http-pipeline.ts`,
  `${API}/lifecycle.ts`,
  `${API}/server.ts`,
  `${API}/web.ts`,
  `${API}/context.ts`,
  `${API}/seed`,
];
const apiLower = [
  `${API}/jobs`,
  `${API}/security`,
  `${API}/storage`,
  `${API}/mail`,
  `${API}/caching`,
  `${API}/db.ts`,
  `${API}/db-adapter.ts`,
  `${API}/db-reader.ts`,
  `${API}/pg-catalog-names.ts`,
  `${API}/db-errors.ts`,
  `${API}/db-url.ts`,
  `${API}/env.ts`,
  `${API}/errors.ts`,
  `${API}/media-type.ts`,
];
const apiZones = [
  zone(
    apiLower,
    [`${API}/services`, ...apiDoors, ...apiTop],
    'security, storage, mail, caching and the database sit below the services: move what they share down (e.g. api/src/errors.ts).',
  ),
  zone(`${API}/services`, [...apiDoors, ...apiTop], 'Services are called by the doors, never the other way.'),
  zone(
    `${API}/graphql`,
    `${API}/rest`,
    'GraphQL and REST are two doors onto the services: share code through a service.',
  ),
  zone(
    `${API}/rest`,
    `${API}/graphql`,
    'GraphQL and REST are two doors onto the services: share code through a service.',
  ),
  zone(
    'api',
    ['web', 'e2e'],
    'The API does not import the web app or the tests; share code through @agency/schema.',
  ),
];

// web: routes -> features -> components -> lib. Content is data: features and routes read it and
// hand it to components as props; it imports no component, and no component or lib file imports it.
const WEB = 'web/src';
const webTop = [`${WEB}/routes`, `${WEB}/router.tsx`, `${WEB}/entry-client.tsx`, `${WEB}/entry-server.tsx`];
// The page host (decision 041): the server's side of the web app, on top of the router. Only
// entry-server.tsx uses it; code that ships to browsers never does.
const webServer = [`${WEB}/server`, `${WEB}/entry-server.tsx`];
const features = dirsIn(`${WEB}/features`);
// The admin area's pages are features of their own; ui, gql, layout and auth are what they share,
// with apollo (the staff GraphQL client, which only admin code may load: decision 042).
const adminShared = ['ui', 'gql', 'layout', 'auth', 'apollo'];
const adminPages = dirsIn(`${WEB}/features/admin`).filter((name) => !adminShared.includes(name));
const webZones = [
  zone(
    [
      `${WEB}/routes`,
      `${WEB}/router.tsx`,
      `${WEB}/entry-client.tsx`,
      `${WEB}/features`,
      `${WEB}/components`,
      `${WEB}/content`,
      `${WEB}/lib`,
    ],
    webServer,
    'The page host (web/src/server) is server code: only entry-server.tsx uses it.',
  ),
  zone(`${WEB}/features`, webTop, 'Features are used by routes, never the other way.'),
  zone(
    `${WEB}/components`,
    [...webTop, `${WEB}/features`],
    'Shared components know no feature: take the feature part as a prop or children.',
  ),
  zone(
    `${WEB}/components`,
    `${WEB}/content`,
    'Components take content as props from a feature or route; shared types live in web/src/lib.',
  ),
  zone(
    `${WEB}/content`,
    [...webTop, `${WEB}/features`, `${WEB}/components`],
    'Content is data: it imports no component (shared types live in web/src/lib).',
  ),
  zone(
    `${WEB}/lib`,
    [...webTop, `${WEB}/features`, `${WEB}/components`, `${WEB}/content`],
    'web/src/lib is the bottom layer: it imports nothing of the app.',
  ),
  ...features.map((name) =>
    zone(
      `${WEB}/features/${name}`,
      `${WEB}/features`,
      'Features do not import each other: move what they share down to components or lib.',
      [`./${name}`],
    ),
  ),
  ...adminPages.map((name) =>
    zone(
      `${WEB}/features/admin/${name}`,
      adminPages.filter((other) => other !== name).map((other) => `${WEB}/features/admin/${other}`),
      'Admin pages do not import each other: share through admin/ui.',
    ),
  ),
  zone(
    adminShared.map((name) => `${WEB}/features/admin/${name}`),
    adminPages.map((name) => `${WEB}/features/admin/${name}`),
    'The admin kit (ui, gql, layout, auth, apollo) knows no admin page.',
  ),
  zone(
    'web',
    ['api', 'e2e'],
    'The web app does not import the API or the tests; share code through @agency/schema.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-*/**',
      'api/src/generated/**',
      'api/prisma/generated/**',
      'web/src/gql/**',
      'web/src/features/admin/gql/**',
      'web/src/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  // typescript-eslint's recommended set (not the type-checked one): a few mistakes tsc lets pass.
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.js', '.mjs', '.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['api/tsconfig.json', 'web/tsconfig.json', 'schema/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // A leading underscore marks what is unused on purpose (a Playwright fixture that must run,
      // a field left out of a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests hand odd shapes to the code on purpose.
    files: ['**/*.test.{ts,tsx}', 'api/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The Prisma clients' types and helpers come through api/src/db.ts, the one place that picks a
    // client (SQLite's types describe both providers).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db.ts', 'api/src/generated/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/generated/prisma-', message: 'Import Prisma types and helpers from api/src/db.ts.' },
          ],
        },
      ],
    },
  },
  {
    // Node's modules exist on the server only: browser code that imported one would fail to build
    // or carry a polyfill. The page host and its tests may.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/server/**', 'web/src/entry-server.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^node:', message: 'Node modules belong in the page host (web/src/server).' }],
        },
      ],
    },
  },
  {
    // Only the web app has React; elsewhere `use…` names are Playwright fixtures and Yoga plugins.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests may reach across layers to set up what they check; nothing imports a test, so they
    // cannot close a cycle.
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...apiZones, ...webZones] }],
    },
  },
);
