import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@agency/schema/forms';
import { loadConfig } from '../src/env.ts';
import { SAMPLE_FILES, startTestApp, type TestApp } from './harness.ts';

/**
 * The two public forms over REST and GraphQL. The per-IP form limit is set to 2 so the limit itself
 * can be tested; the app trusts X-Forwarded-For so every case sends from its own address and stays
 * independent of the others.
 */
let app: TestApp;
let adminToken: string;
let hrToken: string;

beforeAll(async () => {
  const defaults = loadConfig({}).rateLimits;
  app = await startTestApp({
    trustProxy: true,
    rateLimits: { ...defaults, formPerIp: { points: 2, durationSeconds: 60 } },
  });
  adminToken = (await app.staff(['ADMIN'])).token;
  hrToken = (await app.staff(['HR'])).token;
});
afterAll(async () => app?.stop());

let ipCounter = 0;
/** A fresh client address (and so a fresh per-IP budget) for each case. */
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let mailCounter = 0;
const uniqueEmail = (prefix = 'visitor') => `${prefix}-${++mailCounter}-${Date.now()}@example.com`;

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  country: 'Ukraine',
  interest: 'Dedicated Development Team',
  message: 'We need three engineers.',
  ...over,
});

const application = (over: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: uniqueEmail('grace'),
  country: 'Germany',
  position: 'QA Engineer',
  message: 'I would like to join your team.',
  ...over,
});

const post = (url: string, body: unknown, ip: string) =>
  app.rest('POST', url, body, undefined, { 'x-forwarded-for': ip });

async function gql(query: string, variables: Record<string, unknown>, ip: string, token?: string) {
  const res = await app.rest('POST', '/graphql', { query, variables }, token, { 'x-forwarded-for': ip });
  return { status: res.status, headers: res.headers, ...(res.body as { data?: any; errors?: any[] }) };
}

const SUBMIT_CONTACT =
  'mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id createdAt } }';
const SUBMIT_APPLICATION =
  'mutation($input: JobApplicationInput!) { submitJobApplication(input: $input) { id createdAt } }';
const LEAD_FIELDS = 'id name email country message attachmentName attachmentUrl status createdAt';
const CONTACT_INBOX = `query($search: String) { contactRequests(search: $search) { total items { ${LEAD_FIELDS} interest } } }`;
const APPLICATION_INBOX = `query($search: String) { jobApplications(search: $search) { total items { ${LEAD_FIELDS} position } } }`;

/** Leads in the inbox (the Spam folder is test/spam.test.ts's) and e-mails. */
async function counts() {
  const inbox = { where: { status: { not: 'SPAM' } } };
  const [contacts, applications, outbox] = await Promise.all([
    app.db.contactRequest.count(inbox),
    app.db.jobApplication.count(inbox),
    app.db.outboxMessage.count(),
  ]);
  return { contacts, applications, outbox };
}

async function upload(name = 'brief.pdf', bytes = SAMPLE_FILES.pdf()) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await app.rest('POST', '/api/upload-file', form, undefined, { 'x-forwarded-for': newIp() });
  expect(res.status).toBe(200);
  return res.body as { url: string; name: string };
}

