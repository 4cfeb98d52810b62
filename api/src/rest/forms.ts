import type { FastifyInstance } from 'fastify';
import { contactRequest, jobApplication } from '@agency/schema/form-rules';
import { FORM_REFUSED } from '@agency/schema/forms';
import { parseInput } from '../services/input.ts';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { singleFilePart } from './multipart.ts';

const application = jobApplication('any');

export async function formRoutes(api: FastifyInstance, { services }: RestOptions) {
  api.post('/upload-file', async (req) => {
    const part = await singleFilePart(req);
    return services.uploads.uploadAttachment(part.file, part.filename, await req.ctx.actor(), {
      beforeKeep: part.rest,
    });
  });

  api.post('/send-form', async (req, reply) => {
    const body = jsonBody(req);
    const input = parseInput(contactRequest, body, FORM_REFUSED);
    // The schema keeps the form's fields; the bot-check solution is the service's to verify.
    const receipt = await services.leads.submitContact(
      { ...input, botCheck: body.botCheck },
      await req.ctx.actor(),
    );
    return reply.code(201).send({
      _id: receipt.id,
      createdAt: receipt.createdAt,
      message: 'Thank you! Our manager will contact you shortly.',
    });
  });

  api.post('/send-vacancy-form', async (req, reply) => {
    const body = jsonBody(req);
    const input = parseInput(application, body, FORM_REFUSED);
    // The schema keeps the form's fields; the bot-check solution is the service's to verify.
    const receipt = await services.leads.submitApplication(
      { ...input, botCheck: body.botCheck },
      await req.ctx.actor(),
    );
    return reply
      .code(201)
      .send({ _id: receipt.id, createdAt: receipt.createdAt, message: 'Thank you for your application!' });
  });
}
