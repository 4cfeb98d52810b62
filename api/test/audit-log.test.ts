/**
 * The audit log (decision 030): each kind of staff write and security event leaves an entry naming
 * who, from where, what and on what, through GraphQL and REST alike; no entry holds a secret; the
 * log can be filtered, paged and exported, and nothing can change or delete an entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction } from '@agency/schema/audit';
import {
  GENEROUS_RATE_LIMITS,
  OWNER,
  SAMPLE_FILES,
  STAFF_PASSWORD,
  startTestApp,
  type TestApp,
} from './harness.ts';
import { sendLead } from './leads-support.ts';

let app: TestApp;
let owner: string;
/** Every secret this file sends: none may appear in any entry. */
const secrets: string[] = [OWNER.password, STAFF_PASSWORD];

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  owner = await app.login(OWNER.email, OWNER.password);
  secrets.push(owner);
});
afterAll(async () => app?.stop());

const entries = (action: AuditAction) =>
  app.db.auditEntry.findMany({ where: { action }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
const latest = async (action: AuditAction) => (await entries(action))[0];

async function ok<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token = owner,
): Promise<T> {
  const res = await app.gql(query, variables, token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

describe('what is recorded', () => {
  it('sign-in, failed sign-in, sign-out and the own-account changes, with actor and address', async () => {
    const staff = await app.staff(['HR']);
    secrets.push(staff.token);
    expect(await latest('SIGN_IN')).toMatchObject({
      actorId: staff.id,
      actorEmail: staff.email,
      ip: '127.0.0.1',
      targetType: 'user',
      targetId: staff.id,
    });

    expect(
      (await app.rest('POST', '/api/auth/login', { email: staff.email, password: 'wrong-pass-1' })).status,
    ).toBe(401);
    expect(await latest('SIGN_IN_FAILED')).toMatchObject({
      actorId: null,
      ip: '127.0.0.1',
      targetId: staff.id,
      targetLabel: staff.email,
      summary: `Failed sign-in as ${staff.email}: wrong password`,
    });
    await app.gql('mutation($e: String!) { login(email: $e, password: "nobody-here-1") { token } }', {
      e: 'nobody@test.local',
    });
    expect(await latest('SIGN_IN_FAILED')).toMatchObject({
      targetId: null,
      targetLabel: 'nobody@test.local',
      details: JSON.stringify({ reason: 'unknown account' }),
    });

    const second = await app.login(staff.email, STAFF_PASSWORD);
    secrets.push(second);
    await ok('mutation { signOutOtherSessions }', {}, second);
    expect(await latest('OTHER_SESSIONS_ENDED')).toMatchObject({ actorId: staff.id, details: '{"ended":1}' });

    const changed = await ok<{ changePassword: { token: string } }>(
      'mutation { changePassword(currentPassword: "staff-password-1", newPassword: "another-password-2") { token } }',
      {},
      second,
    );
    secrets.push('another-password-2', changed.changePassword.token);
    expect(await latest('PASSWORD_CHANGED')).toMatchObject({ actorId: staff.id, targetId: staff.id });

    await app.gql(
      'mutation { changeEmail(currentPassword: "not-it-at-all-1", email: "x@test.local") { id } }',
      {},
      changed.changePassword.token,
    );
    expect(await latest('SIGN_IN_FAILED')).toMatchObject({
      actorId: staff.id,
      summary: 'Wrong current password on the profile',
    });
    await ok(
      'mutation($e: String!) { changeEmail(currentPassword: "another-password-2", email: $e) { id } }',
      { e: `moved-${staff.email}` },
      changed.changePassword.token,
    );
    expect(await latest('EMAIL_CHANGED')).toMatchObject({
      actorId: staff.id,
      summary: `Changed own e-mail from ${staff.email} to moved-${staff.email}`,
    });

    expect((await app.rest('POST', '/api/auth/logout', undefined, changed.changePassword.token)).status).toBe(
      200,
    );
    expect(await latest('SIGN_OUT')).toMatchObject({ actorId: staff.id, actorEmail: `moved-${staff.email}` });
    // A token that no longer works signs out nobody: nothing to record.
    const before = (await entries('SIGN_OUT')).length;
    await app.rest('POST', '/api/auth/logout', undefined, changed.changePassword.token);
    expect(await entries('SIGN_OUT')).toHaveLength(before);
  });

  it('a password link asked for and used, without the link or the new password', async () => {
    const staff = await app.staff(['COPYWRITER']);
    await ok('mutation($e: String!) { requestPasswordRecovery(email: $e) }', { e: staff.email }, '');
    expect(await latest('PASSWORD_RECOVERY_REQUESTED')).toMatchObject({ actorId: null, targetId: staff.id });
    const mail = await app.db.outboxMessage.findFirstOrThrow({
      where: { to: staff.email, subject: { contains: 'new password' } },
    });
    const [, userId, token] = /new-password\/([^/\s]+)\/(\S+)/.exec(mail.text)!;
    secrets.push(token!, 'recovered-password-3');
    const res = await app.rest('POST', '/api/auth/new-password', {
      id: userId,
      token,
      password: 'recovered-password-3',
    });
    expect(res.status).toBe(200);
    expect(await latest('PASSWORD_RESET')).toMatchObject({ actorId: staff.id, actorEmail: staff.email });
  });

  it('user management: created, renamed, e-mail, password, roles, deactivated, sessions, deleted', async () => {
    const email = 'managed@test.local';
    const { createUser } = await ok<{ createUser: { id: string } }>(
      'mutation($i: UserCreateInput!) { createUser(input: $i) { id } }',
      { i: { name: 'Managed', email, password: 'managed-password-1', roles: ['HR'] } },
    );
    secrets.push('managed-password-1', 'managed-password-2');
    const id = createUser.id;
    expect(await latest('USER_CREATED')).toMatchObject({
      actorEmail: OWNER.email,
      targetId: id,
      targetLabel: email,
    });
    // One REST call changing four things leaves four entries, one per kind of change.
    const res = await app.rest(
      'PUT',
      '/api/user/update-user',
      {
        _id: id,
        name: 'Renamed',
        email: 'managed2@test.local',
        password: 'managed-password-2',
        role: 'COPYWRITER',
      },
      owner,
    );
    expect(res.status).toBe(200);
    expect(await latest('USER_UPDATED')).toMatchObject({ targetId: id, details: '{"fields":["name"]}' });
    expect(await latest('USER_EMAIL_CHANGED')).toMatchObject({
      targetId: id,
      targetLabel: 'managed2@test.local',
    });
    expect(await latest('USER_PASSWORD_SET')).toMatchObject({ targetId: id });
    expect(await latest('USER_ROLES_CHANGED')).toMatchObject({
      summary: 'Changed the roles of managed2@test.local from HR to COPYWRITER',
      details: JSON.stringify({ from: ['HR'], to: ['COPYWRITER'] }),
    });
    await ok('mutation($id: ID!) { updateUser(id: $id, input: { active: false }) { id } }', { id });
    await ok('mutation($id: ID!) { updateUser(id: $id, input: { active: true }) { id } }', { id });
    expect(await latest('USER_DEACTIVATED')).toMatchObject({ targetId: id });
    expect(await latest('USER_REACTIVATED')).toMatchObject({ targetId: id });
    await app.rest('POST', `/api/user/${id}/revoke-sessions`, undefined, owner);
    expect(await latest('USER_SESSIONS_ENDED')).toMatchObject({ targetId: id });
    await ok('mutation($id: ID!) { deleteUser(id: $id) }', { id });
    expect(await latest('USER_DELETED')).toMatchObject({ targetId: id, targetLabel: 'managed2@test.local' });
  });

  it('articles and vacancies: created, changed (which fields), shown, hidden, deleted, on both doors', async () => {
    const created = await app.rest(
      'POST',
      '/api/article/create',
      { title: 'Audited article', description: 'About', content: '<p>Text</p>', category: 'DESIGN' },
      owner,
    );
    const id = created.body._id as string;
    expect(await latest('ARTICLE_CREATED')).toMatchObject({ targetId: id, targetLabel: 'Audited article' });
    await ok(
      'mutation($id: ID!) { updateArticle(id: $id, input: { title: "Audited, again", content: "<p>New</p>", visibility: true }) { id } }',
      { id },
    );
    expect(await latest('ARTICLE_UPDATED')).toMatchObject({
      targetId: id,
      summary: 'Changed the article “Audited, again”: title, content',
      details: '{"fields":["title","content"]}',
    });
    expect(await latest('ARTICLE_SHOWN')).toMatchObject({ targetId: id });
    await app.rest('PUT', '/api/article/change-visibility', { _id: id }, owner);
    expect(await latest('ARTICLE_HIDDEN')).toMatchObject({ targetId: id });
    // A save that changes nothing records nothing.
    const count = await app.db.auditEntry.count();
    await ok('mutation($id: ID!) { updateArticle(id: $id, input: { title: "Audited, again" }) { id } }', {
      id,
    });
    expect(await app.db.auditEntry.count()).toBe(count);
    await app.rest('DELETE', `/api/article/${id}`, undefined, owner);
    expect(await latest('ARTICLE_DELETED')).toMatchObject({ targetId: id, targetLabel: 'Audited, again' });

    const cover = await app.gqlUpload(
      'mutation($file: File!) { uploadCoverImage(file: $file) { url } }',
      new Blob([new Uint8Array(SAMPLE_FILES.png())], { type: 'image/png' }),
      'cover.png',
      owner,
    );
    expect(cover.body.errors).toBeUndefined();
    expect(await latest('COVER_UPLOADED')).toMatchObject({ targetType: 'file', targetLabel: 'cover.png' });

    const vacancy = await ok<{ createVacancy: { id: string } }>(
      'mutation { createVacancy(input: { name: "Audited role", languageLvl: "B2", city: "Kyiv", country: "UA", experience: "2 years", content: "<p>Job</p>" }) { id } }',
    );
    const vid = vacancy.createVacancy.id;
    expect(await latest('VACANCY_CREATED')).toMatchObject({ targetId: vid, targetLabel: 'Audited role' });
    await app.rest('PUT', '/api/vacancy', { _id: vid, city: 'Lviv', visibility: true }, owner);
    expect(await latest('VACANCY_UPDATED')).toMatchObject({ targetId: vid, details: '{"fields":["city"]}' });
    expect(await latest('VACANCY_SHOWN')).toMatchObject({ targetId: vid });
    await ok('mutation($id: ID!) { setVacancyVisibility(id: $id, visibility: false) { id } }', { id: vid });
    expect(await latest('VACANCY_HIDDEN')).toMatchObject({ targetId: vid });
    await ok('mutation($id: ID!) { deleteVacancy(id: $id) }', { id: vid });
    expect(await latest('VACANCY_DELETED')).toMatchObject({ targetId: vid });
  });

  it('leads: read, archived, reopened, exported, file downloaded, deleted, never naming the visitor', async () => {
    const lead = await sendLead(app, 'application', { file: true, topic: 'QA Engineer' });
    const hr = await app.staff(['HR']);
    const set = (status: string) =>
      ok(
        'mutation($id: ID!, $s: LeadStatus!) { setJobApplicationStatus(id: $id, status: $s) { id } }',
        { id: lead.id, s: status },
        hr.token,
      );
    await set('READ');
    await set('ARCHIVED');
    await set('NEW');
    expect(await latest('LEAD_READ')).toMatchObject({
      actorId: hr.id,
      targetType: 'jobApplication',
      targetId: lead.id,
      targetLabel: 'QA Engineer',
      details: '{"from":"NEW","to":"READ"}',
    });
    expect(await latest('LEAD_ARCHIVED')).toMatchObject({ targetId: lead.id });
    expect(await latest('LEAD_REOPENED')).toMatchObject({ targetId: lead.id });

    const csv = await app.rest('GET', '/api/inbox/job-applications/export.csv', undefined, hr.token);
    expect(csv.status).toBe(200);
    expect(await latest('LEAD_EXPORTED')).toMatchObject({ actorId: hr.id, targetType: 'jobApplication' });
    await ok('query { leadsCsv(kind: JOB_APPLICATION, status: ARCHIVED) }', {}, hr.token);
    expect((await latest('LEAD_EXPORTED'))!.summary).toBe('Exported 0 applications (ARCHIVED) as CSV');

    const file = await app.rest('GET', `/api/files/${lead.uploadId}`, undefined, hr.token);
    expect(file.status).toBe(200);
    expect(await latest('LEAD_FILE_DOWNLOADED')).toMatchObject({
      actorId: hr.id,
      targetId: lead.id,
      summary: 'Downloaded the CV of application (QA Engineer)',
    });

    await ok('mutation($id: ID!) { deleteJobApplication(id: $id) }', { id: lead.id }, hr.token);
    expect(await latest('LEAD_DELETED')).toMatchObject({ actorId: hr.id, targetId: lead.id });

    // The visitor's name, address and message are in none of these entries.
    const all = JSON.stringify(await app.db.auditEntry.findMany({ where: { targetId: lead.id } }));
    for (const personal of [lead.email, 'Vera Visitor', 'Hello there', 'my-cv.pdf'])
      expect(all).not.toContain(personal);
  });
});

describe('reading the log', () => {
  it('filters by actor, action, target and period, pages newest first, and says how many match', async () => {
    const hr = await app.staff(['HR']);
    const q = `query($actor: String, $action: AuditAction, $target: String, $from: DateTime, $to: DateTime, $first: Int, $offset: Int) {
      auditLog(actor: $actor, action: $action, target: $target, from: $from, to: $to, first: $first, offset: $offset) {
        total hasMore items { id createdAt action actorEmail ip targetType targetId targetLabel summary details } } }`;
    const byActor = await ok(q, { actor: hr.email.toUpperCase() });
    expect(byActor.auditLog.items.map((e: { action: string }) => e.action)).toEqual(['SIGN_IN']);
    const signIns = await ok(q, { action: 'SIGN_IN', first: 2 });
    expect(signIns.auditLog.items).toHaveLength(2);
    expect(signIns.auditLog.hasMore).toBe(true);
    const next = await ok(q, { action: 'SIGN_IN', first: 2, offset: 2 });
    const times = [...signIns.auditLog.items, ...next.auditLog.items].map(
      (e: { createdAt: string }) => e.createdAt,
    );
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      new Set([...signIns.auditLog.items, ...next.auditLog.items].map((e: { id: string }) => e.id)).size,
    ).toBe(times.length);
    const byTarget = await ok(q, { target: hr.id });
    expect(byTarget.auditLog.total).toBeGreaterThanOrEqual(1);
    expect(byTarget.auditLog.items.every((e: { targetId: string }) => e.targetId === hr.id)).toBe(true);
    const future = await ok(q, { from: new Date(Date.now() + 60_000).toISOString() });
    expect(future.auditLog).toMatchObject({ total: 0, items: [] });
    const past = await ok(q, { to: new Date(Date.now() - 86_400_000).toISOString() });
    expect(past.auditLog.total).toBe(0);
    const wrong = await app.gql(
      q,
      { from: new Date().toISOString(), to: new Date(Date.now() - 1000).toISOString() },
      owner,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { to: expect.any(String) },
    });
  });

  it('exports the filtered log as CSV on both doors, and records the export', async () => {
    const res = await app.rest('GET', '/api/audit/export.csv?action=SIGN_IN_FAILED', undefined, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-log.csv"/);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'createdAt,action,actionLabel,actorEmail,actorId,ip,targetType,targetId,targetLabel,summary,details',
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(
      lines.slice(1).every((l) => l.includes(`,SIGN_IN_FAILED,${AUDIT_ACTIONS.SIGN_IN_FAILED.label},`)),
    ).toBe(true);
    expect(await latest('AUDIT_EXPORTED')).toMatchObject({
      actorEmail: OWNER.email,
      details: JSON.stringify({ rows: lines.length - 1, action: 'SIGN_IN_FAILED' }),
    });
    const viaGraphql = await ok<{ auditLogCsv: string }>('query { auditLogCsv(action: SIGN_IN_FAILED) }');
    expect(viaGraphql.auditLogCsv.trim().split('\r\n')).toHaveLength(lines.length);
  });

  it('answers a wrong filter with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['action=DROP_TABLE', 'action'],
      ['from=yesterday', 'from'],
      ['to=2026-13-45T99:00:00Z', 'to'],
      ['action=SIGN_IN&action=SIGN_OUT', 'action'],
      [`actor=${'x'.repeat(300)}`, 'search'],
    ] as const) {
      const res = await app.rest('GET', `/api/audit/export.csv?${query}`, undefined, owner);
      expect(res.status, query).toBe(400);
      expect(res.body.fields?.[field], query).toEqual(expect.any(String));
    }
  });
});

