import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { pipelineHeaders, restKey, sendAnswer } from '../caching/http.ts';
import type { ResponseCache } from '../caching/response-cache.ts';
import type { Config } from '../env.ts';

/**
 * A public list answered from the response cache for visitors (no token): the JSON is made once,
 * compressed once, and dropped the moment a write changes what it read. Requests with a token
 * (staff, who may see drafts) always run the handler.
 */
export function keptForVisitors(
  opts: { cache: ResponseCache; config: Config },
  handler: (req: FastifyRequest) => Promise<unknown>,
): RouteHandlerMethod {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization || !opts.config.cache.api) return handler(req);
    const answer = await opts.cache.answer(restKey(req.url), async () => ({
      status: 200,
      headers: { ...pipelineHeaders(reply), 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(JSON.stringify(await handler(req))),
      cacheable: true,
    }));
    return sendAnswer(req, reply, answer);
  };
}
