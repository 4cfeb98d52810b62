import type { FastifyInstance } from 'fastify';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { keptForVisitors } from './kept.ts';
import { bodyId, vacancyInput, vacancyJson } from './shapes.ts';

export async function vacancyRoutes(api: FastifyInstance, opts: RestOptions) {
  const { services } = opts;
  // Without a token: the visible vacancies (the careers loader). With a vacancy staff token: all;
  // the service decides from the viewer.
  api.get(
    '/vacancy',
    keptForVisitors(opts, async (req) => {
      const list = await services.vacancies.list(await req.ctx.viewer(), { includeHidden: 'ifAllowed' });
      return list.map(vacancyJson);
    }),
  );

  api.get<{ Params: { id: string } }>('/vacancy/:id', async (req, reply) => {
    const vacancy = await services.vacancies.get(await req.ctx.viewer(), req.params.id);
    if (!vacancy) return reply.code(404).send({ message: 'Vacancy not found.', code: 'NOT_FOUND' });
    return vacancyJson(vacancy);
  });

  // Writes hand the body to the service as sent (in the service's spelling): it checks the caller's
  // role, then the fields.
  api.post('/vacancy', async (req, reply) => {
    const input = vacancyInput(jsonBody(req));
    return reply.code(201).send(vacancyJson(await services.vacancies.create(await req.ctx.actor(), input)));
  });

  api.put('/vacancy', async (req) => {
    const body = jsonBody(req);
    const input = vacancyInput(body);
    return vacancyJson(await services.vacancies.update(await req.ctx.actor(), bodyId(body), input));
  });

  api.delete<{ Params: { id: string } }>('/vacancy/:id', async (req) => ({
    _id: await services.vacancies.remove(await req.ctx.actor(), req.params.id),
  }));
}
