import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../services/deps.ts';
import type { Services } from '../services/index.ts';
import { queryText } from './query.ts';
import { contentDisposition, flag } from './shapes.ts';

/**
 * Who asks for a file export: the holder of a download link (`?link=`, from leadsExportLink or
 * auditLogExportLink; decision 037), checked for this very path and query, or else the request's
 * bearer token. Either way the export's service then checks the permission.
 */
export async function exportActor(req: FastifyRequest, services: Services): Promise<Actor> {
  const link = queryText(req.query, 'link');
  if (link === undefined) return req.ctx.actor();
  return services.downloads.actorFor(link, req.url.split('?')[0]!, req.query as Record<string, unknown>, {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
}

/**
 * Sends a CSV export as it is read (the stream's back-pressure reaches the database reads), as an
 * attachment unless `?download=false`. Nothing about it may be kept by a cache.
 */
export function sendCsv(reply: FastifyReply, req: FastifyRequest, file: { name: string; stream: Readable }) {
  const download = queryText(req.query, 'download');
  if (download === undefined || flag(download))
    reply.header('content-disposition', contentDisposition('attachment', file.name));
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
