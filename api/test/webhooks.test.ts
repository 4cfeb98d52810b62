import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, resolveDeliveryAddress } from '../src/webhooks/address-guard.ts';
import { WebhookWorker } from '../src/webhooks/worker.ts';
import { GENEROUS_RATE_LIMITS, OWNER, provider, startTestApp, type TestApp } from './harness.ts';
import { startReceiver } from './webhook-receiver.ts';

/**
 * Webhooks end to end (decision 062): a real HTTPS receiver started here, real signatures checked
 * with the standardwebhooks package, retries, SSRF refusals, two instances on one database.
 */
let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: string;
let admin: string;

// Ports of this suite's range (3550-3579), one per database so both runs may overlap.
const PORT = provider === 'postgres' ? 3561 : 3560;

beforeAll(async () => {
  receiver = await startReceiver(PORT);
  app = await startTestApp({
    rateLimits: GENEROUS_RATE_LIMITS,
    webhooks: { timeoutMs: 3000, extraCa: receiver.ca },
  });
  owner = await app.login(OWNER.email, OWNER.password);
  admin = (await app.staff(['ADMIN'])).token;
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const CREATE = `mutation($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events permissions enabled allowPrivate } }
}`;
const SUBMIT = 'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }';
const hook = () => `https://127.0.0.1:${receiver.port}/hook/${randomBytes(3).toString('hex')}`;

async function createEndpoint(input: Record<string, unknown>, token = owner) {
  const res = await app.gql(CREATE, { input }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhookEndpoint as { secret: string; endpoint: { id: string; url: string } };
}

let n = 0;
async function submitLead() {
  const res = await app.gql(SUBMIT, {
    input: {
      name: 'Ada Lovelace',
      email: `ada-${++n}-${Date.now()}@example.com`,
      country: 'Ukraine',
      interest: 'Dedicated Development Team',
      message: 'We need three engineers.',
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.submitContactRequest.id as string;
}

const deliveriesOf = (endpointId: string) =>
  app.db.webhookDelivery.findMany({ where: { endpointId }, orderBy: { createdAt: 'asc' } });
/** Makes a waiting retry due now, as time passing would. */
const dueNow = (id: string) =>
  app.db.webhookDelivery.update({ where: { id }, data: { nextAttemptAt: new Date() } });

describe('a delivery for a new lead', () => {
  it('is queued with the lead, signed, retried after two 500s and delivered on the third attempt', async () => {
    const { endpoint, secret } = await createEndpoint({
      url: hook(),
      events: ['lead.received'],
      permissions: ['readContactRequests'],
      allowPrivate: true,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const before = receiver.received.length;
    receiver.answer(500, 500);
    const leadId = await submitLead();
    // In the database with the lead, before any worker ran (the form's answer did not wait for it).
    const [queued] = await deliveriesOf(endpoint.id);
    expect(queued).toMatchObject({ type: 'lead.received', status: 'PENDING', attempts: 0 });

    await app.webhooks.drain();
    let row = await app.db.webhookDelivery.findUniqueOrThrow({ where: { id: queued!.id } });
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastStatus: 500 });
    // The first retry waits 5 s (the schedule of decision 062).
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3000);
    await app.webhooks.drain();
    expect(receiver.received.length - before).toBe(1); // not due yet: nothing sent

    await dueNow(queued!.id);
    await app.webhooks.drain();
    row = await app.db.webhookDelivery.findUniqueOrThrow({ where: { id: queued!.id } });
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2, lastStatus: 500 });
    await dueNow(queued!.id);
    await app.webhooks.drain();
    row = await app.db.webhookDelivery.findUniqueOrThrow({ where: { id: queued!.id } });
    expect(row).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatus: 200, lastError: null });

    const got = receiver.received.slice(before);
    expect(got).toHaveLength(3);
    // The same id on every attempt: the receiver can deduplicate.
    expect(new Set(got.map((r) => r.headers['webhook-id']))).toEqual(new Set([row.eventId]));
    const verifier = new Webhook(secret);
    for (const r of got) {
      const body = verifier.verify(r.body, r.headers) as any;
      expect(body.type).toBe('lead.received');
      expect(body.data).toMatchObject({ kind: 'contact', lead: { id: leadId, name: 'Ada Lovelace' } });
    }
    // A body changed on the way fails the check.
    expect(() => verifier.verify(got[0]!.body.replace('Ada', 'Eve'), got[0]!.headers)).toThrow();
    expect(() =>
      new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(got[0]!.body, got[0]!.headers),
    ).toThrow();
  });

  it('lets a receiver refuse an old timestamp and a replayed id', async () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const wh = new Webhook(secret);
    const body = JSON.stringify({ type: 'lead.received', data: {} });
    const old = new Date(Date.now() - 10 * 60_000);
    const headers = {
      'webhook-id': 'msg_replay',
      'webhook-timestamp': Math.floor(old.getTime() / 1000).toString(),
      'webhook-signature': wh.sign('msg_replay', old, body),
    };
    expect(() => wh.verify(body, headers)).toThrow(/too old/i);
    const now = new Date();
    const fresh = {
      ...headers,
      'webhook-timestamp': Math.floor(now.getTime() / 1000).toString(),
      'webhook-signature': wh.sign('msg_replay', now, body),
    };
    expect(wh.verify(body, fresh)).toBeTruthy();
    // A timestamp moved forward under the old signature does not verify.
    expect(() => wh.verify(body, { ...headers, 'webhook-timestamp': fresh['webhook-timestamp'] })).toThrow();
  });

  it('reaches only endpoints subscribed to the event and holding the lead kind’s permission', async () => {
    const without = await createEndpoint({ url: hook(), events: ['lead.received'], allowPrivate: true });
    const other = await createEndpoint({ url: hook(), events: ['article.published'], allowPrivate: true });
    const hr = await createEndpoint({
      url: hook(),
      events: ['lead.received'],
      permissions: ['readJobApplications'],
      allowPrivate: true,
    });
    const off = await createEndpoint({
      url: hook(),
      events: ['lead.received'],
      permissions: ['readContactRequests'],
      enabled: false,
      allowPrivate: true,
    });
    await submitLead();
    for (const e of [without, other, hr, off]) expect(await deliveriesOf(e.endpoint.id)).toHaveLength(0);
    await app.db.webhookEndpoint.deleteMany({});
  });

  it('announces a stage move as lead.stage_changed, with the stages it left and entered', async () => {
    const { endpoint } = await createEndpoint({
      url: hook(),
      events: ['lead.stage_changed'],
      permissions: ['readContactRequests'],
      allowPrivate: true,
    });
    const leadId = await submitLead();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0); // subscribed to moves only
    const moved = await app.gql(
      `mutation { moveLead(kind: CONTACT_REQUEST, id: "${leadId}", stageId: "contact-contacted") { name } }`,
      {},
      admin,
    );
    expect(moved.errors).toBeUndefined();
    const [delivery] = await deliveriesOf(endpoint.id);
    const body = JSON.parse(delivery!.payload) as { type: string; data: Record<string, any> };
    expect(body.type).toBe('lead.stage_changed');
    expect(body.data).toMatchObject({
      kind: 'contact',
      lead: { id: leadId, name: 'Ada Lovelace' },
      from: { id: 'contact-new', name: 'New' },
      to: { id: 'contact-contacted', name: 'Contacted' },
    });
    await app.db.webhookEndpoint.deleteMany({});
  });
});

