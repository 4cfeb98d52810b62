// The checks of `npm run test:cluster` (scripts/test-cluster.mjs starts the cluster they run on).
// Each takes the cluster ({ A, B, C, nginx, db, smtp, owner, run }) and resolves with
// { ok | status, figure }: the figure is what the report prints.
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { UPSTREAM_FAIL_TIMEOUT_S, sleep } from './cluster-services.mjs';

// ---- HTTP helpers -------------------------------------------------------------------------------

async function call(base, method, url, { body, token, ip, headers = {} } = {}) {
  const isForm = body instanceof FormData;
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, bytes, text: bytes.toString('utf8') };
}

const gql = (base, query, variables, token) =>
  call(base, 'POST', '/graphql', { body: { query, variables }, token });

async function signIn(cluster, instance) {
  const res = await call(instance.base, 'POST', '/api/auth/login', { body: cluster.owner, ip: freshIp() });
  if (res.status !== 200) throw new Error(`owner sign-in through ${instance.name} answered ${res.status}`);
  return res.json;
}

let ipCounter = 0;
/**
 * A client address of its own (instances trust X-Forwarded-For, TRUST_PROXY=true), so the
 * per-address limits one check uses up do not touch another's, and load from many visitors looks
 * like many visitors.
 */
const freshIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const contact = (cluster, marker, i) => ({
  name: `Cluster ${i}`,
  email: `cluster-${cluster.run}-${marker}-${i}@example.com`,
  country: 'Ukraine',
  interest: 'Dedicated Development Team',
  message: `${marker} number ${i}`,
});

const count = async (db, sql, params) => Number((await db.query(sql, params))[0].count);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---- 1. Uploads -----------------------------------------------------------------------------------

export async function uploadAcross(cluster) {
  const { A, B, C } = cluster;
  const ip = freshIp();
  // A real PDF header, then random bytes: a file no other run could have sent.
  const cv = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(256 * 1024), Buffer.from('\n%%EOF\n')]);
  const form = new FormData();
  form.set('file', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
  const uploaded = await call(A.base, 'POST', '/api/upload-file', { body: form, ip });
  if (uploaded.status !== 200) return { ok: false, figure: `upload through A answered ${uploaded.status}` };
  const applied = await call(A.base, 'POST', '/api/send-vacancy-form', {
    ip,
    body: {
      name: 'Cluster Applicant',
      email: `cv-${cluster.run}@example.com`,
      country: 'Germany',
      position: 'QA Engineer',
      message: 'CV attached.',
      attachmentUrl: uploaded.json.url,
      attachmentName: 'cv.pdf',
    },
  });
  if (applied.status !== 201)
    return { ok: false, figure: `application through A answered ${applied.status}` };
  const token = await signIn(cluster, A);
  const filePath = new URL(uploaded.json.url).pathname;
  const got = [];
  for (const instance of [B, C]) {
    const res = await call(instance.base, 'GET', filePath, { token });
    const same = res.status === 200 && res.bytes.equals(cv);
    got.push({ name: instance.name, status: res.status, same });
  }
  return {
    ok: got.every((g) => g.same),
    figure: `${cv.length} bytes up through A; ${got.map((g) => `${g.name} ${g.status} ${g.same ? 'identical' : 'DIFFERENT'}`).join(', ')}`,
  };
}

// ---- 2. Kept pages ----------------------------------------------------------------------------------