describe('contact form: valid submissions', () => {
  it('REST stores the request, lower-cases the e-mail and enqueues the notification', async () => {
    const email = uniqueEmail('Ada.Lovelace').replace('example.com', 'Example.COM');
    const before = await counts();
    const res = await post('/api/send-form', contact({ email, name: '  Ada Lovelace  ' }), newIp());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String) });

    const row = await app.db.contactRequest.findUnique({ where: { id: res.body._id } });
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: email.toLowerCase(),
      country: 'Ukraine',
      interest: 'Dedicated Development Team',
      message: 'We need three engineers.',
      attachmentUrl: null,
      attachmentName: null,
      status: 'NEW',
    });
    expect(row!.email).not.toBe(email);
    expect(await counts()).toEqual({ ...before, contacts: before.contacts + 1, outbox: before.outbox + 1 });
    const mail = await app.db.outboxMessage.findFirst({ where: { text: { contains: res.body._id } } });
    expect(mail).toMatchObject({
      to: 'sales@agency.local',
      subject: 'New contact request from Ada Lovelace',
      replyTo: email.toLowerCase(),
    });
    expect(mail!.text).toContain('Interest: Dedicated Development Team');
  });

  it('GraphQL stores the request and the staff inbox shows it to an ADMIN, not to HR', async () => {
    const email = uniqueEmail('GQL.Contact').toUpperCase();
    const before = await counts();
    const res = await gql(SUBMIT_CONTACT, { input: contact({ email, interest: 'Flutter' }) }, newIp());
    expect(res.errors).toBeUndefined();
    const id = res.data.submitContactRequest.id;
    expect(id).toMatch(/^c[a-z0-9]{24}$/); // the shape the honeypot receipt imitates
    expect(await counts()).toEqual({ ...before, contacts: before.contacts + 1, outbox: before.outbox + 1 });
    expect(await app.db.contactRequest.findUnique({ where: { id } })).toMatchObject({
      email: email.toLowerCase(),
      interest: 'Flutter',
    });

    const inbox = await app.gql(CONTACT_INBOX, { search: email.toLowerCase() }, adminToken);
    expect(inbox.errors).toBeUndefined();
    expect(inbox.data!.contactRequests.total).toBe(1);
    expect(inbox.data!.contactRequests.items[0]).toMatchObject({
      id,
      name: 'Ada Lovelace',
      email: email.toLowerCase(),
      country: 'Ukraine',
      interest: 'Flutter',
      message: 'We need three engineers.',
      attachmentUrl: null,
      status: 'NEW',
    });

    const asHr = await app.gql(CONTACT_INBOX, { search: email.toLowerCase() }, hrToken);
    expect(asHr.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(CONTACT_INBOX, { search: email.toLowerCase() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('notification e-mail', () => {
  it('names no attachment when only a name was sent without an uploaded file', async () => {
    const res = await post(
      '/api/send-form',
      contact({ attachmentName: 'ghost.pdf', message: '  Hello  ' }),
      newIp(),
    );
    expect(res.status).toBe(201);
    const row = await app.db.contactRequest.findUnique({ where: { id: res.body._id } });
    expect(row).toMatchObject({
      attachmentUrl: null,
      attachmentName: null,
      uploadId: null,
      message: 'Hello',
    });
    const mail = await app.db.outboxMessage.findFirst({ where: { text: { contains: res.body._id } } });
    expect(mail!.text).toContain('Attachment: none');
    expect(mail!.text).not.toContain('ghost.pdf');
  });
});

describe('application form: valid submissions', () => {
  it('REST stores the application and HR sees it in the inbox', async () => {
    const email = uniqueEmail('Grace.Hopper').replace('example', 'EXAMPLE');
    const before = await counts();
    const res = await post(
      '/api/send-vacancy-form',
      application({ email, position: 'Senior Flutter Developer' }),
      newIp(),
    );
    expect(res.status).toBe(201);
    expect(await counts()).toEqual({
      ...before,
      applications: before.applications + 1,
      outbox: before.outbox + 1,
    });
    const row = await app.db.jobApplication.findUnique({ where: { id: res.body._id } });
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      position: 'Senior Flutter Developer',
      country: 'Germany',
    });
    const mail = await app.db.outboxMessage.findFirst({ where: { text: { contains: res.body._id } } });
    expect(mail).toMatchObject({
      to: 'hr@agency.local',
      subject: 'New job application: Senior Flutter Developer',
    });

    const inbox = await app.gql(APPLICATION_INBOX, { search: email.toLowerCase() }, hrToken);
    expect(inbox.errors).toBeUndefined();
    expect(inbox.data!.jobApplications.items).toEqual([
      expect.objectContaining({
        id: res.body._id,
        position: 'Senior Flutter Developer',
        email: email.toLowerCase(),
      }),
    ]);
  });

  it('GraphQL stores the application with a free-text position', async () => {
    const email = uniqueEmail('gql.apply');
    const before = await counts();
    const res = await gql(
      SUBMIT_APPLICATION,
      { input: application({ email, position: 'Anything you have' }) },
      newIp(),
    );
    expect(res.errors).toBeUndefined();
    expect(await counts()).toEqual({
      ...before,
      applications: before.applications + 1,
      outbox: before.outbox + 1,
    });
    const inbox = await app.gql(APPLICATION_INBOX, { search: email }, adminToken);
    expect(inbox.data!.jobApplications.items[0]).toMatchObject({
      id: res.data.submitJobApplication.id,
      position: 'Anything you have',
    });
  });
});

describe('a form sent again under the same Idempotency-Key', () => {
  const key = () => `key-${crypto.randomUUID()}`;

  it('REST stores it once and answers the same receipt, from any address', async () => {
    const form = contact();
    const headers = { 'idempotency-key': key() };
    const before = await counts();
    const first = await app.rest('POST', '/api/send-form', form, undefined, {
      ...headers,
      'x-forwarded-for': newIp(),
    });
    const again = await app.rest('POST', '/api/send-form', form, undefined, {
      ...headers,
      'x-forwarded-for': newIp(),
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body._id).toBe(first.body._id);
    expect(again.body.createdAt).toBe(first.body.createdAt);
    expect(await counts()).toEqual({ ...before, contacts: before.contacts + 1, outbox: before.outbox + 1 });
  });

  it('GraphQL stores it once when the copies arrive at the same moment', async () => {
    const input = application();
    const headers = { 'idempotency-key': key() };
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.rest('POST', '/graphql', { query: SUBMIT_APPLICATION, variables: { input } }, undefined, {
          ...headers,
          'x-forwarded-for': newIp(),
        }),
      ),
    );
    const ids = answers.map((res) => (res.body as any).data?.submitJobApplication?.id);
    expect(answers.map((res) => (res.body as any).errors)).toEqual(answers.map(() => undefined));
    expect(new Set(ids).size).toBe(1);
    expect(await counts()).toEqual({
      ...before,
      applications: before.applications + 1,
      outbox: before.outbox + 1,
    });
  });

  it('a key already used for another visitor is refused, naming it, and stores nothing', async () => {
    const headers = { 'idempotency-key': key() };
    const first = await app.rest('POST', '/api/send-form', contact(), undefined, {
      ...headers,
      'x-forwarded-for': newIp(),
    });
    expect(first.status).toBe(201);
    const before = await counts();
    const other = await app.rest('POST', '/api/send-form', contact(), undefined, {
      ...headers,
      'x-forwarded-for': newIp(),
    });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('idempotencyKey');
    expect(await counts()).toEqual(before);
  });

  it('a malformed key is refused, naming the header; without a key each copy is a new lead', async () => {
    const before = await counts();
    for (const bad of ['short', 'x'.repeat(201), 'has spaces in it']) {
      const res = await app.rest('POST', '/api/send-form', contact(), undefined, {
        'idempotency-key': bad,
        'x-forwarded-for': newIp(),
      });
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Idempotency-Key');
    }
    expect(await counts()).toEqual(before);
    const form = contact();
    await post('/api/send-form', form, newIp());
    await post('/api/send-form', form, newIp());
    expect((await counts()).contacts).toBe(before.contacts + 2);
  });
});

describe('invalid input', () => {
  const ALL_CONTACT_ERRORS = {
    name: '*Please enter your full name.',
    email: '*Please enter your e-mail address.',
    country: '*Please select your country.',
    interest: '*Please select your interest.',
    message: '*Please enter your message.',
  };

  it('REST contact form: 400 with every exact message, nothing stored', async () => {
    const before = await counts();
    const res = await post(
      '/api/send-form',
      { name: '', email: '', country: 'Select your country', interest: "I'm interested in...", message: '' },
      newIp(),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.fields).toEqual(ALL_CONTACT_ERRORS);
    expect(await counts()).toEqual(before);
  });

  it('REST contact form: a malformed e-mail gets the invalid-address message', async () => {
    const before = await counts();
    for (const email of [
      'иван@example.com',
      'a<b@example.com',
      'ada@example.c',
      'ada@@example.com',
      'ada lovelace@example.com',
    ]) {
      const res = await post('/api/send-form', contact({ email }), newIp());
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ email: '*Please enter valid e-mail address.' });
    }
    expect(await counts()).toEqual(before);
  });

  it('REST contact form: missing fields and a non-object body are refused', async () => {
    const before = await counts();
    const missing = await post('/api/send-form', {}, newIp());
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(ALL_CONTACT_ERRORS);
    const array = await post('/api/send-form', [contact()], newIp());
    expect(array.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('REST application form: position placeholder and empty position get their messages', async () => {
    const before = await counts();
    const placeholder = await post(
      '/api/send-vacancy-form',
      application({ position: 'Select a job' }),
      newIp(),
    );
    expect(placeholder.status).toBe(400);
    expect(placeholder.body.fields).toEqual({ position: '*Please select your position.' });
    const empty = await post(
      '/api/send-vacancy-form',
      application({ position: '  ', country: 'Narnia', message: '' }),
      newIp(),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      position: '*Please enter your position.',
      country: '*Please select your country.',
      message: '*Please enter your message.',
    });
    expect(await counts()).toEqual(before);
  });

  it('GraphQL contact form: BAD_USER_INPUT with extensions.fields, nothing stored', async () => {
    const before = await counts();
    const res = await gql(
      SUBMIT_CONTACT,
      { input: { name: ' ', email: '', country: 'Select your country', interest: '', message: '' } },
      newIp(),
    );
    expect(res.data).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions.fields).toEqual(ALL_CONTACT_ERRORS);
    expect(await counts()).toEqual(before);
  });

  it('GraphQL application form: BAD_USER_INPUT with the exact messages, nothing stored', async () => {
    const before = await counts();
    const res = await gql(
      SUBMIT_APPLICATION,
      { input: application({ email: 'grace@example', position: 'Select a job', name: '' }) },
      newIp(),
    );
    expect(res.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0].extensions.fields).toEqual({
      name: MESSAGES.name,
      email: '*Please enter valid e-mail address.',
      position: '*Please select your position.',
    });
    expect(await counts()).toEqual(before);
  });
});

