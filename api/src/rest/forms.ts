import type { FastifyInstance } from 'fastify';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { singleFilePart } from './multipart.ts';

export async function formRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.post('/upload-file', async (req) => {
    const part = await singleFilePart(req);
    return services.uploads.uploadAttachment(part.file, part.filename, await req.ctx.actor(), {
      beforeKeep: part.rest,
    });
  });

  // The forms' bodies go to the service as sent: it checks the fields (and the bot-check) once.
  api.post('/send-form', async (req, reply) => {
    const receipt = await services.leads.submitContact(jsonBody(req), await req.ctx.actor());
    return reply.code(201).send({
      _id: receipt.id,
      createdAt: receipt.createdAt,
      message: 'Thank you! Our manager will contact you shortly.',
    });
  });

  api.post('/send-vacancy-form', async (req, reply) => {
    const receipt = await services.leads.submitApplication(jsonBody(req), await req.ctx.actor());
    return reply
      .code(201)
      .send({ _id: receipt.id, createdAt: receipt.createdAt, message: 'Thank you for your application!' });
  });
}
