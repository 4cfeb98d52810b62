/**
 * Invitations (decision 061) over real HTTP: the link is e-mailed through the outbox, works once
 * and expires; a resend kills the old link; a revoke kills it; the invitee chooses their name and
 * password and signs in (enrolling a second factor when their role needs one); the documented REST
 * door invites without a password; staff can change a colleague's e-mail and the old address is told.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_RATE_LIMITS, OWNER, startTestApp, type TestApp } from './harness.ts';

let app: TestApp;
let ownerToken: string;
const uid = () => randomBytes(4).toString('hex');
const INVITE =
  'mutation($input: InvitationInput!) { inviteUser(input: $input) { id email status roles expiresAt } }';
const ACCEPT =
  'mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id email name roles } }';
const PASSWORD = 'invited-password-1';

/** The link of the newest e-mail to `to`, as the outbox will send it. */
async function linkFor(to: string) {
  const mail = await app.db.outboxMessage.findFirstOrThrow({ where: { to }, orderBy: { createdAt: 'desc' } });
  const match = /http:\/\/site\.test\/admin-panel\/invitation\/([^/\s]+)\/(\S+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { id: decodeURIComponent(match![1]!), token: match![2]! };
}
async function invite(roles = ['HR']) {
  const email = `invitee-${uid()}@test.local`;
  const r = await app.gql(INVITE, { input: { email, roles } }, ownerToken);
  expect(r.errors).toBeUndefined();
  return { email, invitation: r.data!.inviteUser, link: await linkFor(email) };
}
const accept = (link: { id: string; token: string }, name = 'New Colleague', password = PASSWORD) =>
  app.gql(ACCEPT, { input: { ...link, name, password } });

beforeAll(async () => {
  app = await startTestApp({ rateLimits: GENEROUS_RATE_LIMITS });
  ownerToken = await app.login(OWNER.email, OWNER.password);
});
afterAll(async () => app?.stop());

describe('invitations', () => {
  it('e-mail a single-use link; the invitee sets name and password and signs in', async () => {
    const { email, invitation, link } = await invite(['COPYWRITER', 'HR']);
    expect(invitation).toMatchObject({ status: 'OPEN', roles: ['HR', 'COPYWRITER'] });
    // 72 hours, as decision 061 records.
    const hours = (new Date(invitation.expiresAt).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const preview = await app.gql(
      'query($id: String!, $token: String!) { invitationPreview(id: $id, token: $token) { email roles } }',
      link,
    );
    expect(preview.data!.invitationPreview.email).toBe(email);

    const accepted = await accept(link, 'Nina Newcomer');
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptInvitation).toMatchObject({ email, name: 'Nina Newcomer' });
    expect(await app.login(email, PASSWORD)).toEqual(expect.any(String));

    const again = await accept(link, 'Someone Else', 'another-password-2');
    expect(again.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(again.errors![0]!.message).toMatch(/invalid, expired, withdrawn or already used/);
    const audit = await app.db.auditEntry.findMany({
      where: { action: { in: ['USER_INVITED', 'INVITATION_ACCEPTED'] }, OR: [{ targetLabel: email }] },
    });
    expect(audit.map((a) => a.action).sort()).toEqual(['INVITATION_ACCEPTED', 'USER_INVITED']);
  });

  it('expire, and a resend gives a new link while the old one dies', async () => {
    const { invitation, link, email } = await invite();
    await app.db.invitation.update({
      where: { id: invitation.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await accept(link)).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const list = await app.gql('query { invitations { id status } }', {}, ownerToken);
    expect(list.data!.invitations.find((i: { id: string }) => i.id === invitation.id).status).toBe('EXPIRED');

    const resent = await app.gql(
      'mutation($id: ID!) { resendInvitation(id: $id) { status } }',
      { id: invitation.id },
      ownerToken,
    );
    expect(resent.data!.resendInvitation.status).toBe('OPEN');
    const fresh = await linkFor(email);
    expect(fresh.token).not.toBe(link.token);
    await app.db.invitation.update({
      where: { id: invitation.id },
      data: { expiresAt: new Date(Date.now() + 3600_000) },
    });
    expect((await accept(link)).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect((await accept(fresh)).errors).toBeUndefined();
  });

  it('can be revoked: the link stops working', async () => {
    const { invitation, link } = await invite();
    const r = await app.gql(
      'mutation($id: ID!) { revokeInvitation(id: $id) { status } }',
      { id: invitation.id },
      ownerToken,
    );
    expect(r.data!.revokeInvitation.status).toBe('REVOKED');
    expect((await accept(link)).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const resend = await app.gql(
      'mutation($id: ID!) { resendInvitation(id: $id) { status } }',
      { id: invitation.id },
      ownerToken,
    );
    expect(resend.errors![0]!.extensions!.code).toBe('CONFLICT');
  });

  it('a role that needs a second factor enrols it at the first sign-in', async () => {
    const policy = await app.gql('mutation { setTwoFactorRequiredRoles(roles: [HR]) }', {}, ownerToken);
    expect(policy.errors).toBeUndefined();
    const { email, link } = await invite(['HR']);
    expect((await accept(link)).errors).toBeUndefined();
    const signIn = await app.gql(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { step } }',
      { e: email, p: PASSWORD },
    );
    expect(signIn.data!.login).toMatchObject({ step: 'ENROL' });
    await app.gql('mutation { setTwoFactorRequiredRoles(roles: []) }', {}, ownerToken);
  });

  it('bad input and clashes get a 4xx naming the field; only the owner invites an ADMIN', async () => {
    const bad = await app.gql(INVITE, { input: { email: 'not-an-address', roles: ['HR'] } }, ownerToken);
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: expect.any(String) },
    });
    const owner = await app.gql(
      INVITE,
      { input: { email: `x-${uid()}@test.local`, roles: ['OWNER'] } },
      ownerToken,
    );
    expect(owner.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { roles: expect.any(String) },
    });
    const taken = await app.gql(INVITE, { input: { email: OWNER.email, roles: ['HR'] } }, ownerToken);
    expect(taken.errors![0]!.extensions!.code).toBe('CONFLICT');
    const { email } = await invite();
    expect(
      (await app.gql(INVITE, { input: { email, roles: ['HR'] } }, ownerToken)).errors![0]!.extensions!.code,
    ).toBe('CONFLICT');
    const admin = await app.staff(['ADMIN']);
    const grant = await app.gql(
      INVITE,
      { input: { email: `a-${uid()}@test.local`, roles: ['ADMIN'] } },
      admin.token,
    );
    expect(grant.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const { link } = await invite();
    const weak = await accept(link, 'Weak', 'short');
    expect(weak.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: expect.any(String) },
    });
    const noName = await accept(link, '   ');
    expect(noName.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: expect.any(String) },
    });
    const forged = await accept({ id: link.id, token: 'x'.repeat(5000) });
    expect(forged.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const missing = await app.rest('POST', '/graphql', { query: ACCEPT, variables: { input: { id: 1 } } });
    expect(missing.status).toBe(400);
  });

  it('the documented REST door invites without a password and still creates with one', async () => {
    const email = `rest-${uid()}@test.local`;
    const invited = await app.rest(
      'POST',
      '/api/user/create-user-in-admin-panel',
      { name: 'Rest', email, role: 'COPYWRITER + HR' },
      ownerToken,
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, invited: true, status: 'OPEN', roles: ['HR', 'COPYWRITER'] });
    expect(await app.db.user.count({ where: { email } })).toBe(0);
    await linkFor(email);

    const direct = `direct-${uid()}@test.local`;
    const created = await app.rest(
      'POST',
      '/api/user/create-user-in-admin-panel',
      { name: 'Direct', email: direct, password: 'direct-password-1', role: 'HR' },
      ownerToken,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: direct, _id: expect.any(String) });
    expect(
      (await app.rest('POST', '/api/user/create-user-in-admin-panel', { email: 'x@y.z', role: 'HR' })).status,
    ).toBe(401);
  });

  it("staff change a colleague's name and e-mail, and the old address is told", async () => {
    const colleague = await app.staff(['HR']);
    const next = `moved-${uid()}@test.local`;
    const r = await app.gql(
      'mutation($id: ID!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { email name } }',
      { id: colleague.id, input: { name: 'Renamed Person', email: next } },
      ownerToken,
    );
    expect(r.data!.updateUser).toEqual({ email: next, name: 'Renamed Person' });
    const told = await app.db.outboxMessage.findFirstOrThrow({ where: { to: colleague.email } });
    expect(told.text).toContain(`to ${next}`);
  });
});
