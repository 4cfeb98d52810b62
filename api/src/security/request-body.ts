import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { JsonShapeScanner, type JsonShapeProblem } from './json-limits.ts';

export type BodyRead =
  | { body: Buffer }
  /** Past the byte limit: what came so far is dropped. */
  | { tooLarge: true }
  /** JSON nested or wide past JSON_LIMITS: found while reading, so the rest is never kept. */
  | { shape: JsonShapeProblem };

/**
 * Reads a request body up to `limit` bytes, with or without a Content-Length (chunked). With `json`,
 * its shape is checked chunk by chunk as it arrives (json-limits.ts). Either way, the first chunk
 * past a limit ends the read: nothing more is kept, and the answer (413 or 400) goes out while the
 * client may still be sending; `lingerThenClose` then takes the rest off the wire.
 */
export function readRequestBody(stream: Readable, opts: { limit: number; json: boolean }): Promise<BodyRead> {
  const scanner = opts.json ? new JsonShapeScanner() : undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (result: BodyRead) => {
      chunks.length = 0;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > opts.limit) return stop({ tooLarge: true });
      const shape = scanner?.write(chunk);
      if (shape) return stop({ shape });
      chunks.push(chunk);
    };
    const onEnd = () => stop({ body: Buffer.concat(chunks, size) });
    const onError = (err: Error) => {
      chunks.length = 0;
      stream.off('data', onData);
      reject(err);
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/**
 * The most of a refused request's body that is read and dropped to keep its connection open: the
 * largest body any route takes (one upload and its fields). A longer or unknown (chunked) rest is
 * not waited for: the connection closes (lingerThenClose).
 */
const DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * For an answer sent before the request's body was all read: when the body's declared length is
 * within DRAIN_BYTES, its rest is read and dropped (no memory kept) so the connection can carry
 * the next request, and true is returned; otherwise false, and the caller closes the connection.
 */
export function drainRest(raw: IncomingMessage): boolean {
  const declared = Number(raw.headers['content-length']);
  if (!(declared > 0 && declared <= DRAIN_BYTES)) return false;
  raw.removeAllListeners('data');
  raw.resume();
  return true;
}

/** How long a refused request's remaining body is read and dropped before its connection is closed. */
const LINGER_MS = 5_000;

/**
 * For an answer sent before the request's body was all read (a 413, a refused JSON shape, a 401 on
 * an upload): the answer says `Connection: close`, and the connection is then closed the way RFC
 * 9112 §9.6 asks, as nginx's lingering close does. Node would close the socket at once with unread
 * bytes in it, and the kernel answers those with a reset: the client, still writing, sees EPIPE or
 * ECONNRESET instead of the answer. Here the server sends its FIN after the answer, keeps reading
 * and dropping what the client still sends (no memory kept), and closes when the client has sent
 * it all, or after LINGER_MS at the latest.
 */
export function lingerThenClose(raw: IncomingMessage): void {
  const socket = raw.socket;
  if (!socket || socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  // Node's server calls destroySoon() once a `Connection: close` answer is written: end our side
  // only, and let the client's end (or the timer) close it.
  socket.destroySoon = function endOnly(this: typeof socket) {
    this.end();
  };
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Whatever still arrives of this body is read and dropped; the socket closes itself (it is not
  // half-open) once the client, having read the answer, ends its side.
  raw.removeAllListeners('data');
  raw.resume();
}

const lingering = new WeakSet<object>();
