import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@agency/schema/forms';
import { AppError } from '../errors.ts';
import { articleRoutes } from './articles.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { botCheckRoutes } from './bot-check.ts';
import { fileRoutes } from './files.ts';
import { formRoutes } from './forms.ts';
import { userRoutes } from './users.ts';
import type { RestOptions } from './route-kit.ts';
import { vacancyRoutes } from './vacancies.ts';

/**
 * The /api/* shim: the documented legacy paths and payloads, each handler a few lines that call
 * the same services as GraphQL. Failures answer `{ message, code, fields? }` with a 4xx/5xx status
 * (rest/errors.ts, the server-wide error handler).
 */
export async function registerRest(api: FastifyInstance, opts: RestOptions) {
  await api.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 10_000, parts: 6 },
    throwFileSizeLimit: true,
  });

  // Multipart bodies can be sent cross-site without a preflight: refuse origins not on the allowlist.
  const allowed = new Set(opts.config.corsOrigins);
  api.addHook('preValidation', async (req) => {
    const origin = req.headers.origin;
    if (req.isMultipart() && origin && !allowed.has(origin) && origin !== selfOrigin(req)) {
      throw new AppError('FORBIDDEN', 'Uploads are accepted from this site only.');
    }
  });

  // Only our own options go down: Fastify's (such as prefix) would otherwise apply twice.
  const own: RestOptions = {
    services: opts.services,
    files: opts.files,
    config: opts.config,
    cache: opts.cache,
  };
  for (const routes of [
    authRoutes,
    articleRoutes,
    vacancyRoutes,
    userRoutes,
    formRoutes,
    botCheckRoutes,
    fileRoutes,
    auditRoutes,
  ]) {
    await api.register(routes, own);
  }
}

function selfOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}
