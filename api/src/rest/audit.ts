import type { FastifyInstance } from 'fastify';
import { isAuditAction } from '@agency/schema/audit';
import { invalidInput } from '../errors.ts';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { queryText } from './query.ts';
import { contentDisposition } from './shapes.ts';
import { exportActor, sendCsv } from './exports.ts';

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

/** The Activity filters as the export's query string gives them; a wrong one is a 400 naming it. */
function auditFilter(query: unknown) {
  const action = queryText(query, 'action') || undefined;
  if (action !== undefined && !isAuditAction(action))
    throw invalidInput('Unknown action.', { action: 'Choose one of the actions the audit log records.' });
  return {
    actor: queryText(query, 'actor'),
    action,
    target: queryText(query, 'target'),
    from: queryDate(query, 'from'),
    to: queryDate(query, 'to'),
  };
}

/**
 * The audit log's CSV export and the data-request archive (decision 030): downloads the admin
 * saves as files. The log can only be read here; nothing under /api/audit writes.
 */
export async function auditRoutes(api: FastifyInstance, { services }: RestOptions) {
  // Streamed, with the staff token or a download link from auditLogExportLink (decision 037).
  api.get('/audit/export.csv', async (req, reply) => {
    const actor = await exportActor(req, services);
    const file = await services.audit.exportCsv(actor, () => auditFilter(req.query));
    return sendCsv(reply, req, file);
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
