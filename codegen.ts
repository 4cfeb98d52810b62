import type { CodegenConfig } from '@graphql-codegen/cli';
import { fileURLToPath } from 'node:url';

// Paths are anchored here because the web package runs codegen from web/ with --config ../codegen.ts.
const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: CodegenConfig = {
  // GRAPHQL_SCHEMA lets a branch try the client against a schema before the API prints it.
  schema: process.env.GRAPHQL_SCHEMA ?? root('schema/schema.graphql'),
  documents: [root('web/src/**/*.{ts,tsx,graphql}'), `!${root('web/src/gql/**')}`],
  generates: {
    [root('web/src/gql/')]: {
      preset: 'client',
      config: {
        // verbatimModuleSyntax requires type-only imports; string unions keep enums free of runtime code.
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
