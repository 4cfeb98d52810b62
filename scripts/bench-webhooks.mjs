// The webhook rows of `npm run bench` (decision 062): a local HTTPS receiver answering 204, its
// certificate made here with openssl and trusted by the product through WEBHOOK_EXTRA_CA_FILE (the
// same setting a private CA would use), and two endpoints registered by the owner before the row.
// BENCH_WEBHOOK_PORT chooses the receiver's port (default: any free one).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-hooks-'));
const key = path.join(dir, 'key.pem');
const cert = path.join(dir, 'cert.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ],
  { stdio: 'ignore' },
);

/** What the product needs to trust the receiver. */
export const WEBHOOK_BENCH_ENV = { WEBHOOK_EXTRA_CA_FILE: cert };

let receiver;

function startReceiver() {
  receiver ??= new Promise((resolve, reject) => {
    const server = https.createServer(
      { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
      (req, res) => {
        req.resume();
        req.on('end', () => {
          res.writeHead(204).end();
        });
      },
    );
    server.once('error', reject);
    server.listen(Number(process.env.BENCH_WEBHOOK_PORT ?? 0), '127.0.0.1', () => {
      server.unref();
      resolve(`https://127.0.0.1:${server.address().port}`);
    });
  });
  return receiver;
}

/** Registers two endpoints for new leads (as the owner: the receiver is on this machine). */
export async function registerTwoWebhooks(base, token) {
  const url = await startReceiver();
  for (const name of ['crm', 'chat']) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
        variables: {
          input: {
            url: `${url}/${name}`,
            events: ['lead.received'],
            permissions: ['readContactRequests'],
            allowPrivate: true,
          },
        },
      }),
    });
    const answer = await res.json();
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }
  return {};
}
