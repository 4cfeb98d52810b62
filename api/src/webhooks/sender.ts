import https from 'node:https';
import type { LookupFunction } from 'node:net';
import tls from 'node:tls';
import type { PinnedAddress } from './address-guard.ts';

/** What is read of a receiver's answer: the status decides, the body is only a hint for the log. */
const BODY_CAP_BYTES = 1024;

/**
 * One TLS context per extra CA, made once: a context built from the ~140 system roots plus the
 * extra certificate costs milliseconds and native memory, far too much to pay per delivery.
 */
const contexts = new Map<string, tls.SecureContext>();
function contextWith(extraCa: string): tls.SecureContext {
  let context = contexts.get(extraCa);
  if (!context) {
    context = tls.createSecureContext({ ca: [...tls.rootCertificates, extraCa] });
    contexts.set(extraCa, context);
  }
  return context;
}

export type PostResult = { status: number; body: string };

export type PostOptions = {
  url: URL;
  /** The checked address: the connection goes there whatever DNS says now. */
  pinned: PinnedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Certificates trusted besides the system's (WEBHOOK_EXTRA_CA_FILE: a private CA, or a test's). */
  extraCa?: string;
};

/**
 * One POST to a webhook receiver (decision 062): a fresh connection (no agent, so no pooled socket
 * to another address is reused) to the pinned address, the certificate checked against the URL's
 * host name as usual, redirects not followed (node's https never follows them; a 3xx is a failed
 * attempt), the whole exchange bounded by `timeoutMs`, and at most BODY_CAP_BYTES of the answer read.
 */
export function postToReceiver(opts: PostOptions): Promise<PostResult> {
  const { url, pinned } = opts;
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else (callback as (e: null, a: string, f: number) => void)(null, pinned.address, pinned.family);
  };
  return new Promise((resolve, reject) => {
    const req = https.request({
      method: 'POST',
      protocol: 'https:',
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      headers: { ...opts.headers, 'content-length': Buffer.byteLength(opts.body).toString() },
      agent: false,
      lookup,
      ...(opts.extraCa ? { secureContext: contextWith(opts.extraCa) } : {}),
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`No answer within ${opts.timeoutMs} ms.`)),
      opts.timeoutMs,
    );
    const done = (fn: () => void) => {
      clearTimeout(timer);
      fn();
    };
    req.on('error', (err) => done(() => reject(err)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        done(() => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        if (size < BODY_CAP_BYTES) chunks.push(chunk.subarray(0, BODY_CAP_BYTES - size));
        size += chunk.length;
        if (size >= BODY_CAP_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', finish);
    });
    req.end(opts.body);
  });
}