export async function publishAcross(cluster) {
  const { A, B, C } = cluster;
  const title = `Cluster article ${cluster.run}`;
  for (const instance of [B, C]) {
    const first = await call(instance.base, 'GET', '/blog');
    const etag = first.headers.get('etag');
    // A 304 to its own ETag: the page is kept, as it would be for minutes without the change bus.
    const again = etag && (await call(instance.base, 'GET', '/blog', { headers: { 'if-none-match': etag } }));
    if (first.status !== 200 || first.text.includes(title) || again?.status !== 304)
      return {
        ok: false,
        figure: `${instance.name} /blog before publishing: ${first.status}, then ${again?.status ?? 'no ETag'}`,
      };
  }
  const token = await signIn(cluster, A);
  const published = Date.now();
  const created = await gql(
    A.base,
    'mutation($input: ArticleCreateInput!) { createArticle(input: $input) { id } }',
    {
      input: {
        title,
        description: 'Published on A',
        content: '<p>Across the cluster</p>',
        category: 'DESIGN',
        visibility: true,
      },
    },
    token,
  );
  if (created.status !== 200 || created.json?.errors)
    return { ok: false, figure: `createArticle through A: ${created.status} ${created.text.slice(0, 200)}` };
  // The clock starts when A acknowledges the article: from then on every instance must show it. (The
  // mutation's own time is the database write, and grows with the machine's load, not with the bus.)
  const acknowledged = Date.now();
  const answered = acknowledged - published;
  const delays = await Promise.all(
    [B, C].map(async (instance) => {
      for (;;) {
        const res = await call(instance.base, 'GET', '/blog');
        if (res.status === 200 && res.text.includes(title)) return Date.now() - acknowledged;
        if (Date.now() - acknowledged > 3000) return Infinity;
        await sleep(25);
      }
    }),
  );
  const show = (d) => (Number.isFinite(d) ? `${d} ms` : 'not within 3 s');
  return {
    ok: delays.every((d) => d <= 1000),
    figure: `kept on B and C (304 to their ETag); the title on B after ${show(delays[0])}, on C after ${show(delays[1])} after A acknowledged it (the mutation took ${answered} ms; limit 1000 ms)`,
  };
}

// ---- 3. Sign-out ------------------------------------------------------------------------------------

export async function revokeAcross(cluster) {
  const { A, B, C } = cluster;
  // A staff-only query: without a working token it answers UNAUTHENTICATED.
  const inbox = (token) => gql(C.base, '{ contactRequests(first: 1) { total } }', {}, token);
  const token = await signIn(cluster, A);
  const before = await call(B.base, 'GET', '/api/auth/me', { token });
  const beforeC = await inbox(token);
  if (before.status !== 200 || beforeC.json?.errors)
    return { ok: false, figure: `before sign-out: B ${before.status}, C ${beforeC.text.slice(0, 200)}` };
  const out = await call(A.base, 'POST', '/api/auth/logout', { token });
  if (out.status !== 200) return { ok: false, figure: `sign-out through A answered ${out.status}` };
  const rest = await call(B.base, 'GET', '/api/auth/me', { token });
  const afterC = await inbox(token);
  const code = afterC.json?.errors?.[0]?.extensions?.code ?? `${afterC.status} without an error`;
  return {
    ok: rest.status === 401 && code === 'UNAUTHENTICATED',
    figure: `B /api/auth/me ${before.status} before, ${rest.status} on the next request after sign-out through A; C GraphQL contactRequests: total before, ${code} after`,
  };
}

// ---- 4. Sign-in limits ------------------------------------------------------------------------------

/**
 * Wrong passwords from one address, in turn through A, B and C. The limits (api/src/env.ts, at
 * RATE_LIMIT_FACTOR=1): 10 failures per account and address, 30 per address whatever the account.
 * Counters kept per process would let three times as many through.
 */
export async function loginLimitAcross(cluster) {
  const instances = [cluster.A, cluster.B, cluster.C];
  const firstRefusal = async (emails, ip, max) => {
    for (let i = 0; i < max; i++) {
      const res = await call(instances[i % 3].base, 'POST', '/api/auth/login', {
        body: { email: emails[i % emails.length], password: 'wrong-password-123' },
        ip,
      });
      if (res.status === 429) return i + 1;
      if (res.status !== 401) throw new Error(`attempt ${i + 1} answered ${res.status}`);
    }
    return Infinity;
  };
  // One account from one address: the 11th attempt is refused.
  const pair = await firstRefusal([cluster.owner.email], freshIp(), 33);
  // Four accounts from one address, at most 8 failures each (the per-account limit never bites):
  // the 31st is refused.
  const accounts = [1, 2, 3, 4].map((n) => `nobody-${n}-${cluster.run}@cluster.test`);
  const perIp = await firstRefusal(accounts, freshIp(), 93);
  const show = (n) => (Number.isFinite(n) ? `attempt ${n}` : 'never');
  return {
    ok: pair === 11 && perIp === 31,
    figure: `one account, one address, turns over A/B/C: 429 at ${show(pair)} (limit 10); four accounts, one address: 429 at ${show(perIp)} (limit 30)`,
  };
}

