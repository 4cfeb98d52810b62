import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { toAppError } from '../errors.ts';
import { parseJsonWithinLimits } from '../security/json-limits.ts';

/** The parameters of a GraphQL GET whose values are JSON text (GraphQL over HTTP). */
const JSON_PARAMS = ['variables', 'extensions'];

/**
 * A GET's `variables` and `extensions` must be JSON within JSON_LIMITS. Yoga's parser lets
 * JSON.parse's SyntaxError through, and an error that is not a GraphQLError is masked as ours: a 500
 * for the caller's typo. Here such a request is a 400 naming the parameter, before Yoga reads it.
 */
export const useStrictSearchParams: Plugin = {
  onRequestParse: ({ request, url }) => {
    if (request.method !== 'GET') return;
    for (const name of JSON_PARAMS) {
      const text = url.searchParams.get(name);
      if (!text) continue;
      try {
        parseJsonWithinLimits(text, name, `"${name}" parameter`);
      } catch (err) {
        const { message, fields } = toAppError(err)!;
        throw new GraphQLError(message, {
          extensions: { code: 'BAD_USER_INPUT', fields, http: { status: 400 } },
        });
      }
    }
  },
};
