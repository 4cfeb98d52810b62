import type { FastifyInstance } from 'fastify';
import { isAuditAction } from '@agency/schema/audit';
import { invalidInput } from '../errors.ts';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { queryText } from './query.ts';
import { contentDisposition, flag } from './shapes.ts';

/** An ISO 8601 moment from the query string, or a 400 naming the parameter. */
function queryDate(query: unknown, name: string): Date | undefined {
  const text = queryText(query, name);
  if (!text) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw invalidInput(`${name} must be a date and time (ISO 8601).`, {
      [name]: 'Give a date and time such as 2026-11-24T00:00:00Z.',
    });
  return date;
}

/**
 * The audit log's CSV export and the data-request archive (decision 030): downloads the admin
 * saves as files. The log can only be read here; nothing under /api/audit writes.
 */
export async function auditRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.get('/audit/export.csv', async (req, reply) => {
    const action = queryText(req.query, 'action') || undefined;
    if (action !== undefined && !isAuditAction(action))
      throw invalidInput('Unknown action.', { action: 'Choose one of the actions the audit log records.' });
    const csv = await services.audit.csv(await req.ctx.actor(), {
      actor: queryText(req.query, 'actor'),
      action,
      target: queryText(req.query, 'target'),
      from: queryDate(req.query, 'from'),
      to: queryDate(req.query, 'to'),
    });
    const download = queryText(req.query, 'download');
    if (download === undefined || flag(download))
      reply.header('content-disposition', contentDisposition('attachment', 'audit-log.csv'));
    return reply.type('text/csv; charset=utf-8').header('cache-control', 'private, no-store').send(csv);
  });

  // POST, so the address is never in a URL (proxies and access logs keep URLs).
  api.post('/privacy/export', async (req, reply) => {
    // The service checks the caller's role, then the address.
    const { email } = jsonBody(req);
    const { name, stream } = await services.dataRequests.exportArchive(await req.ctx.actor(), email);
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition('attachment', name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
