import { createHash } from 'node:crypto';
import { ARTICLE_CATEGORIES } from '@agency/schema/articles';
import { BLOG_FEEDS, categoryFeedPath, categoryNameOfSlug, JOB_FEEDS } from '@agency/schema/feeds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageKey, pipelineHeaders, sendAnswer, type PageParams } from '../caching/http.ts';
import type { Produced, ResponseCache } from '../caching/response-cache.ts';
import type { Config } from '../env.ts';
import type { FeedDocument } from '../services/feeds.ts';
import type { Services } from '../services/index.ts';

/**
 * The feeds' doors (decision 063): the blog's RSS, Atom and JSON Feed, each category's, and the
 * job feeds. Kept by the response cache under the same key the server's fast path looks up for any
 * page path (`page /blog/rss.xml`), dropped with the pages when an article or vacancy changes
 * (the tags the services' reads record), and answered 304 on a matching ETag on either path.
 */
export function registerFeeds(
  server: FastifyInstance,
  opts: { config: Config; services: Services; cache: ResponseCache; pageParams: PageParams },
) {
  const { config, services, cache, pageParams } = opts;
  const keep = config.cache.pages && cache.enabled;

  const serve = async (req: FastifyRequest, reply: FastifyReply, make: () => Promise<FeedDocument>) => {
    const produce = async (): Promise<Produced> => {
      const doc = await make();
      return {
        status: 200,
        headers: {
          ...pipelineHeaders(reply),
          'content-type': doc.type,
          'last-modified': doc.lastModified.toUTCString(),
          // Readers ask again each time and get a 304 while nothing changed (the cache sets its own).
          'cache-control': 'no-cache',
        },
        body: Buffer.from(doc.body),
        cacheable: true,
      };
    };
    if (keep) return sendAnswer(req, reply, await cache.answer(pageKey(req.url, pageParams), produce));
    return sendFresh(req, reply, await produce());
  };

  for (const feed of BLOG_FEEDS) {
    server.get(feed.path, (req, reply) =>
      serve(req, reply, async () => (await services.feeds.blog(feed.format))!),
    );
    server.get<{ Params: { category: string } }>(
      `/blog/category/:category/${feed.path.slice('/blog/'.length)}`,
      async (req, reply) => {
        const name = categoryNameOfSlug(req.params.category);
        const category = ARTICLE_CATEGORIES.find((c) => c === name);
        // An unknown category has no feed; the one address of a known one is its lower-case slug.
        if (!category) return reply.callNotFound();
        const canonical = categoryFeedPath(category, feed.format);
        if (req.url.split('?')[0] !== canonical) return reply.redirect(canonical, 301);
        return serve(req, reply, async () => (await services.feeds.blog(feed.format, req.params.category))!);
      },
    );
  }
  for (const feed of JOB_FEEDS) {
    server.get(feed.path, (req, reply) => serve(req, reply, () => services.feeds.jobs(feed.format)));
  }
}

/**
 * An answer the response cache does not keep (PAGE_CACHE off): its ETag is the hash of its bytes,
 * as a kept one's is, so a reader's conditional request is a 304 here too. Weak, as compression
 * (per request here) changes the bytes on the wire but not what they mean.
 */
function sendFresh(req: FastifyRequest, reply: FastifyReply, produced: Produced) {
  const etag = `W/"${createHash('sha256').update(produced.body).digest('base64url').slice(0, 22)}"`;
  reply.headers(produced.headers).header('etag', etag);
  const asked = req.headers['if-none-match'];
  const matches = asked
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag.slice(2) || tag === '*');
  if (matches) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  return reply.code(produced.status).send(produced.body);
}
