import type { FastifyInstance } from 'fastify';
import { can } from '@agency/schema/roles';
import { jsonBody, type RestOptions } from './index.ts';
import { keptForVisitors } from './kept.ts';
import { bodyId, vacancyInput, vacancyJson } from './shapes.ts';

export async function vacancyRoutes(api: FastifyInstance, opts: RestOptions) {
  const { services } = opts;
  // Without a token: the visible vacancies (the careers loader). With a vacancy staff token: all.
  api.get(
    '/vacancy',
    keptForVisitors(opts, async (req) => {
      const viewer = await req.ctx.viewer();
      const list = await services.vacancies.list(viewer, {
        includeHidden: can(viewer?.roles, 'manageVacancies'),
      });
      return list.map(vacancyJson);
    }),
  );

  api.get<{ Params: { id: string } }>('/vacancy/:id', async (req, reply) => {
    const vacancy = await services.vacancies.get(await req.ctx.viewer(), req.params.id);
    if (!vacancy) return reply.code(404).send({ message: 'Vacancy not found.', code: 'NOT_FOUND' });
    return vacancyJson(vacancy);
  });

  api.post('/vacancy', async (req, reply) => {
    const vacancy = await services.vacancies.create(
      await req.ctx.viewer(),
      vacancyInput(jsonBody(req)) as never,
    );
    return reply.code(201).send(vacancyJson(vacancy));
  });

  api.put('/vacancy', async (req) => {
    const body = jsonBody(req);
    return vacancyJson(
      await services.vacancies.update(await req.ctx.viewer(), bodyId(body), vacancyInput(body)),
    );
  });

  api.delete<{ Params: { id: string } }>('/vacancy/:id', async (req) => ({
    _id: await services.vacancies.remove(await req.ctx.viewer(), req.params.id),
  }));
}
