/**
 * The limits every GraphQL document sent as text is held to (graphql-armor in yoga.ts, and the
 * response cache's look at a body in http.ts, which parses before Yoga does).
 */
export const GRAPHQL_LIMITS = {
  depth: 8,
  aliases: 10,
  directives: 10,
  /** The parser stops at the first token past this: a 1 MB query costs what its first 2,000 do. */
  tokens: 2000,
  cost: 5000,
} as const;