describe('append-only', () => {
  it('no API operation changes or deletes an entry', async () => {
    const res = await app.gql(
      'query { __schema { mutationType { fields { name type { name ofType { name } } } } } }',
    );
    const mutations = res.data!.__schema.mutationType.fields as {
      name: string;
      type: { name: string | null; ofType: { name: string } | null };
    }[];
    expect(mutations.filter((m) => /audit/i.test(m.name))).toEqual([]);
    expect(mutations.filter((m) => /AuditEntry/.test(m.type.name ?? m.type.ofType?.name ?? ''))).toEqual([]);
    const entry = await app.db.auditEntry.findFirstOrThrow();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of ['/api/audit', `/api/audit/${entry.id}`, '/api/audit/export.csv']) {
        const answer = await app.rest(method, path, method === 'DELETE' ? undefined : {}, owner);
        expect([404, 405], `${method} ${path}`).toContain(answer.status);
      }
    }
    expect(await app.db.auditEntry.findUnique({ where: { id: entry.id } })).toEqual(entry);
  });

  it('the database refuses to change an entry', async () => {
    const entry = await app.db.auditEntry.findFirstOrThrow();
    await app.db.auditEntry
      .update({ where: { id: entry.id }, data: { summary: 'rewritten' } })
      .catch(() => undefined);
    await app.db.$executeRawUnsafe(`UPDATE "AuditEntry" SET "summary" = 'rewritten'`).catch(() => undefined);
    expect(await app.db.auditEntry.findUnique({ where: { id: entry.id } })).toEqual(entry);
  });

  it('holds no password, token or file content anywhere', async () => {
    const all = JSON.stringify(await app.db.auditEntry.findMany());
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toContain('%PDF');
    expect(all).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/); // no JWT of any kind
  });
});
