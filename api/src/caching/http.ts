import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEntry, negotiate, type Entry, type Produced, type ResponseCache } from './response-cache.ts';

/** The search params each page reads, by path: the web app's routes declare them (PageHost.pageParams). */
export type PageParams = Readonly<Record<string, readonly string[]>>;

/**
 * A page's one key however its query was written: the path and the parameters that page reads
 * (the blog's category and page, the careers list's city, level and page), in that order, blank
 * ones left out. Any other parameter (utm_source, fbclid, a cache-buster, another page's filter)
 * does not change the page, so it shares the page's entry: a shared link with tracking parameters
 * is served from the cache like the plain address. A filter value the page does not know is not
 * kept either: the careers page redirects it away (decision 038).
 */
export function pageKey(url: string, pageParams: PageParams): string {
  const q = url.indexOf('?');
  if (q < 0) return `page ${url}`;
  const path = url.slice(0, q);
  const names = pageParams[path];
  if (!names) return `page ${path}`;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept = names
    .filter((name) => params.get(name))
    .map((name) => `${name}=${encodeURIComponent(params.get(name)!)}`);
  return `page ${path}${kept.length ? `?${kept.join('&')}` : ''}`;
}

/** GraphQL answers depend on the URL (document id and variables) and on the media type asked for. */
export function graphqlGetKey(url: string, accept: string | undefined): string {
  return `graphql ${url} ${accept ?? ''}`;
}

export function restKey(url: string): string {
  return `rest ${url}`;
}

/**
 * The key of an anonymous GraphQL POST: the media type asked for and the body itself when small
 * (cheaper than hashing it on every request), else its hash.
 */
export function graphqlPostKey(body: Buffer, accept: string | undefined): string {
  const text =
    body.length <= SMALL_BODY
      ? body.toString('latin1')
      : createHash('sha256').update(body).digest('base64url');
  return `graphql-post ${accept ?? ''} ${text}`;
}

const SMALL_BODY = 4096;

/** A body the fast path read already, for the GraphQL door to use instead of the spent stream. */
const readAhead = new WeakMap<IncomingMessage, Buffer>();

export function bodyReadAhead(req: IncomingMessage): Buffer | undefined {
  return readAhead.get(req);
}

/** Yoga's CSRF prevention wants one of these on a GET; without it the request goes to Yoga (and is refused). */
export const CSRF_HEADERS = ['apollo-require-preflight', 'x-graphql-yoga-csrf'];

/**
 * Answers a GET or HEAD from the response cache before Fastify sees it, when a kept answer exists
 * and nothing about the request needs the full pipeline: no credentials, no Origin (CORS), and for
 * GraphQL the CSRF header. The kept answer carries every header the full pipeline gave it (security
 * headers, its own CSP), so both paths answer alike. Returns false to hand the request on.
 */
export function serveFromCache(
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: () => string,
  pageParams: PageParams,
): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !cache.enabled) return false;
  const h = req.headers;
  const url = req.url ?? '/';
  if (h.authorization || h.origin) return false;
  let key: string;
  if (url.startsWith('/graphql')) {
    if (!CSRF_HEADERS.some((name) => h[name])) return false;
    key = graphqlGetKey(url, h.accept);
  } else if (url.startsWith('/api/')) {
    key = restKey(url);
  } else {
    key = pageKey(url, pageParams);
  }
  const entry = cache.peek(key);
  if (!entry) return false;
  const out = negotiate(entry, {
    method: req.method,
    acceptEncoding: h['accept-encoding'],
    ifNoneMatch: h['if-none-match'],
  });
  // The variant's headers are shared by every answer: the request id is set beside them.
  res.setHeader('x-request-id', requestId());
  res.writeHead(out.status, out.headers);
  res.end(out.body);
  return true;
}

/**
 * The same for an anonymous GraphQL query sent as a small JSON POST (integrators, GraphiQL): the
 * body is read here to find its key; on a miss the request goes on to Fastify with the body kept
 * beside it (the GraphQL door reads it from there, as its stream is spent). Calls `next` unless
 * it answered.
 */
export function serveGraphQLPostFromCache(
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: () => string,
  next: () => void,
): boolean {
  const h = req.headers;
  const length = Number(h['content-length']);
  if (
    req.method !== 'POST' ||
    !cache.enabled ||
    h.authorization ||
    h.origin ||
    !(length > 0 && length <= SMALL_BODY) ||
    !(req.url === '/graphql' || req.url?.startsWith('/graphql?')) ||
    !h['content-type']?.toLowerCase().startsWith('application/json')
  )
    return false;
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('error', () => next());
  req.once('end', () => {
    const body = Buffer.concat(chunks);
    readAhead.set(req, body);
    const entry = cache.peek(graphqlPostKey(body, h.accept));
    if (!entry) return next();
    const out = negotiate(entry, {
      method: 'POST',
      acceptEncoding: h['accept-encoding'],
      ifNoneMatch: undefined,
    });
    res.setHeader('x-request-id', requestId());
    res.writeHead(out.status, out.headers);
    res.end(out.body);
  });
  return true;
}

/** Sends a kept answer (negotiated for this request) or a fresh one through Fastify. */
export function sendAnswer(req: FastifyRequest, reply: FastifyReply, answer: Entry | Produced) {
  if (!isEntry(answer)) {
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  }
  const out = negotiate(answer, {
    method: req.method,
    acceptEncoding: req.headers['accept-encoding'],
    ifNoneMatch: req.headers['if-none-match'],
  });
  reply.code(out.status).headers(out.headers);
  return out.body ? reply.send(out.body) : reply.send();
}

/** The headers the pipeline has set on this reply so far (helmet's, CORS'), for a kept answer to replay. */
export function pipelineHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  const add = (all: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(all)) {
      if (value !== undefined)
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
  };
  add(reply.raw.getHeaders());
  add(reply.getHeaders());
  return headers;
}