describe('a deleted lead', () => {
  it('takes its webhook deliveries with it (they carry its details)', async () => {
    const { endpoint } = await createEndpoint({
      url: hook(),
      events: ['lead.received'],
      permissions: ['readContactRequests'],
      allowPrivate: true,
    });
    const leadId = await submitLead();
    const [row] = await deliveriesOf(endpoint.id);
    expect(row?.leadId).toBe(leadId);
    const res = await app.gql('mutation($id: ID!) { deleteContactRequest(id: $id) }', { id: leadId }, owner);
    expect(res.errors).toBeUndefined();
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await app.db.webhookEndpoint.deleteMany({});
  });
});

describe('content events', () => {
  it('queues article published, updated, unpublished and vacancy opened, closed', async () => {
    const { endpoint } = await createEndpoint({
      url: hook(),
      events: [
        'article.published',
        'article.updated',
        'article.unpublished',
        'vacancy.opened',
        'vacancy.closed',
      ],
      allowPrivate: true,
    });
    const art = await app.gql(
      `mutation { createArticle(input: { title: "Hooks ${Date.now()}", description: "d", content: "<p>x</p>", category: DESIGN }) { id } }`,
      {},
      owner,
    );
    expect(art.errors).toBeUndefined();
    const id = art.data!.createArticle.id;
    const vis = (v: boolean) =>
      app.gql(
        'mutation($id: ID!, $v: Boolean) { setArticleVisibility(id: $id, visibility: $v) { id } }',
        { id, v },
        owner,
      );
    await vis(true);
    await app.gql(
      'mutation($id: ID!) { updateArticle(id: $id, input: { description: "changed" }) { id } }',
      { id },
      owner,
    );
    await vis(false);
    const vac = await app.gql(
      'mutation { createVacancy(input: { name: "Hooks engineer", languageLvl: "B2", city: "Kyiv", experience: "3 years", content: "<p>x</p>", country: "UA", visibility: true }) { id } }',
      {},
      owner,
    );
    expect(vac.errors).toBeUndefined();
    await app.gql(
      'mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }',
      { id: vac.data!.createVacancy.id },
      owner,
    );
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => r.type)).toEqual([
      'article.published',
      'article.updated',
      'article.unpublished',
      'vacancy.opened',
      'vacancy.closed',
    ]);
    expect(JSON.parse(rows[1]!.payload).data.article).toMatchObject({ id, description: 'changed' });
    await app.db.webhookEndpoint.deleteMany({});
  });
});

