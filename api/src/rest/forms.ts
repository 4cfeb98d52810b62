import type { FastifyInstance } from 'fastify';
import { jsonBody, type RestOptions } from './index.ts';
import { singleFilePart } from './multipart.ts';

export async function formRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.post('/upload-file', async (req) => {
    const part = await singleFilePart(req);
    return services.uploads.uploadAttachment(part.file, part.filename, await req.ctx.actor(), {
      beforeKeep: part.rest,
    });
  });

  api.post('/send-form', async (req, reply) => {
    const receipt = await services.leads.submitContact(jsonBody(req) as never, await req.ctx.actor());
    return reply.code(201).send({
      _id: receipt.id,
      createdAt: receipt.createdAt,
      message: 'Thank you! Our manager will contact you shortly.',
    });
  });

  api.post('/send-vacancy-form', async (req, reply) => {
    const receipt = await services.leads.submitApplication(jsonBody(req) as never, await req.ctx.actor());
    return reply
      .code(201)
      .send({ _id: receipt.id, createdAt: receipt.createdAt, message: 'Thank you for your application!' });
  });
}
