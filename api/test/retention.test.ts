/**
 * The daily retention run (decision 030): leads older than LEAD_RETENTION_DAYS go with their files
 * and e-mails, recent ones stay; audit entries older than AUDIT_RETENTION_DAYS go; 0 keeps
 * everything; each run is recorded; and with several instances on one database only one runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, provider, startTestApp, type TestApp } from './harness.ts';
import { fileExists, sendLead, type SentLead } from './leads-support.ts';

const DAY = 86_400_000;
let app: TestApp;
let second: TestApp;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS, retention: { leadDays: 30, auditDays: 90 } });
  second = await startTestApp({ retention: { leadDays: 30, auditDays: 90 } }, { sameDatabaseAs: app });
});
afterAll(async () => {
  await second?.stop();
  await app?.stop();
});

async function age(lead: SentLead, kind: 'contact' | 'application', days: number) {
  const data = { createdAt: ago(days) };
  if (kind === 'contact') await app.db.contactRequest.update({ where: { id: lead.id }, data });
  else await app.db.jobApplication.update({ where: { id: lead.id }, data });
  await app.db.outboxMessage.updateMany({
    where: { text: { contains: lead.id } },
    data: { createdAt: ago(days) },
  });
}

describe('the retention run', () => {
  it('deletes old leads with their files and e-mails, keeps recent ones, prunes the audit log, and records it', async () => {
    const oldContact = await sendLead(app, 'contact', { file: true });
    const oldApplication = await sendLead(app, 'application', { file: true });
    const recent = await sendLead(app, 'application', { file: true });
    const edge = await sendLead(app, 'contact');
    await age(oldContact, 'contact', 31);
    await age(oldApplication, 'application', 400);
    await age(edge, 'contact', 29);
    await app.outbox.kick(); // keeps .eml copies under DATA_DIR/mail
    const oldNotice = await app.db.outboxMessage.create({
      data: { to: 'staff@test.local', subject: 'Old notice', text: 'x', status: 'SENT', createdAt: ago(60) },
    });
    const stuck = await app.db.outboxMessage.create({
      data: { to: 'staff@test.local', subject: 'Still trying', text: 'x', createdAt: ago(60) },
    });
    const oldCopy = path.join(app.dataDir, 'mail', `old-${oldNotice.id}.eml`);
    fs.writeFileSync(oldCopy, 'old');
    fs.utimesSync(oldCopy, ago(60), ago(60));
    const oldEntry = await app.db.auditEntry.create({
      data: { action: 'SIGN_IN', summary: 'long ago', createdAt: ago(91) },
    });
    const keptEntry = await app.db.auditEntry.create({
      data: { action: 'SIGN_IN', summary: 'a while ago', createdAt: ago(89) },
    });

    expect(await app.jobs.tick()).toEqual(['retention', 'media-cleanup', 'revisions', 'follow-up-digest']);

    expect(await app.db.contactRequest.findUnique({ where: { id: oldContact.id } })).toBeNull();
    expect(await app.db.jobApplication.findUnique({ where: { id: oldApplication.id } })).toBeNull();
    for (const lead of [oldContact, oldApplication]) {
      expect(await app.db.upload.findUnique({ where: { id: lead.uploadId! } })).toBeNull();
      expect(fileExists(app, lead.uploadId!)).toBe(false);
      expect(await app.db.outboxMessage.count({ where: { text: { contains: lead.id } } })).toBe(0);
    }
    expect(await app.db.jobApplication.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect(fileExists(app, recent.uploadId!)).toBe(true);
    expect(await app.db.contactRequest.findUnique({ where: { id: edge.id } })).not.toBeNull();
    expect(await app.db.outboxMessage.count({ where: { text: { contains: recent.id } } })).toBe(1);
    expect(await app.db.outboxMessage.findUnique({ where: { id: oldNotice.id } })).toBeNull();
    expect(fs.existsSync(oldCopy)).toBe(false);
    expect(await app.db.outboxMessage.findUnique({ where: { id: stuck.id } })).not.toBeNull(); // not sent yet
    expect(await app.db.auditEntry.findUnique({ where: { id: oldEntry.id } })).toBeNull();
    expect(await app.db.auditEntry.findUnique({ where: { id: keptEntry.id } })).not.toBeNull();

    const run = await app.db.auditEntry.findFirstOrThrow({ where: { action: 'RETENTION_RUN' } });
    expect(run).toMatchObject({ actorId: null, ip: null, targetType: 'system' });
    expect(JSON.parse(run.details!)).toEqual({
      contactRequests: 1,
      jobApplications: 1,
      files: 2,
      emails: 3,
      auditEntries: 1,
      leadRetentionDays: 30,
      auditRetentionDays: 90,
    });
    expect(run.summary).toBe(
      'Deleted 2 leads older than 30 days with 2 files and 3 e-mails; 1 audit entries older than 90 days',
    );
    // Daily: the next look finds nothing due.
    expect(await app.jobs.tick()).toEqual([]);
  });

  it('runs on one instance only when several look at the same moment', async () => {
    const before = await app.db.auditEntry.count({ where: { action: 'RETENTION_RUN' } });
    for (let round = 0; round < 3; round++) {
      await app.db.scheduledJob.update({ where: { name: 'retention' }, data: { nextRunAt: ago(1) } });
      const now = new Date();
      // Two SQLite clients in one process block each other's event loop while one waits for the
      // other's lock (a deployment runs one SQLite instance), so there they look one after the other
      // at the same moment; on PostgreSQL they race for real.
      const [a, b] =
        provider === 'postgres'
          ? await Promise.all([app.jobs.tick(now), second.jobs.tick(now)])
          : [await app.jobs.tick(now), await second.jobs.tick(now)];
      expect([...a, ...b]).toEqual(['retention']);
    }
    expect(await app.db.auditEntry.count({ where: { action: 'RETENTION_RUN' } })).toBe(before + 3);
    const job = await app.db.scheduledJob.findUniqueOrThrow({ where: { name: 'retention' } });
    expect(job.nextRunAt.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
  });

  it('keeps everything when both periods are 0, and says so', async () => {
    const keeper = await startTestApp({ retention: { leadDays: 0, auditDays: 0 } }, { sameDatabaseAs: app });
    try {
      const ancient = await sendLead(app, 'contact', { file: true });
      await age(ancient, 'contact', 5000);
      const result = await keeper.services.retention.run();
      expect(result).toEqual({
        contactRequests: 0,
        jobApplications: 0,
        files: 0,
        emails: 0,
        auditEntries: 0,
      });
      expect(await app.db.contactRequest.findUnique({ where: { id: ancient.id } })).not.toBeNull();
      expect(fileExists(app, ancient.uploadId!)).toBe(true);
      const run = await app.db.auditEntry.findFirstOrThrow({
        where: { action: 'RETENTION_RUN' },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      expect(run.summary).toBe(
        'Leads are kept (LEAD_RETENTION_DAYS=0); audit entries are kept (AUDIT_RETENTION_DAYS=0)',
      );
    } finally {
      await keeper.stop();
    }
  });
});
