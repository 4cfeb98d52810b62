import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export type Received = { headers: Record<string, string>; body: string; at: number };

/**
 * A local HTTPS receiver for the webhook tests: a self-signed certificate made here (for 127.0.0.1,
 * ::1, localhost and rebind.test), the answers scripted per test, every request kept. The app
 * trusts the certificate through `webhooks.extraCa` (WEBHOOK_EXTRA_CA_FILE), never by turning
 * checks off.
 */
export async function startReceiver(port: number) {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
          { type: 2, value: 'localhost' },
          { type: 2, value: 'rebind.test' },
        ],
      },
    ],
  } as Parameters<typeof generate>[1]);
  const received: Received[] = [];
  const answers: number[] = [];
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : 'x'.repeat(10_000));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    ca: pems.cert,
    port: (server.address() as AddressInfo).port,
    received,
    /** The next answers' statuses, in order; 200 once they run out. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