// ---- 5. Mail outage ---------------------------------------------------------------------------------

export const OUTAGE_FORMS = 12;

/** Takes SMTP down and posts the forms, in turn to A, B and C. */
export async function postDuringMailOutage(cluster) {
  const { A, B, C, smtp } = cluster;
  const marker = `outage-${cluster.run}`;
  await smtp.stop();
  const statuses = [];
  for (let i = 0; i < OUTAGE_FORMS; i++) {
    const res = await call([A, B, C][i % 3].base, 'POST', '/api/send-form', {
      body: contact(cluster, marker, i),
      ip: freshIp(),
    });
    statuses.push(res.status);
  }
  return { marker, statuses, posted: Date.now() };
}

const mailsOf = (smtp, marker) => smtp.received.filter((m) => m.text.includes(marker));

/** Brings SMTP back and waits for the outage's mail; each form must arrive exactly once. */
export async function mailAfterOutage(cluster, { marker, statuses, posted }) {
  const { db, smtp } = cluster;
  const created = statuses.filter((s) => s === 201).length;
  const stored = await count(db, `SELECT count(*) FROM "ContactRequest" WHERE message LIKE $1`, [
    `${marker} %`,
  ]);
  const back = Date.now();
  await smtp.start();
  // The first retry comes 30 s after the failed attempt (backoffMs in api/src/mail/outbox.ts), and
  // each instance looks for due mail every 5 s.
  const deadline = posted + 60_000;
  while (mailsOf(smtp, marker).length < OUTAGE_FORMS && Date.now() < deadline) await sleep(100);
  const mails = mailsOf(smtp, marker);
  const perForm = Array.from(
    { length: OUTAGE_FORMS },
    (_, i) => mails.filter((m) => new RegExp(`${marker} number ${i}\\r?\\n`).test(m.text)).length,
  );
  const ids = new Set(mails.map((m) => m.messageId));
  const last = mails.length ? seconds(Math.max(...mails.map((m) => m.at)) - back) : '-';
  return {
    ok:
      created === OUTAGE_FORMS &&
      stored === OUTAGE_FORMS &&
      perForm.every((n) => n === 1) &&
      ids.size === mails.length,
    figure: `${created}/${OUTAGE_FORMS} answered 201 with SMTP down, ${stored} stored; SMTP back after ${seconds(back - posted)}; ${mails.length} e-mails, ${ids.size} Message-IDs, ${Math.min(...perForm)}-${Math.max(...perForm)} per form; the last ${last} after SMTP returned`,
  };
}

/** A second copy may come late (after a claim's lease ran out): counted again at the end. */
export async function noLateDuplicates(cluster, { marker }) {
  const mails = mailsOf(cluster.smtp, marker);
  const ids = new Set(mails.map((m) => m.messageId));
  return {
    ok: mails.length === OUTAGE_FORMS && ids.size === OUTAGE_FORMS,
    figure: `${mails.length} e-mails for ${OUTAGE_FORMS} forms, ${ids.size} Message-IDs`,
  };
}

// ---- 6. Rolling restart -----------------------------------------------------------------------------

/**
 * 50 connections through nginx (pages and contact forms, each form from its own address) while A,
 * B and C restart one at a time: SIGTERM, exit, start, /readyz 200.
 */