describe('no SSRF', () => {
  it('classifies addresses with ipaddr.js: only public unicast passes', () => {
    for (const a of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '224.0.0.1',
      'ff02::1',
      '0.0.0.0',
      '::',
      '192.0.2.1',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses a name when any of its addresses is inside, and pins the one it checked', async () => {
    const lookup = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    await expect(resolveDeliveryAddress('mixed.test', false, lookup)).rejects.toThrow(/127\.0\.0\.1/);
    expect(await resolveDeliveryAddress('mixed.test', true, lookup)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    // rebind.test exists for nobody's DNS: the delivery arrives only because the connection goes to
    // the address the check returned, with the certificate checked against the name.
    const row = await app.db.webhookEndpoint.create({
      data: {
        url: `https://rebind.test:${receiver.port}/pinned`,
        events: '[]',
        secret: `whsec_${randomBytes(32).toString('base64')}`,
        allowPrivate: true,
      },
    });
    const d = await app.services.webhooks.sendTest({ viewer: await viewerOf(owner), ip: '' }, row.id);
    const worker = new WebhookWorker(app.db, pino({ level: 'silent' }), {
      timeoutMs: 3000,
      extraCa: receiver.ca,
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    await worker.drain();
    expect(await app.db.webhookDelivery.findUniqueOrThrow({ where: { id: d.id } })).toMatchObject({
      status: 'DELIVERED',
    });
    await app.db.webhookEndpoint.delete({ where: { id: row.id } });
  });

  it('refuses http and inside addresses when saving, naming the field, unless the owner allows them', async () => {
    const refused = async (url: string, match: RegExp, token = admin) => {
      const res = await app.gql(CREATE, { input: { url, events: ['lead.received'] } }, token);
      expect(res.errors?.[0]?.extensions?.code, url).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields?.url, url).toMatch(match);
    };
    await refused('http://example.com/hook', /https/);
    for (const url of [
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
    ])
      await refused(url, /private network/);
    await refused(`https://127.0.0.1/x`, /private network/, owner);
    // Only the owner may allow them.
    const adminTry = await app.gql(
      CREATE,
      { input: { url: 'https://127.0.0.1/x', events: ['lead.received'], allowPrivate: true } },
      admin,
    );
    expect(adminTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await createEndpoint(
      { url: 'https://127.0.0.1/x', events: ['lead.received'], allowPrivate: true },
      owner,
    );
    // An admin cannot point an endpoint the owner allowed inside somewhere else.
    const move = await app.gql(
      'mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { url: "https://10.0.0.9/x" }) { id } }',
      { id: ok.endpoint.id },
      admin,
    );
    expect(move.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await app.db.webhookEndpoint.deleteMany({});
  });

  it('checks again when sending: a name that resolves to loopback is refused and nothing is sent', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]']) {
      const row = await app.db.webhookEndpoint.create({
        data: {
          url: `https://${host}:${receiver.port}/inside`,
          events: '[]',
          secret: `whsec_${randomBytes(32).toString('base64')}`,
        },
      });
      const before = receiver.received.length;
      const d = await app.services.webhooks.sendTest({ viewer: await viewerOf(owner), ip: '' }, row.id);
      await app.webhooks.drain();
      const after = await app.db.webhookDelivery.findUniqueOrThrow({ where: { id: d.id } });
      expect(after.status, host).toBe('FAILED');
      expect(after.lastError).toMatch(/private, loopback or reserved/);
      expect(receiver.received.length).toBe(before);
    }
    await app.db.webhookEndpoint.deleteMany({});
  });
});

describe('two instances on one database', () => {
  it('deliver each event once', async () => {
    const second = await startTestApp(
      { webhooks: { timeoutMs: 3000, extraCa: receiver.ca } },
      { sameDatabaseAs: app },
    );
    try {
      const { endpoint } = await createEndpoint({
        url: hook(),
        events: ['lead.received'],
        permissions: ['readContactRequests'],
        allowPrivate: true,
      });
      for (let i = 0; i < 5; i++) await submitLead();
      const before = receiver.received.length;
      await Promise.all([
        app.webhooks.drain(),
        second.webhooks.drain(),
        app.webhooks.drain(),
        second.webhooks.drain(),
      ]);
      const rows = await deliveriesOf(endpoint.id);
      expect(rows).toHaveLength(5);
      expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual(
        rows.map(() => ['DELIVERED', 1, null]),
      );
      const ids = receiver.received.slice(before).map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    } finally {
      await second.stop();
      await app.db.webhookEndpoint.deleteMany({});
    }
  });
});

describe('the admin surface', () => {
  it('lists, shows the log, resends and tests; the secret is never shown again', async () => {
    const { endpoint } = await createEndpoint({
      url: hook(),
      events: ['vacancy.opened'],
      allowPrivate: true,
    });
    const list = await app.gql('query { webhookEndpoints { id url events } }', {}, admin);
    expect(list.data!.webhookEndpoints).toEqual([
      { id: endpoint.id, url: endpoint.url, events: ['vacancy.opened'] },
    ]);
    expect(
      JSON.stringify(
        await app.gql('query { __type(name: "WebhookEndpoint") { fields { name } } }', {}, admin),
      ),
    ).not.toMatch(/secret/);
    const test = await app.gql(
      'mutation($id: ID!) { sendTestWebhook(endpointId: $id) { id type status } }',
      { id: endpoint.id },
      admin,
    );
    expect(test.data!.sendTestWebhook).toMatchObject({ type: 'webhook.test', status: 'PENDING' });
    await app.webhooks.drain();
    const log = await app.gql(
      'query($id: ID!) { webhookDeliveries(endpointId: $id, first: 10) { items { id status attempts lastStatus } hasMore } }',
      { id: endpoint.id },
      admin,
    );
    expect(log.data!.webhookDeliveries.items).toEqual([
      { id: test.data!.sendTestWebhook.id, status: 'DELIVERED', attempts: 1, lastStatus: 200 },
    ]);
    const resent = await app.gql(
      'mutation($id: ID!) { resendWebhookDelivery(id: $id) { status attempts eventId } }',
      { id: test.data!.sendTestWebhook.id },
      admin,
    );
    expect(resent.data!.resendWebhookDelivery).toMatchObject({ status: 'PENDING', attempts: 0 });
    await app.webhooks.drain();
    const last = receiver.received.at(-1)!;
    expect(last.headers['webhook-id']).toBe(resent.data!.resendWebhookDelivery.eventId);
    const audit = await app.db.auditEntry.findMany({
      where: { targetId: endpoint.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual(['WEBHOOK_CREATED', 'WEBHOOK_TESTED', 'WEBHOOK_RESENT']);
    await app.db.webhookEndpoint.deleteMany({});
  });

  it('answers 401 to strangers and 403 to staff without manageWebhooks', async () => {
    const q = 'query { webhookEndpoints { id } }';
    expect((await app.gql(q, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const roles of [['HR'], ['COPYWRITER'], ['COPYWRITER', 'HR']] as const) {
      const token = (await app.staff([...roles])).token;
      expect((await app.gql(q, {}, token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const create = await app.gql(CREATE, { input: { url: 'ftp://x', events: [] } }, token);
      expect(create.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('refuses bad input with 4xx naming the field', async () => {
    const bad = async (input: Record<string, unknown>, field: string) => {
      const res = await app.gql(CREATE, { input }, admin);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.errors?.[0]?.extensions?.fields ?? {}), JSON.stringify(input)).toContain(field);
    };
    const url = 'https://93.184.216.34/hook';
    await bad({ url, events: [] }, 'events');
    await bad({ url, events: ['lead.nope'] }, 'events');
    await bad({ url, events: ['lead.received'], permissions: ['manageUsers'] }, 'permissions');
    await bad({ url, events: ['lead.received'], description: 'x'.repeat(201) }, 'description');
    await bad({ url: 'x'.repeat(3000), events: ['lead.received'] }, 'url');
    await bad({ url: 'https://user:pw@93.184.216.34/', events: ['lead.received'] }, 'url');
    await bad({ events: ['lead.received'] }, 'url');
    const missing = await app.gql('mutation { sendTestWebhook(endpointId: "nope") { id } }', {}, admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const page = await app.gql(
      'query { webhookDeliveries(endpointId: "nope", first: 1000) { hasMore } }',
      {},
      admin,
    );
    expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

async function viewerOf(token: string) {
  const me = await app.rest('GET', '/api/auth/me', undefined, token);
  const u = me.body as { _id?: string; id?: string; email: string; name: string; roles: string[] };
  const user = await app.db.user.findUniqueOrThrow({ where: { email: u.email } });
  return { id: user.id, email: user.email, name: user.name, roles: ['OWNER' as const], sessionId: 'test' };
}
