import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { Changes } from './changes.ts';
import { trackReads } from './read-tags.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An answer as its maker produced it. `cacheable` is the maker's say; the cache adds its own rules. */
export type Produced = {
  status: number;
  /** Every header the answer carries (security headers included), lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
  cacheable: boolean;
};

/** One encoding of a kept answer, with its headers (ETag, length, Vary) written out once. */
type Variant = {
  body: Buffer;
  headers: Record<string, string>;
  /** The same headers for a 304: no content type, length or encoding. */
  notModified: Record<string, string>;
};

/** A kept answer: its bytes in each encoding, computed once, and the data tags it was made from. */
export type Entry = {
  /** The uncompressed bytes (each variant holds its own encoding's). */
  identity: Buffer;
  /** A hash of the identity bytes; each encoding's strong ETag adds a suffix to it. */
  hash: string;
  tags: readonly string[];
  variants: { identity: Variant; gzip: Variant | undefined; br: Variant | undefined };
};

/** What goes on the wire for one request: status, headers and body (empty for 304 and HEAD). */
export type Negotiated = { status: number; headers: Record<string, string>; body: Buffer | undefined };

// Below this, compressing costs more than it saves (the same threshold @fastify/compress uses).
const COMPRESS_MIN_BYTES = 1024;
// Headers that belong to one exchange, never to a kept answer.
const PER_EXCHANGE = new Set([
  'content-length',
  'content-encoding',
  'connection',
  'date',
  'etag',
  'transfer-encoding',
  'keep-alive',
  'x-request-id',
  'set-cookie',
]);

export type ResponseCacheOptions = {
  /** Off: every answer is made afresh (the bench's cache-miss rows, debugging). */
  enabled: boolean;
  maxBytes: number;
  /** Longest an answer is kept even if no write touched it: a bound on anything a tag missed. */
  ttlMs: number;
  /** The Cache-Control kept answers carry, for browsers, CDNs and reverse proxies. */
  cacheControl: string;
  changes: Changes;
};

/**
 * Rendered public answers (pages, anonymous GraphQL queries, public REST lists) kept as bytes,
 * with their brotli and gzip forms computed once and a strong ETag. Each entry remembers the data
 * tags its maker read (read-tags.ts); a write publishing one of them (changes.ts) drops it at once.
 * Concurrent misses for one key share one maker: fifty visitors opening a page cold cost one render.
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, Entry> | undefined;
  /** Answers being made, with the change clock when each started. */
  readonly #making = new Map<string, { since: number; answer: Promise<Entry | Produced> }>();
  readonly #options: ResponseCacheOptions;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    if (!options.enabled) return;
    const entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) =>
        e.identity.length + (e.variants.gzip?.body.length ?? 0) + (e.variants.br?.body.length ?? 0) + 512,
      ttl: options.ttlMs,
    });
    this.#entries = entries;
    options.changes.subscribe((tags) => {
      if (tags.includes(Changes.EVERYTHING)) return entries.clear();
      const changed = new Set(tags);
      for (const [key, entry] of entries.entries()) {
        if (entry.tags.some((t) => changed.has(t))) entries.delete(key);
      }
    });
  }

  get enabled(): boolean {
    return !!this.#entries;
  }

  /** The kept answer for `key`, if any (the server's fast path asks this before anything else). */
  peek(key: string): Entry | undefined {
    return this.#entries?.get(key);
  }

  /**
   * The kept answer for `key`, or `make`'s answer: kept when it is a 200 the maker calls cacheable,
   * that sets no cookie, ran no GraphQL mutation, and whose data did not change while it was made.
   */
  async answer(key: string, make: () => Promise<Produced>): Promise<Entry | Produced> {
    const entries = this.#entries;
    if (!entries) return make();
    const hit = entries.get(key);
    if (hit) return hit;
    // A request joins an answer being made only if nothing changed since that one started: a
    // visitor who saved a vacancy and opens /careers must not get a render begun before the save.
    const since = this.#options.changes.now();
    const pending = this.#making.get(key);
    if (pending && pending.since === since) return pending.answer;
    const answer: Promise<Entry | Produced> = this.#make(entries, key, make, since).finally(() => {
      if (this.#making.get(key)?.answer === answer) this.#making.delete(key);
    });
    this.#making.set(key, { since, answer });
    return answer;
  }

  async #make(entries: LRUCache<string, Entry>, key: string, make: () => Promise<Produced>, since: number) {
    const { value: produced, reads } = await trackReads(make);
    const keep =
      produced.cacheable &&
      produced.status === 200 &&
      !('set-cookie' in produced.headers) &&
      reads.operations.every((kind) => kind === 'query');
    if (!keep) return produced;
    const entry = await this.#entry(produced, [...reads.tags]);
    // A write that landed while this was made may not show in it: answer it, but do not keep it.
    if (!this.#options.changes.changedSince(entry.tags, since)) entries.set(key, entry);
    return entry;
  }

  async #entry(produced: Produced, tags: string[]): Promise<Entry> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(produced.headers)) {
      // CORS headers answer one request's Origin; the pipeline adds them anew to each request that has one.
      if (!PER_EXCHANGE.has(name) && !name.startsWith('access-control-')) headers[name] = value;
    }
    headers['cache-control'] = this.#options.cacheControl;
    const body = produced.body;
    const compress = body.length >= COMPRESS_MIN_BYTES;
    const [br, gz] = compress
      ? await Promise.all([
          // Quality 11 once beats quality 4 per request: smaller for every visitor, paid once.
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ])
      : [undefined, undefined];
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const compressed = !!gz;
    const variant = (bytes: Buffer, encoding: string | undefined, suffix: string): Variant => {
      const common: Record<string, string> = { ...headers, etag: `"${hash}${suffix}"` };
      if (compressed)
        common['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
      const notModified = { ...common };
      delete notModified['content-type'];
      const full: Record<string, string> = { ...common, 'content-length': String(bytes.length) };
      if (encoding) full['content-encoding'] = encoding;
      return { body: bytes, headers: full, notModified };
    };
    return {
      identity: body,
      hash,
      tags,
      variants: {
        identity: variant(body, undefined, ''),
        gzip: gz && variant(gz, 'gzip', '-gz'),
        br: br && variant(br, 'br', '-br'),
      },
    };
  }
}