export async function rollingRestart(cluster) {
  const { nginx, db } = cluster;
  const instances = [cluster.A, cluster.B, cluster.C];
  const marker = `load-${cluster.run}`;
  const acknowledged = [];
  /** The e-mail addresses of forms answered anything but 201: the visitor would send them again. */
  const refused = [];
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  let formN = 0;
  const page = (p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } });
  const load = autocannon({
    url: nginx.base,
    connections: 50,
    duration: 600, // stopped below, once the restarts are done
    timeout: 30,
    requests: [
      page('/'),
      page('/careers'),
      {
        method: 'POST',
        path: '/api/send-form',
        setupRequest: (req, context) => {
          const form = contact(cluster, marker, ++formN);
          context.email = form.email;
          return {
            ...req,
            headers: {
              ...req.headers,
              'content-type': 'application/json',
              'x-forwarded-for': freshIp(),
              // As the site's forms send it: nginx may then retry the form on another instance.
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(form),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201) acknowledged.push(JSON.parse(body)._id);
          else refused.push(context.email);
        },
      },
    ],
  });
  load.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  load.on('reqError', (err) => {
    errors++;
    if (err.message === 'request timed out') timeouts++;
  });
  const done = new Promise((resolve) => load.once('done', resolve));
  const loadStarted = Date.now();
  const logFrom = nginx.mark();

  await sleep(3000);
  const steps = [];
  for (const instance of instances) {
    const t0 = Date.now();
    const code = await instance.stop();
    const t1 = Date.now();
    await instance.start();
    steps.push({ name: instance.name, code, drain: t1 - t0, back: Date.now() - t1 });
    // nginx took the instance out of rotation when it failed to connect, and tries it again only
    // after fail_timeout. Stopping the next one sooner leaves a single instance to carry the load,
    // and one failure there leaves nginx none: every request answered 502 "no live upstreams" for
    // up to fail_timeout (seen in CI: decision 025). README: Rolling restarts.
    await sleep(UPSTREAM_FAIL_TIMEOUT_S * 1000);
  }
  load.stop();
  await done;
  const loadSeconds = (Date.now() - loadStarted) / 1000;

  const ids = [...new Set(acknowledged)];
  const found = await count(db, 'SELECT count(*) FROM "ContactRequest" WHERE id = ANY($1)', [ids]);
  const stored = await count(db, `SELECT count(*) FROM "ContactRequest" WHERE message LIKE $1`, [
    `${marker} %`,
  ]);
  // Each form has its own address: two rows for one address are a form stored twice (a retry).
  const duplicates = await count(
    db,
    `SELECT count(*) FROM (SELECT email FROM "ContactRequest" WHERE message LIKE $1 GROUP BY email HAVING count(*) > 1) twice`,
    [`${marker} %`],
  );
  const refusedStored = await count(db, 'SELECT count(*) FROM "ContactRequest" WHERE email = ANY($1)', [
    refused,
  ]);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const non2xx = Object.entries(statuses)
    .filter(([s]) => Number(s) < 200 || Number(s) > 299)
    .reduce((a, [, n]) => a + n, 0);
  const byStatus = Object.entries(statuses)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const failed = nginx.failures();
  const upstreamErrors = nginx.problems(logFrom);
  const restarts = steps
    .map((s) => `${s.name} exit ${s.code} in ${seconds(s.drain)}, ready ${seconds(s.back)} later`)
    .join('; ');
  const ok =
    non2xx === 0 &&
    errors === 0 &&
    steps.every((s) => s.code === 0) &&
    ids.length === acknowledged.length &&
    duplicates === 0 &&
    found === ids.length;
  // What nginx met on the way (refused connections, resets), all retried on another instance when
  // the check passes; in full when it fails, with each failed answer and the instances it tried.
  const detail = ok
    ? `; nginx met ${upstreamErrors
        .filter((line) => !line.includes('temporarily disabled'))
        .reduce((n, line) => n + Number(line.split('x ')[0]), 0)} upstream errors and retried them`
    : `; nginx logged: ${[
        ...upstreamErrors,
        ...failed.slice(0, 10).map((l) => `answered ${l}`),
        ...(failed.length > 10 ? [`and ${failed.length - 10} more failed answers`] : []),
      ].join('; ')}`;
  return {
    ok,
    figure: `${total} requests over ${loadSeconds.toFixed(0)} s (${byStatus}), ${non2xx} non-2xx, ${errors} errors (${timeouts} time-outs); forms: ${ids.length} acknowledged, ${found} of them stored (${stored} stored, counting answers cut off when the load stopped), ${duplicates} stored twice, ${refused.length} refused, ${refusedStored} of them stored anyway; ${restarts}${detail}`,
  };
}
