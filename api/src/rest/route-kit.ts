import type { FastifyRequest } from 'fastify';
import type { ResponseCache } from '../caching/response-cache.ts';
import type { Config } from '../env.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services/index.ts';
import { assertWellFormedText } from '../services/text-input.ts';
import type { FileStore } from '../storage/files.ts';

// What every REST route file takes. Kept apart from index.ts, which registers the route files:
// were it there, each route file and index.ts would import each other.

export type RestOptions = { services: Services; files: FileStore; config: Config; cache: ResponseCache };

/** The JSON body as a plain object; anything else is a 400 the caller can act on. */
export function jsonBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('BAD_USER_INPUT', 'Send a JSON object as the request body.');
  }
  assertWellFormedText(body);
  return body as Record<string, unknown>;
}
