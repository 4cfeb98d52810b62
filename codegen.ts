import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { Kind, visit, type ASTNode, type SelectionSetNode } from 'graphql';
import { fileURLToPath } from 'node:url';

// Paths are anchored here because the web package runs codegen from web/ with --config ../codegen.ts
// (so imports resolve from web/ too).
const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// enumsAsTypes keeps enums free of runtime code; verbatimModuleSyntax requires type-only imports.
const clientPreset = {
  preset: 'client' as const,
  config: { useTypeImports: true, enumsAsTypes: true },
};

// Trusted documents (docs/decisions/022-trusted-documents.md): each output writes
// persisted-documents.json (id -> text), which the web build hands to the API, and every document
// carries its id as `__meta__.hash` ("sha256:<hex>"). The operation's kind and name ride along:
// the public client, which has no document text left, sends a query by GET and a mutation by POST,
// and names the operation in the request (for logs, and for the tests that pick requests out).
type Definition = { kind: string; operation?: string; name?: { value: string } };
const operationMeta = (document: { definitions: readonly Definition[] }) => {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return { operationType: operation?.operation, operationName: operation?.name?.value };
};

// Apollo's own rule (addTypenameToDocument): __typename in every selection set but an operation's
// root. The listed text then answers what the text Apollo builds would have; the preset's
// addTypenameSelectionDocumentTransform also selects it at the root, which types every query result
// with a required `__typename: 'Query'` that the admin's cache updates do not write.
const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
const addTypenameAsApolloDoes: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((source) => ({
      ...source,
      document:
        source.document &&
        visit(source.document, {
          SelectionSet(node: SelectionSetNode, _key, parent: ASTNode | readonly ASTNode[] | undefined) {
            if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
            if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__')))
              return undefined;
            return { ...node, selections: [...node.selections, TYPENAME] };
          },
        }),
    })),
};

const config: CodegenConfig = {
  // GRAPHQL_SCHEMA lets a branch try the client against a schema before the API prints it.
  schema: process.env.GRAPHQL_SCHEMA ?? root('schema/schema.graphql'),
  generates: {
    // Two outputs, because the client preset's graphql() holds every document of its output in one
    // map: the public pages load theirs only, and the staff area's ~30 documents stay in its chunks.
    [root('web/src/gql/')]: {
      ...clientPreset,
      // The bundle keeps only the ids: no document text, and no graphql printer to send it.
      presetConfig: {
        onExecutableDocumentNode: operationMeta,
        persistedDocuments: { mode: 'replaceDocumentWithHash', hashAlgorithm: 'sha256' },
      },
      documents: [
        root('web/src/**/*.{ts,tsx,graphql}'),
        `!${root('web/src/gql/**')}`,
        `!${root('web/src/features/admin/**')}`,
      ],
    },
    [root('web/src/features/admin/gql/')]: {
      ...clientPreset,
      // Plain data from shared fragments: the admin forms read and write whole records. Apollo
      // keeps the text (its cache reads the documents) and sends the id; the listed text selects
      // __typename where Apollo's own text would, so its cache can normalise the answer.
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
      },
      documentTransforms: [addTypenameAsApolloDoes],
      documents: [
        root('web/src/features/admin/**/*.{ts,tsx,graphql}'),
        `!${root('web/src/features/admin/gql/**')}`,
      ],
    },
  },
};

export default config;
