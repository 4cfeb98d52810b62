import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Download } from '../services/uploads.ts';
import { AppError } from '../errors.ts';
import type { LeadKind } from '@agency/schema/inbox';
import type { RestOptions } from './route-kit.ts';
import { singleFilePart } from './multipart.ts';
import { contentDisposition } from './shapes.ts';
import { exportActor, sendCsv } from './exports.ts';
import { queryText } from './query.ts';

/** Files and the inbox export: beyond the spec's table, needed by the lead inbox and the blog. */
export async function fileRoutes(api: FastifyInstance, { services, files }: RestOptions) {
  // The bytes stream from the driver (disk or bucket) through this answer, after the access check:
  // no bucket URL ever reaches the client. Opened before the headers go, so a missing file is a 404.
  const send = async (
    reply: FastifyReply,
    file: Download,
    disposition: 'attachment' | 'inline',
    cacheControl: string,
  ) => {
    const body = await files.open(file.id);
    return reply
      .header('cache-control', cacheControl)
      .type(file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(disposition, file.name))
      .header('x-content-type-options', 'nosniff')
      .send(body);
  };

  // Lead attachments and CVs: staff who may read the lead only, always as a download.
  api.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const file = await services.uploads.attachmentForDownload(await req.ctx.actor(), req.params.id);
    return send(reply, file, 'attachment', 'private, no-store');
  });

  // Article covers are public images. A cover's bytes never change, but it is deleted with the last
  // article that shows it: caches may keep it for a day, not a year.
  api.get<{ Params: { id: string } }>('/images/:id', async (req, reply) => {
    const file = await services.uploads.coverForDisplay(req.params.id);
    // Covers and articles' social cards are shown on other sites too (a shared link's preview).
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return send(reply, file, 'inline', 'public, max-age=86400');
  });

  // Responsive variants of covers and pictures in the text (decision 048): made on first request,
  // then kept; like the picture itself they change only when it is deleted.
  api.get<{ Params: { id: string; variant: string } }>('/images/:id/:variant', async (req, reply) => {
    const { body, mimeType } = await services.media.variants.open(req.params.id, req.params.variant);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .type(mimeType)
      .send(body);
  });

  api.post('/images', async (req) => {
    return services.uploads.uploadCover(await req.ctx.actor(), async () => {
      const part = await singleFilePart(req);
      return { stream: part.file, filename: part.filename, beforeKeep: part.rest };
    });
  });

  // The inbox's CSV, streamed (decision 037): with the staff token, or a download link from
  // leadsExportLink (the browser's own download, which sends no token).
  api.get<{ Params: { kind: string } }>('/inbox/:kind/export.csv', async (req, reply) => {
    const kind = EXPORT_KINDS[req.params.kind];
    if (!kind) throw new AppError('NOT_FOUND', 'Use contact-requests or job-applications.');
    const actor = await exportActor(req, services);
    const file = await services.leads.exportCsv(actor, kind, () => ({
      status: queryText(req.query, 'status'),
      search: queryText(req.query, 'search'),
    }));
    return sendCsv(reply, req, file);
  });
}

const EXPORT_KINDS: Record<string, LeadKind> = {
  'contact-requests': 'contact',
  'job-applications': 'application',
};
