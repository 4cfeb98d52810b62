import type { FastifyInstance } from 'fastify';
import { MAX_OFFSET, MAX_PAGE_SIZE } from '../services/paging.ts';
import { jsonBody, type RestOptions } from './route-kit.ts';
import { keptForVisitors } from './kept.ts';
import { queryInt, queryText } from './query.ts';
import { articleJson, bodyId, flag } from './shapes.ts';

export async function articleRoutes(api: FastifyInstance, opts: RestOptions) {
  const { services } = opts;
  // Public list; with the token of article staff it includes drafts (the admin list): the service
  // decides from the viewer.
  api.get(
    '/article/all',
    keptForVisitors(opts, async (req) => {
      const viewer = await req.ctx.viewer();
      const page = await services.articles.list(viewer, {
        category: queryText(req.query, 'category') || null,
        search: queryText(req.query, 'search') || null,
        includeDrafts: 'ifAllowed',
        // Bigger pages are clamped to MAX_PAGE_SIZE by the service, as before.
        first: queryInt(req.query, 'limit', { min: 1, max: MAX_OFFSET }) ?? MAX_PAGE_SIZE,
        offset: queryInt(req.query, 'offset', { min: 0, max: MAX_OFFSET }) ?? 0,
      });
      return { data: page.items.map(articleJson), total: page.total };
    }),
  );

  api.get<{ Params: { id: string } }>('/article/one/:id', async (req, reply) => {
    const viewer = await req.ctx.viewer();
    const article =
      (await services.articles.get(viewer, { id: req.params.id })) ??
      (await services.articles.get(viewer, { slug: req.params.id }));
    if (!article) return reply.code(404).send({ message: 'Article not found.', code: 'NOT_FOUND' });
    return articleJson(article);
  });

  api.get(
    '/article/categories',
    keptForVisitors(opts, async (req) =>
      services.articles.categories(
        await req.ctx.viewer(),
        flag((req.query as { inActiveArticles?: string }).inActiveArticles),
      ),
    ),
  );

  // Writes hand the body to the service as sent: it checks the caller's role, then the fields.
  api.post('/article/create', async (req, reply) => {
    const article = await services.articles.create(await req.ctx.actor(), jsonBody(req));
    return reply.code(201).send(articleJson(article));
  });

  api.put('/article', async (req) => {
    const body = jsonBody(req);
    return articleJson(await services.articles.update(await req.ctx.actor(), bodyId(body), body));
  });

  // The toggle's body: a visibility to set, or none to flip it.
  api.put('/article/change-visibility', async (req) => {
    const body = jsonBody(req);
    return articleJson(
      await services.articles.setVisibility(await req.ctx.actor(), bodyId(body), body.visibility),
    );
  });

  api.delete<{ Params: { id: string } }>('/article/:id', async (req) => ({
    _id: await services.articles.remove(await req.ctx.actor(), req.params.id),
  }));
}
