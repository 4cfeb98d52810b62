#!/usr/bin/env node
// `node scripts/hostile-probe.mjs`: what malformed and hostile requests cost the server in memory.
// Starts the product as the bench does (production, web/dist, its own SQLite database), then sends
// each kind of request in the table below: 8 alone (each from a settled server), 16 one after
// another, then 16 eight at a time, and reports per kind the answers' statuses, the slowest answer,
// and how far the server's resident memory rose at its peak (VmHWM, reset before each phase through
// /proc/<pid>/clear_refs) and after it.
// Issue 24: no single request may grow the process by more than a few MB beyond its body limit.
// It asserts nothing; PROBE_ONLY=<regular expression> runs only the kinds whose name matches.
import fs from 'node:fs';
import http from 'node:http';
import { memory, settle, startProduct, stopProduct } from './bench-servers.mjs';
import { log, prepare } from './lib.mjs';

const ONLY = process.env.PROBE_ONLY ? new RegExp(process.env.PROBE_ONLY) : undefined;
const MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };
const csrf = { 'apollo-require-preflight': 'true' };
const nested = (levels) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const FORM = {
  name: 'Ada',
  email: 'ada@example.com',
  country: 'Ukraine',
  interest: 'Outsource',
  message: 'Hi',
};
const boundary = 'probeBoundary';
const multipart = (parts) =>
  Buffer.concat([
    ...parts.map(({ name, filename, type, body }) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        ),
        Buffer.isBuffer(body) ? body : Buffer.from(body),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}`, ...csrf };
const pdf = (bytes) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20)]);

/** Each kind: a request (method, path, headers, body), and `chunked` to send it without a length. */
const KINDS = [
  {
    name: 'nested JSON 10,000 deep (REST form)',
    path: '/api/send-form',
    headers: json,
    body: nested(10_000),
  },
  { name: 'nested JSON 10,000 deep (GraphQL)', path: '/graphql', headers: json, body: nested(10_000) },
  {
    name: 'form with a 1 MB message',
    path: '/api/send-form',
    headers: json,
    body: JSON.stringify({ ...FORM, message: 'x'.repeat(MB - 200) }),
  },
  {
    name: 'form with 9 x 999 strings of 100 bytes',
    path: '/api/send-form',
    headers: json,
    body: JSON.stringify({
      ...FORM,
      message: Array.from({ length: 9 }, () => Array(999).fill('y'.repeat(100))),
    }),
  },
  {
    name: 'GraphQL variables: 9 x 999 objects',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({
      query: '{ __typename }',
      variables: { v: Array.from({ length: 9 }, () => Array.from({ length: 999 }, () => ({ a: 'b' }))) },
    }),
  },
  {
    name: 'GraphQL: 1 MB of escaped text in a variable',
    path: '/graphql',
    headers: json,
    body: `{"query":"{ __typename }","variables":{"v":"${'\\u00e9'.repeat(170_000)}"}}`,
  },
  {
    name: 'JSON that is not JSON, 1 MB',
    path: '/api/send-form',
    headers: json,
    body: '{"a":' + '1'.repeat(MB - 10),
  },
  {
    name: 'GraphQL query text of 1 MB',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({ query: `{ ${'categories { name } '.repeat(50_000)} }` }),
  },
  {
    name: 'GraphQL query, 1 MB of one long name',
    path: '/graphql',
    headers: json,
    body: JSON.stringify({ query: `{ ${'a'.repeat(MB - 100)} }` }),
  },
  {
    name: 'GraphQL batch of 500 operations',
    path: '/graphql',
    headers: json,
    body: JSON.stringify(Array.from({ length: 500 }, () => ({ query: '{ categories { name } }' }))),
  },
  {
    name: 'login with a 1 MB password',
    path: '/api/auth/login',
    headers: json,
    body: JSON.stringify({ email: 'owner@agency.local', password: 'p'.repeat(MB - 100) }),
  },
  {
    name: '20 MB JSON, chunked',
    path: '/api/send-form',
    headers: json,
    body: Buffer.alloc(20 * MB, 0x20),
    chunked: true,
  },
  {
    name: '20 MB GraphQL, chunked',
    path: '/graphql',
    headers: json,
    body: Buffer.alloc(20 * MB, 0x20),
    chunked: true,
  },
  {
    name: 'upload of 5 MB (a PDF)',
    path: '/api/upload-file',
    headers: multipartHeaders,
    body: multipart([{ name: 'file', filename: 'cv.pdf', type: 'application/pdf', body: pdf(5 * MB - 100) }]),
  },
  {
    name: 'upload of 12 MB, chunked',
    path: '/api/upload-file',
    headers: multipartHeaders,
    body: multipart([{ name: 'file', filename: 'cv.pdf', type: 'application/pdf', body: pdf(12 * MB) }]),
    chunked: true,
  },
  {
    name: 'GraphQL upload of 12 MB',
    path: '/graphql',
    headers: multipartHeaders,
    body: multipart([
      {
        name: 'operations',
        body: JSON.stringify({
          query: 'mutation($f: File!) { uploadFile(file: $f) { url } }',
          variables: { f: null },
        }),
      },
      { name: 'map', body: '{"0":["variables.f"]}' },
      { name: '0', filename: 'cv.pdf', type: 'application/pdf', body: pdf(12 * MB) },
    ]),
  },
  {
    name: 'multipart of 1,000 small fields',
    path: '/api/upload-file',
    headers: multipartHeaders,
    body: multipart(Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, body: 'x'.repeat(500) }))),
  },
  {
    name: 'GraphQL GET with 12 KB of variables',
    method: 'GET',
    path: `/graphql?query=${encodeURIComponent('query($v: String) { categories { name } }')}&variables=${encodeURIComponent(JSON.stringify({ v: 'z'.repeat(12_000) }))}`,
    headers: csrf,
  },
  {
    name: 'page with a 12 KB query string',
    method: 'GET',
    path: `/blog?category=${'c'.repeat(12_000)}`,
    headers: {},
  },
  { name: 'unknown page, 12 KB path', method: 'GET', path: `/${'p'.repeat(12_000)}`, headers: {} },
  {
    name: 'form with a 12 KB Idempotency-Key',
    path: '/api/send-form',
    headers: { ...json, 'idempotency-key': 'k'.repeat(12_000) },
    body: JSON.stringify(FORM),
  },
];

function send(base, kind) {
  const url = new URL(kind.path, base);
  const body =
    kind.body === undefined ? undefined : Buffer.isBuffer(kind.body) ? kind.body : Buffer.from(kind.body);
  const headers = { ...kind.headers };
  if (body && !kind.chunked) headers['content-length'] = body.length;
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(url, { method: kind.method ?? 'POST', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('error', (err) => resolve({ status: err.code ?? err.message, ms: performance.now() - started }));
    if (!body) return req.end();
    // In 64 KB pieces, as a network delivers a large body.
    let at = 0;
    const pump = () => {
      while (at < body.length) {
        const piece = body.subarray(at, at + 65_536);
        at += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function main() {
  prepare();
  const product = await startProduct('probe', { BOT_CHECK: 'altcha', RATE_LIMIT_FACTOR: '10000' });
  const pid = product.child.pid;
  const rows = [];
  try {
    await settle(pid);
    const ready = memory(pid);
    log(`Server ready: RSS ${ready.rss.toFixed(1)} MB`);
    for (const kind of KINDS.filter((k) => !ONLY || ONLY.test(k.name))) {
      await send(product.base, kind); // warm the route
      // One at a time, each from a settled server: what a single request of the kind costs at
      // its peak (the largest of eight), and what sixteen in a row leave behind.
      const singles = [];
      for (let i = 0; i < 8; i++)
        singles.push(await phase(pid, async () => [await send(product.base, kind)]));
      const one = await phase(pid, () => repeat(16, () => send(product.base, kind)));
      // Eight at a time: what a burst costs.
      const burst = await phase(pid, () =>
        repeat(2, () => Promise.all(Array.from({ length: 8 }, () => send(product.base, kind)))),
      );
      const answers = [...singles.flatMap((p) => p.answers), ...one.answers, ...burst.answers.flat()];
      const row = {
        kind: kind.name,
        statuses: [...new Set(answers.map((a) => a.status))].join('/'),
        slowest: Math.max(...answers.map((a) => a.ms)).toFixed(0),
        singlePeak: Math.max(...singles.map((p) => Number(p.peak))).toFixed(1),
        onePeak: one.peak,
        oneAfter: one.after,
        burstPeak: burst.peak,
      };
      rows.push(row);
      log(
        `${row.kind}: ${row.statuses}, slowest ${row.slowest} ms; one request peak +${row.singlePeak} MB; sixteen in a row peak +${row.onePeak} MB, after +${row.oneAfter} MB; eight at a time peak +${row.burstPeak} MB`,
      );
    }
  } finally {
    const problems = await stopProduct(product);
    if (problems.length)
      console.log(`The server logged ${problems.length} warnings or errors, first: ${problems[0]}`);
  }
  console.log(
    '\n| request | answers | slowest ms | one request: RSS peak growth MB | 16 in a row: peak MB | 16 in a row: after MB | 8 at a time: peak MB |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.statuses} | ${r.slowest} | ${r.singlePeak} | ${r.onePeak} | ${r.oneAfter} | ${r.burstPeak} |`,
    );
}

async function repeat(times, fn) {
  const out = [];
  for (let i = 0; i < times; i++) out.push(await fn());
  return out;
}

/** Runs `fn` from a settled server with its peak reset; the peak and the settled growth in MB. */
async function phase(pid, fn) {
  await settle(pid);
  const before = memory(pid);
  const reset = resetPeak(pid);
  const answers = await fn();
  const loaded = memory(pid);
  await settle(pid);
  const after = memory(pid);
  return {
    answers,
    peak: reset ? (Math.max(loaded.peak, after.peak) - before.rss).toFixed(1) : 'n/a',
    after: (after.rss - before.rss).toFixed(1),
  };
}

await main();
