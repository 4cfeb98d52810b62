import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type Source,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/**
 * The site's own operations (the trusted documents of decision 022, whether sent by id or as their
 * exact text) run as JavaScript functions graphql-jit compiles once per document, instead of
 * through graphql-js's interpreter: more uncached answers a second for the blog's article list,
 * and faster page loaders (decision 035). Everything around execution stays one pipeline: the
 * limits, the masking and the plugins in yoga.ts run as for any document.
 *
 * Only those documents: text anyone else sends is never compiled, so no request can make the
 * server generate code from a stranger's document, or pay a compilation per unique query.
 * Variables are coerced by graphql-js first, and a request whose variables do not fit is left to
 * the interpreter: graphql-jit words those errors differently, and the caller gets the same 400
 * naming the field as everywhere else.
 */
export function useCompiledTrustedDocuments(trustedTexts: Iterable<string>): Plugin {
  const texts = new Set(trustedTexts);
  // Yoga's parser cache hands out one DocumentNode per text, so each is compiled once.
  const trusted = new WeakSet<DocumentNode>();
  const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();

  const compiledFor = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) => {
    let query = compiled.get(document);
    if (query === undefined) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      // A document graphql-jit cannot compile keeps running through the interpreter.
      query = isCompiledQuery(result) ? result : null;
      compiled.set(document, query);
    }
    return query;
  };

  return {
    onParse: ({ params }) => {
      if (typeof params.source !== 'string' || !texts.has(params.source)) return;
      return ({ result }) => {
        if (result && !(result instanceof Error)) trusted.add(result);
      };
    },
    onExecute: ({ args, setExecuteFn }) => {
      if (!trusted.has(args.document)) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const variables = getVariableValues(
        args.schema,
        operation.variableDefinitions ?? [],
        (args.variableValues ?? {}) as Record<string, unknown>,
      );
      if (variables.errors) return;
      const query = compiledFor(args.schema, args.document, args.operationName);
      if (query)
        setExecuteFn(async (run) =>
          asInterpreted(
            await query.query(run.rootValue, run.contextValue, run.variableValues),
            run.document.loc?.source,
          ),
        );
    },
  };
}

/**
 * graphql-jit's errors differ from graphql-js's in two ways a caller would see, both undone here.
 * They are located by line and column only, with neither AST nodes nor source positions, and Yoga
 * writes an error out from those, so the locations were lost. And a value the schema cannot return
 * (a null for a non-null field, a scalar that does not serialise) comes with no original error,
 * which the masking would show as it is, where graphql-js's located error is hidden as internal.
 */
function asInterpreted(result: ExecutionResult, source: Source | undefined): ExecutionResult {
  if (!result.errors?.length) return result;
  const offsets = source && lineOffsets(source.body);
  return {
    ...result,
    errors: result.errors.map(
      (error) =>
        new GraphQLError(error.message, {
          source,
          positions: offsets && error.locations?.map(({ line, column }) => offsets[line - 1]! + column - 1),
          path: error.path,
          originalError: error.originalError ?? new Error(error.message),
          extensions: error.extensions,
        }),
    ),
  };
}

/** Where each line of `body` starts, as GraphQL counts lines (after \n, \r\n or \r). */
function lineOffsets(body: string): number[] {
  const offsets = [0];
  for (const match of body.matchAll(/\r\n|\n|\r/g)) offsets.push(match.index + match[0].length);
  return offsets;
}
