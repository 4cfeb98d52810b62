/**
 * Access and erasure requests and deleting one lead (decision 030): everything stored about an
 * e-mail address is found, exported as one zip archive (its files byte for byte) and erased with
 * its files and e-mails, each step audited under a masked address; nobody else's data is touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';
import { fileExists, sendLead, type SentLead } from './leads-support.ts';

let app: TestApp;
let owner: string;
const VERA = 'vera.visitor@example.com';
let vera: SentLead[];
let other: SentLead;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  owner = await app.login(OWNER.email, OWNER.password);
  vera = [
    await sendLead(app, 'contact', { email: VERA, file: true }),
    await sendLead(app, 'contact', { email: VERA }),
    await sendLead(app, 'application', { email: VERA, file: true }),
  ];
  other = await sendLead(app, 'contact', { email: 'someone.else@example.com', file: true });
  await app.outbox.kick(); // without SMTP, sent mail is kept as .eml files under DATA_DIR/mail
});
afterAll(async () => app?.stop());

const REPORT = `query($e: String!) { dataSubject(email: $e) {
  email staffAccount contactRequests { id email message } jobApplications { id position }
  files { id name size leadId } emails { id to subject status } } }`;

async function gqlOk(query: string, variables: Record<string, unknown>, token = owner) {
  const res = await app.gql(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!;
}

/** The archive's entries, name -> bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z!))),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream!.on('data', (c: Buffer) => chunks.push(c));
        stream!.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

const mailFiles = () =>
  fs.existsSync(path.join(app.dataDir, 'mail')) ? fs.readdirSync(path.join(app.dataDir, 'mail')) : [];

describe('an access request', () => {
  it('finds every lead, file and e-mail of the address, however it is typed, and records the look-up', async () => {
    const { dataSubject } = await gqlOk(REPORT, { e: `  ${VERA.toUpperCase()} ` });
    expect(dataSubject.email).toBe(VERA);
    expect(dataSubject.staffAccount).toBe(false);
    expect(dataSubject.contactRequests.map((l: { id: string }) => l.id).sort()).toEqual(
      [vera[0]!.id, vera[1]!.id].sort(),
    );
    expect(dataSubject.jobApplications).toEqual([{ id: vera[2]!.id, position: 'QA Engineer' }]);
    expect(dataSubject.files.map((f: { leadId: string }) => f.leadId).sort()).toEqual(
      [vera[0]!.id, vera[2]!.id].sort(),
    );
    expect(dataSubject.emails).toHaveLength(3); // one notification per lead
    const entry = await app.db.auditEntry.findFirstOrThrow({ where: { action: 'DATA_LOOKUP' } });
    expect(entry).toMatchObject({
      actorEmail: OWNER.email,
      targetType: 'dataSubject',
      targetLabel: 'v***@example.com',
    });
    expect(JSON.stringify(entry)).not.toContain(VERA);
  });

  it('says when a staff account uses the address', async () => {
    const { dataSubject } = await gqlOk(REPORT, { e: OWNER.email });
    expect(dataSubject).toMatchObject({ staffAccount: true, contactRequests: [], jobApplications: [] });
  });

  it('refuses an address that is not one, naming the field, on both doors', async () => {
    const res = await app.gql(REPORT, { e: 'not-an-address' }, owner);
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: expect.any(String) },
    });
    for (const body of [{ email: 'nope' }, { email: 42 }, {}, ['x']]) {
      const rest = await app.rest('POST', '/api/privacy/export', body, owner);
      expect(rest.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('exports everything as one zip: README, data.json and each file byte for byte, and records it', async () => {
    // Staff's notes on the person's leads are theirs to see too (decision 054).
    const noted = await app.db.contactRequest.findFirstOrThrow({ where: { email: VERA } });
    await app.db.leadNote.create({
      data: { leadKind: 'contact', leadId: noted.id, authorName: 'Sam', body: 'Prefers calls' },
    });
    const res = await fetch(`${app.baseUrl}/api/privacy/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ email: VERA }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('personal-data-vera.visitor@example.com.zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(
      ['README.txt', 'data.json', `files/${vera[0]!.id}-my-cv.pdf`, `files/${vera[2]!.id}-my-cv.pdf`].sort(),
    );
    expect(entries.get(`files/${vera[0]!.id}-my-cv.pdf`)!.equals(vera[0]!.fileBytes!)).toBe(true);
    expect(entries.get(`files/${vera[2]!.id}-my-cv.pdf`)!.equals(vera[2]!.fileBytes!)).toBe(true);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.email).toBe(VERA);
    expect(data.contactRequests).toHaveLength(2);
    expect(data.contactRequests[0]).toMatchObject({
      name: 'Vera Visitor',
      email: VERA,
      message: 'Hello there',
    });
    expect(data.jobApplications[0]).toMatchObject({ position: 'QA Engineer', country: 'Germany' });
    expect(data.emails).toHaveLength(3);
    expect(data.emails[0].text).toContain(`E-mail: ${VERA}`);
    expect(data.notes.map((n: { body: string }) => n.body)).toEqual(['Prefers calls']);
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(entries.get('README.txt')!.toString()).toContain(`about ${VERA}`);
    expect(await app.db.auditEntry.findFirst({ where: { action: 'DATA_EXPORTED' } })).toMatchObject({
      targetLabel: 'v***@example.com',
      details: JSON.stringify({ contactRequests: 2, jobApplications: 1, files: 2, emails: 3 }),
    });
  });
});

describe('an erasure request', () => {
  it('deletes the leads, their files and e-mails (with their kept copies), touches nobody else, and records it', async () => {
    const veraMail = (await app.db.outboxMessage.findMany({ where: { replyTo: VERA } })).map((m) => m.id);
    expect(mailFiles().filter((f) => veraMail.some((id) => f.endsWith(`-${id}.eml`)))).toHaveLength(3);
    const { eraseDataSubject } = await gqlOk(
      'mutation($e: String!) { eraseDataSubject(email: $e) { contactRequests jobApplications files emails } }',
      { e: VERA },
    );
    expect(eraseDataSubject).toEqual({ contactRequests: 2, jobApplications: 1, files: 2, emails: 3 });
    expect(await app.db.contactRequest.count({ where: { email: VERA } })).toBe(0);
    expect(await app.db.jobApplication.count({ where: { email: VERA } })).toBe(0);
    expect(
      await app.db.upload.count({ where: { id: { in: [vera[0]!.uploadId!, vera[2]!.uploadId!] } } }),
    ).toBe(0);
    expect(fileExists(app, vera[0]!.uploadId!)).toBe(false);
    expect(fileExists(app, vera[2]!.uploadId!)).toBe(false);
    expect(
      await app.db.outboxMessage.count({ where: { OR: [{ replyTo: VERA }, { text: { contains: VERA } }] } }),
    ).toBe(0);
    expect(mailFiles().filter((f) => veraMail.some((id) => f.endsWith(`-${id}.eml`)))).toEqual([]);
    // Someone else's lead, file and e-mail stay.
    expect(await app.db.contactRequest.count({ where: { id: other.id } })).toBe(1);
    expect(fileExists(app, other.uploadId!)).toBe(true);
    expect(await app.db.outboxMessage.count({ where: { replyTo: other.email } })).toBe(1);
    const { dataSubject } = await gqlOk(REPORT, { e: VERA });
    expect(dataSubject).toMatchObject({ contactRequests: [], jobApplications: [], files: [], emails: [] });
    const entry = await app.db.auditEntry.findFirstOrThrow({ where: { action: 'DATA_ERASED' } });
    expect(entry).toMatchObject({
      actorEmail: OWNER.email,
      targetLabel: 'v***@example.com',
      summary: 'Erased the data of v***@example.com: 2 contact requests, 1 application, 2 files, 3 e-mails',
    });
    expect(JSON.stringify(await app.db.auditEntry.findMany())).not.toContain(VERA);
  });
});

describe('deleting one lead', () => {
  it('removes it with its file and notification, leaves the person’s other leads, and records it', async () => {
    const email = 'two.leads@example.com';
    const first = await sendLead(app, 'contact', { email, file: true });
    const second = await sendLead(app, 'contact', { email });
    const res = await gqlOk('mutation($id: ID!) { deleteContactRequest(id: $id) }', { id: first.id });
    expect(res.deleteContactRequest).toBe(first.id);
    expect(await app.db.contactRequest.findUnique({ where: { id: first.id } })).toBeNull();
    expect(await app.db.upload.findUnique({ where: { id: first.uploadId! } })).toBeNull();
    expect(fileExists(app, first.uploadId!)).toBe(false);
    expect(await app.db.outboxMessage.count({ where: { text: { contains: first.id } } })).toBe(0);
    expect(await app.db.contactRequest.findUnique({ where: { id: second.id } })).not.toBeNull();
    expect(await app.db.outboxMessage.count({ where: { text: { contains: second.id } } })).toBe(1);
    expect(
      await app.db.auditEntry.findFirst({ where: { action: 'LEAD_DELETED', targetId: first.id } }),
    ).toMatchObject({
      actorEmail: OWNER.email,
      summary: 'Deleted contact request (Outsource) and its file',
    });
    const again = await app.gql(
      'mutation($id: ID!) { deleteContactRequest(id: $id) }',
      { id: first.id },
      owner,
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The file URL the inbox showed is gone too.
    expect((await app.rest('GET', `/api/files/${first.uploadId}`, undefined, owner)).status).toBe(404);
  });
});