export function isEntry(answer: Entry | Produced): answer is Entry {
  return 'hash' in answer;
}

/** Picks the encoding the client takes (br, then gzip) and answers 304 when its copy is current. */
export function negotiate(
  entry: Entry,
  request: { method: string; acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): Negotiated {
  const { variants } = entry;
  const ae = request.acceptEncoding;
  let variant = variants.identity;
  if (ae && variants.br) {
    // The common header (`gzip, deflate, br, zstd`) has no weights: a substring test decides.
    if (!ae.includes('q='))
      variant = ae.includes('br') ? variants.br : ae.includes('gzip') ? variants.gzip! : variant;
    else {
      const accepts = parseAcceptEncoding(ae);
      variant = accepts.has('br') ? variants.br : accepts.has('gzip') ? variants.gzip! : variant;
    }
  }
  if (request.ifNoneMatch && matchesEtag(request.ifNoneMatch, entry.hash)) {
    return { status: 304, headers: variant.notModified, body: undefined };
  }
  return {
    status: 200,
    headers: variant.headers,
    body: request.method === 'HEAD' ? undefined : variant.body,
  };
}

function parseAcceptEncoding(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(name.trim());
    if (name.trim() === '*') accepted.add('br').add('gzip');
  }
  return accepted;
}

/** If-None-Match against the entry: any of its encodings' tags (same content), weak or strong, or `*`. */
function matchesEtag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const value = tag.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    return value === hash;
  });
}
