import type { FastifyInstance } from 'fastify';
import { AppError } from '../services/errors.ts';
import { jsonBody, type RestOptions } from './index.ts';

export async function formRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.post('/upload-file', async (req) => {
    if (!req.isMultipart())
      throw new AppError('BAD_USER_INPUT', 'Send the file as multipart/form-data in the field "file".');
    const part = await req.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.resume();
      throw new AppError('BAD_USER_INPUT', 'Send the file as multipart/form-data in the field "file".');
    }
    return services.uploads.uploadAttachment(part.file, part.filename, await req.ctx.actor());
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