describe('honeypot', () => {
  it('REST: a filled website field gets a success-looking answer; nothing reaches the inbox or mail', async () => {
    const before = await counts();
    const contactRes = await post('/api/send-form', contact({ website: 'http://spam.example' }), newIp());
    const applicationRes = await post('/api/send-vacancy-form', application({ website: 'x' }), newIp());
    expect(await counts()).toEqual(before);
    const real = await post('/api/send-form', contact(), newIp());
    // Same status, same keys, an id of the same shape as a stored one: nothing gives the trap away.
    expect(contactRes.status).toBe(real.status);
    expect(Object.keys(contactRes.body).sort()).toEqual(Object.keys(real.body).sort());
    expect(contactRes.body.message).toBe(real.body.message);
    const idShape = new RegExp(`^c[a-z0-9]{${real.body._id.length - 1}}$`);
    expect(real.body._id).toMatch(idShape);
    expect(contactRes.body._id).toMatch(idShape);
    expect(applicationRes.status).toBe(201);
    expect(applicationRes.body._id).toMatch(idShape);
    expect(applicationRes.body._id).not.toBe(contactRes.body._id);
  });

  it('GraphQL: a filled website field gets a receipt; nothing reaches the inbox or mail', async () => {
    const before = await counts();
    const res = await gql(SUBMIT_CONTACT, { input: contact({ website: 'buy cheap pills' }) }, newIp());
    expect(res.errors).toBeUndefined();
    expect(res.data.submitContactRequest.id).toMatch(/^c[a-z0-9]{24}$/);
    const app2 = await gql(SUBMIT_APPLICATION, { input: application({ website: 'spam' }) }, newIp());
    expect(app2.errors).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('an empty website field is a normal submission', async () => {
    const before = await counts();
    const res = await post('/api/send-form', contact({ website: '' }), newIp());
    expect(res.status).toBe(201);
    expect((await counts()).contacts).toBe(before.contacts + 1);
  });
});

describe('rate limits', () => {
  it('REST: the third submission from one IP within the window gets 429 with Retry-After', async () => {
    const ip = newIp();
    expect((await post('/api/send-form', contact(), ip)).status).toBe(201);
    expect((await post('/api/send-vacancy-form', application(), ip)).status).toBe(201);
    const before = await counts();
    const limited = await post('/api/send-form', contact(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await counts()).toEqual(before);
    // Another address is not affected.
    expect((await post('/api/send-form', contact(), newIp())).status).toBe(201);
  });

  it('invalid submissions do not use up the budget', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/send-form', contact({ name: '' }), ip)).status).toBe(400);
    expect((await post('/api/send-form', contact(), ip)).status).toBe(201);
  });

  it('GraphQL: the third submission from one IP gets RATE_LIMITED', async () => {
    const ip = newIp();
    expect((await gql(SUBMIT_CONTACT, { input: contact() }, ip)).errors).toBeUndefined();
    expect((await gql(SUBMIT_APPLICATION, { input: application() }, ip)).errors).toBeUndefined();
    const before = await counts();
    const limited = await gql(SUBMIT_CONTACT, { input: contact() }, ip);
    expect(limited.data).toBeNull();
    expect(limited.errors![0].extensions.code).toBe('RATE_LIMITED');
    expect(limited.errors![0].extensions.retryAfterSeconds).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('REST and GraphQL share one budget per IP', async () => {
    const ip = newIp();
    expect((await post('/api/send-form', contact(), ip)).status).toBe(201);
    expect((await gql(SUBMIT_CONTACT, { input: contact() }, ip)).errors).toBeUndefined();
    expect((await post('/api/send-form', contact(), ip)).status).toBe(429);
    expect((await gql(SUBMIT_APPLICATION, { input: application() }, ip)).errors![0].extensions.code).toBe(
      'RATE_LIMITED',
    );
  });

  it('one e-mail address is limited across addresses (formPerEmail)', async () => {
    const email = uniqueEmail('repeat');
    const budget = loadConfig({}).rateLimits.formPerEmail.points;
    for (let i = 0; i < budget; i++)
      expect((await post('/api/send-form', contact({ email }), newIp())).status).toBe(201);
    const limited = await post('/api/send-form', contact({ email: email.toUpperCase() }), newIp());
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});

describe('attachments', () => {
  it('REST: a submission claims the upload it names', async () => {
    const file = await upload('Project Brief.pdf');
    const before = await counts();
    const res = await post(
      '/api/send-form',
      contact({ attachmentUrl: file.url, attachmentName: file.name }),
      newIp(),
    );
    expect(res.status).toBe(201);
    expect(await counts()).toEqual({ ...before, contacts: before.contacts + 1, outbox: before.outbox + 1 });
    const id = file.url.split('/').pop()!;
    const row = await app.db.contactRequest.findUnique({ where: { id: res.body._id } });
    expect(row).toMatchObject({ attachmentUrl: file.url, attachmentName: 'Project Brief.pdf', uploadId: id });
    expect((await app.db.upload.findUnique({ where: { id } }))!.claimedAt).toBeInstanceOf(Date);
    const mail = await app.db.outboxMessage.findFirst({ where: { text: { contains: res.body._id } } });
    expect(mail!.text).toContain('Attachment: Project Brief.pdf');

    const inbox = await app.gql(CONTACT_INBOX, { search: row!.email }, adminToken);
    expect(inbox.data!.contactRequests.items[0]).toMatchObject({
      attachmentUrl: file.url,
      attachmentName: 'Project Brief.pdf',
    });
  });

  it('GraphQL: an application claims its CV', async () => {
    const file = await upload('cv.docx.pdf');
    const res = await gql(
      SUBMIT_APPLICATION,
      { input: application({ attachmentUrl: file.url, attachmentName: file.name }) },
      newIp(),
    );
    expect(res.errors).toBeUndefined();
    const row = await app.db.jobApplication.findUnique({ where: { id: res.data.submitJobApplication.id } });
    expect(row).toMatchObject({ attachmentUrl: file.url, attachmentName: 'cv.docx.pdf' });
    expect((await app.db.upload.findUnique({ where: { id: row!.uploadId! } }))!.claimedAt).not.toBeNull();
  });

  it('an already-claimed attachment is refused and nothing is stored', async () => {
    const file = await upload();
    expect(
      (await post('/api/send-form', contact({ attachmentUrl: file.url, attachmentName: file.name }), newIp()))
        .status,
    ).toBe(201);
    const before = await counts();
    const again = await post(
      '/api/send-vacancy-form',
      application({ attachmentUrl: file.url, attachmentName: file.name }),
      newIp(),
    );
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('BAD_USER_INPUT');
    expect(again.body.fields).toHaveProperty('attachment');
    const viaGql = await gql(
      SUBMIT_CONTACT,
      { input: contact({ attachmentUrl: file.url, attachmentName: file.name }) },
      newIp(),
    );
    expect(viaGql.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(viaGql.errors![0].extensions.fields).toHaveProperty('attachment');
    expect(await counts()).toEqual(before);
  });

  it('an upload older than 24 hours is refused as expired, even before the sweep removed it', async () => {
    const file = await upload();
    const id = file.url.split('/').pop()!;
    await app.db.upload.update({ where: { id }, data: { createdAt: new Date(Date.now() - 25 * 3600e3) } });
    const before = await counts();
    const res = await post(
      '/api/send-form',
      contact({ attachmentUrl: file.url, attachmentName: file.name }),
      newIp(),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('attachment');
    expect(await counts()).toEqual(before);
    expect((await app.db.upload.findUnique({ where: { id } }))!.claimedAt).toBeNull();
  });

  it('an unknown attachment URL is refused', async () => {
    const before = await counts();
    for (const attachmentUrl of [
      'http://site.test/api/files/AAAAAAAAAAAAAAAAAAAAAAAA',
      'https://files.example.com/cv.pdf',
      'not a url',
    ]) {
      const res = await post('/api/send-form', contact({ attachmentUrl, attachmentName: 'cv.pdf' }), newIp());
      expect(res.status, attachmentUrl).toBe(400);
      expect(res.body.fields).toHaveProperty('attachment');
    }
    expect(await counts()).toEqual(before);
  });

  it('the URL of a real upload on another host is refused, and the upload stays unclaimed', async () => {
    const file = await upload();
    const id = file.url.split('/').pop()!;
    const before = await counts();
    const res = await post(
      '/api/send-form',
      contact({ attachmentUrl: `https://evil.example/api/files/${id}`, attachmentName: 'cv.pdf' }),
      newIp(),
    );
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await app.db.upload.findUnique({ where: { id } }))!.claimedAt).toBeNull();
    // The same upload can still be sent properly.
    expect(
      (await post('/api/send-form', contact({ attachmentUrl: file.url, attachmentName: file.name }), newIp()))
        .status,
    ).toBe(201);
  });

  it('an article cover cannot be claimed as an attachment', async () => {
    const copywriter = await app.staff(['COPYWRITER']);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(SAMPLE_FILES.png())]), 'cover.png');
    const cover = await app.rest('POST', '/api/images', form, copywriter.token);
    expect(cover.status).toBe(200);
    const coverId = cover.body.url.split('/').pop();
    const before = await counts();
    for (const attachmentUrl of [cover.body.url, `http://site.test/api/files/${coverId}`]) {
      const res = await post(
        '/api/send-form',
        contact({ attachmentUrl, attachmentName: 'cover.png' }),
        newIp(),
      );
      expect(res.status).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });
});
