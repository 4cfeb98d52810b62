/**
 * Replies to leads and their templates (decision 056): OWNER and ADMIN edit templates, unknown
 * placeholders are refused by name, whoever may read a kind of lead answers it (HR: applications
 * only), and a reply is one row and one outbox message written together, delivered once to a real
 * SMTP server from REPLY_FROM with Reply-To the sender, and shown on the lead's timeline.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';
import { sendLead, type SentLead } from './leads-support.ts';
import { replyTimeline } from '../src/services/replies.ts';
import { loadConfig } from '../src/env.ts';

const received: { raw: string; to: string[] }[] = [];
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        raw: Buffer.concat(chunks).toString('utf8'),
        to: session.envelope.rcptTo.map((r) => r.address),
      });
      callback();
    });
  },
});
const REPLY_FROM = 'Agency team <team@agency.test>';

let app: TestApp;
let owner: string;
let admin: { id: string; email: string; token: string };
let hr: { id: string; email: string; token: string };
let copywriter: { token: string };
let contact: SentLead;
let application: SentLead;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  app = await startTestApp(
    { rateLimits: GENEROUS_RATE_LIMITS },
    { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, REPLY_FROM } },
  );
  owner = await app.login(OWNER.email, OWNER.password);
  admin = await app.staff(['ADMIN']);
  hr = await app.staff(['HR']);
  copywriter = await app.staff(['COPYWRITER']);
  contact = await sendLead(app, 'contact', { email: 'rita.client@example.com' });
  application = await sendLead(app, 'application', {
    email: 'carl.candidate@example.com',
    topic: 'QA Engineer',
  });
  await app.outbox.kick(); // the staff notifications of the two leads
  received.length = 0;
});
afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const TEMPLATE = `mutation($input: ReplyTemplateInput!) { createReplyTemplate(input: $input) { id name kind subject body } }`;
const UPDATE = `mutation($id: ID!, $input: ReplyTemplateInput!) { updateReplyTemplate(id: $id, input: $input) { id subject } }`;
const LIST = `query($kind: LeadKind) { replyTemplates(kind: $kind) { id name kind } }`;
const SEND = `mutation($kind: LeadKind!, $id: ID!, $input: LeadReplyInput!) {
  sendLeadReply(kind: $kind, id: $id, input: $input) { id to subject body senderName delivery } }`;
const REPLIES = `query($kind: LeadKind!, $id: ID!) { leadReplies(kind: $kind, id: $id) { id subject delivery } }`;
const CONTEXT = `query($kind: LeadKind!, $id: ID!) { leadReplyContext(kind: $kind, id: $id) { to name vacancy sender from replyTo } }`;

const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
let n = 0;
const template = (over: Record<string, string> = {}) => ({
  name: `Thanks ${++n}`,
  kind: 'any',
  subject: 'Thank you, {{name}}',
  body: 'Hello {{name}},\n\nthank you for writing.\n\n{{sender}}',
  ...over,
});

describe('reply templates', () => {
  it('OWNER and ADMIN write them; HR, COPYWRITER and strangers may not', async () => {
    const made = await app.gql(TEMPLATE, { input: template() }, owner);
    expect(made.errors).toBeUndefined();
    const id = made.data!.createReplyTemplate.id;
    const changed = await app.gql(
      UPDATE,
      { id, input: template({ subject: 'Thanks, {{ name }}' }) },
      admin.token,
    );
    expect(changed.data?.updateReplyTemplate.subject).toBe('Thanks, {{ name }}');
    expect(code(await app.gql(TEMPLATE, { input: template() }, hr.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(TEMPLATE, { input: template() }, copywriter.token))).toBe('FORBIDDEN');
    const anonymous = await app.gql(TEMPLATE, { input: template() });
    expect(code(anonymous)).toBe('UNAUTHENTICATED');
    const rest = await app.rest('POST', '/graphql', { query: TEMPLATE, variables: { input: { name: 1 } } });
    expect(rest.status).toBeLessThan(500);
    const audit = await app.db.auditEntry.findMany({ where: { action: { startsWith: 'REPLY_TEMPLATE' } } });
    expect(audit.map((a) => a.action).sort()).toEqual(['REPLY_TEMPLATE_CREATED', 'REPLY_TEMPLATE_UPDATED']);
  });

  it('refuses unknown placeholders on save, naming them, and {{vacancy}} outside application templates', async () => {
    const bad = await app.gql(
      TEMPLATE,
      { input: template({ body: 'Hi {{firstName}} and {{ company }}, {{name}}' }) },
      owner,
    );
    expect(bad.status).toBe(200);
    expect(code(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.fields!.body).toContain('{{firstName}}, {{company}}');
    const subject = await app.gql(TEMPLATE, { input: template({ subject: 'Re: {{topic}}' }) }, owner);
    expect(subject.errors![0]!.extensions!.fields!.subject).toContain('{{topic}}');
    const vacancy = await app.gql(
      TEMPLATE,
      { input: template({ kind: 'contact', body: 'About {{vacancy}}' }) },
      owner,
    );
    expect(vacancy.errors![0]!.extensions!.fields!.kind).toContain('{{vacancy}}');
    const kind = await app.gql(TEMPLATE, { input: template({ kind: 'lead' }) }, owner);
    expect(kind.errors![0]!.extensions!.fields!.kind).toBeTruthy();
    const huge = await app.gql(TEMPLATE, { input: template({ body: 'x'.repeat(20_000) }) }, owner);
    expect(huge.errors![0]!.extensions!.fields!.body).toContain('10000');
    const same = await app.gql(TEMPLATE, { input: template({ name: 'Dup' }) }, owner);
    expect(same.errors).toBeUndefined();
    const dup = await app.gql(TEMPLATE, { input: template({ name: 'Dup' }) }, owner);
    expect(dup.errors![0]!.extensions!.fields!.name).toBe('Another template has this name.');
  });

  it('HR sees only the templates for applications; contact-request templates are not theirs', async () => {
    await app.gql(
      TEMPLATE,
      { input: template({ name: 'Interview invite', kind: 'application', body: 'About {{vacancy}}' }) },
      owner,
    );
    await app.gql(TEMPLATE, { input: template({ name: 'Proposal follow-up', kind: 'contact' }) }, owner);
    const mine = await app.gql(LIST, {}, hr.token);
    const kinds = new Set(mine.data!.replyTemplates.map((t: { kind: string }) => t.kind));
    expect(kinds).toEqual(new Set(['any', 'application']));
    expect(code(await app.gql(LIST, { kind: 'CONTACT_REQUEST' }, hr.token))).toBe('FORBIDDEN');
    expect(code(await app.gql(LIST, {}, copywriter.token))).toBe('FORBIDDEN');
  });
});

describe('replies', () => {
  it('fills the context from the lead and the sender', async () => {
    const ctx = await app.gql(CONTEXT, { kind: 'JOB_APPLICATION', id: application.id }, hr.token);
    expect(ctx.data?.leadReplyContext).toEqual({
      to: application.email,
      name: 'Vera Visitor',
      vacancy: 'QA Engineer',
      sender: 'HR',
      from: REPLY_FROM,
      replyTo: hr.email,
    });
  });

  it('goes through the outbox exactly once, however often the same draft is sent, and arrives by SMTP', async () => {
    const input = {
      subject: 'Thank you, Vera',
      body: 'Hello Vera,\n\nwe will call you.\n\nADMIN',
      clientKey: 'draft-abc-123',
    };
    const [a, b] = await Promise.all([
      app.gql(SEND, { kind: 'CONTACT_REQUEST', id: contact.id, input }, admin.token),
      app.gql(SEND, { kind: 'CONTACT_REQUEST', id: contact.id, input }, admin.token),
    ]);
    expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    expect(b.errors, JSON.stringify(b.errors)).toBeUndefined();
    expect(a.data!.sendLeadReply.id).toBe(b.data!.sendLeadReply.id);
    const again = await app.gql(SEND, { kind: 'CONTACT_REQUEST', id: contact.id, input }, admin.token);
    expect(again.data!.sendLeadReply.id).toBe(a.data!.sendLeadReply.id);
    expect(await app.db.leadReply.count({ where: { contactRequestId: contact.id } })).toBe(1);
    const mails = await app.db.outboxMessage.findMany({ where: { to: contact.email } });
    expect(mails).toHaveLength(1);
    await app.outbox.kick();
    await app.outbox.kick();
    const got = received.filter((m) => m.to.includes(contact.email));
    expect(got).toHaveLength(1);
    expect(got[0]!.raw).toMatch(/^From: Agency team <team@agency\.test>/m);
    expect(got[0]!.raw).toMatch(new RegExp(`^Reply-To: ${admin.email.replace(/\./g, '\\.')}`, 'm'));
    expect(got[0]!.raw).toMatch(/^Subject: Thank you, Vera/m);
    expect(got[0]!.raw).toContain('we will call you.');
    const list = await app.gql(REPLIES, { kind: 'CONTACT_REQUEST', id: contact.id }, owner);
    expect(list.data!.leadReplies).toEqual([
      { id: a.data!.sendLeadReply.id, subject: 'Thank you, Vera', delivery: 'SENT' },
    ]);
    const audit = await app.db.auditEntry.findMany({
      where: { action: 'LEAD_REPLIED', targetId: contact.id },
    });
    expect(audit).toHaveLength(1);
  });

  it('is kept on the timeline as a REPLY entry', async () => {
    const entries = await replyTimeline(app.db)('contact', contact.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'REPLY',
      actorName: 'ADMIN',
      summary: 'ADMIN replied: Thank you, Vera',
    });
    expect(entries[0]!.at).toBeInstanceOf(Date);
    expect(await replyTimeline(app.db)('application', contact.id)).toEqual([]);
  });

  it('lets HR answer applications only, and refuses strangers before any field rule', async () => {
    const input = { subject: 'Interview', body: 'Hello Carl' };
    const hrApp = await app.gql(SEND, { kind: 'JOB_APPLICATION', id: application.id, input }, hr.token);
    expect(hrApp.errors).toBeUndefined();
    expect(hrApp.data!.sendLeadReply.senderName).toBe('HR');
    expect(code(await app.gql(SEND, { kind: 'CONTACT_REQUEST', id: contact.id, input }, hr.token))).toBe(
      'FORBIDDEN',
    );
    expect(code(await app.gql(REPLIES, { kind: 'CONTACT_REQUEST', id: contact.id }, hr.token))).toBe(
      'FORBIDDEN',
    );
    expect(
      code(await app.gql(SEND, { kind: 'JOB_APPLICATION', id: application.id, input }, copywriter.token)),
    ).toBe('FORBIDDEN');
    expect(
      code(
        await app.gql(SEND, {
          kind: 'JOB_APPLICATION',
          id: application.id,
          input: { subject: '', body: '' },
        }),
      ),
    ).toBe('UNAUTHENTICATED');
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const send = (input: Record<string, unknown>, id = contact.id) =>
      app.gql(SEND, { kind: 'CONTACT_REQUEST', id, input }, owner);
    expect((await send({ subject: ' ', body: 'x' })).errors![0]!.extensions!.fields!.subject).toBeTruthy();
    expect(
      (await send({ subject: 'Hi', body: 'Dear {{nmae}}' })).errors![0]!.extensions!.fields!.body,
    ).toContain('{{nmae}}');
    expect(
      (await send({ subject: 'Hi', body: 'x', clientKey: 'bad key!' })).errors![0]!.extensions!.fields!
        .clientKey,
    ).toBeTruthy();
    expect(
      (await send({ subject: 'Hi', body: 'x', templateId: 'nope' })).errors![0]!.extensions!.fields!
        .templateId,
    ).toBeTruthy();
    expect(code(await send({ subject: 'Hi', body: 'x' }, 'no-such-lead'))).toBe('NOT_FOUND');
    // A key used for one lead cannot send to another.
    const other = await app.gql(
      SEND,
      {
        kind: 'JOB_APPLICATION',
        id: application.id,
        input: { subject: 'x', body: 'x', clientKey: 'draft-abc-123' },
      },
      owner,
    );
    expect(other.errors![0]!.extensions!.fields!.clientKey).toBeTruthy();
    const rest = await app.rest(
      'POST',
      '/graphql',
      { query: SEND, variables: { kind: 'CONTACT_REQUEST', id: contact.id, input: { subject: 5 } } },
      owner,
    );
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
  });

  it('goes with the lead when its data is erased', async () => {
    const erase = `mutation($e: String!) { eraseDataSubject(email: $e) { contactRequests } }`;
    const res = await app.gql(erase, { e: contact.email }, owner);
    expect(res.errors).toBeUndefined();
    expect(await app.db.leadReply.count({ where: { to: contact.email } })).toBe(0);
    expect(await app.db.outboxMessage.count({ where: { to: contact.email } })).toBe(0);
    expect(await app.db.leadReply.count({ where: { to: application.email } })).toBe(1);
  });
});

describe('REPLY_FROM', () => {
  it('defaults to MAIL_FROM and refuses what is not an address, naming the variable', () => {
    expect(loadConfig({ MAIL_FROM: 'Site <site@example.com>' }).mail.replyFrom).toBe(
      'Site <site@example.com>',
    );
    expect(loadConfig({ REPLY_FROM: 'team@example.com' }).mail.replyFrom).toBe('team@example.com');
    expect(loadConfig({ REPLY_FROM: ' ' }).mail.replyFrom).toBe(loadConfig({}).mail.from);
    expect(() => loadConfig({ REPLY_FROM: 'Team <not an address>' })).toThrow(
      /REPLY_FROM: must be an address/,
    );
    expect(() => loadConfig({ REPLY_FROM: 'a@b.co\r\nBcc: x@y.z' })).toThrow(/REPLY_FROM/);
  });
});
