import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  INVITATION_MESSAGES,
  INVITATION_TTL_HOURS,
  invitationAccept,
  invitationCreate,
} from '@agency/schema/invitations';
import { ROLE_OPTIONS, type Role } from '@agency/schema/roles';
import { USER_MESSAGES } from '@agency/schema/users';
import type { Invitation, Prisma } from '../db.ts';
import { AppError, forbidden, invalidInput, notFound } from '../errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { hashPassword } from '../security/passwords.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { isOwner, requirePermission, type AccessTable } from './access.ts';
import { audited, recordAudit } from './audit.ts';
import { parseInput, recordId } from './input.ts';
import { formatRoles, parseRoles, toPublicUser, type PublicUser } from './users-shared.ts';

export type InvitationStatus = 'OPEN' | 'EXPIRED' | 'ACCEPTED' | 'REVOKED';

export type PublicInvitation = {
  id: string;
  email: string;
  roles: Role[];
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
  sentAt: Date;
  createdByEmail: string | null;
  acceptedAt: Date | null;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest();
const statusOf = (i: Invitation, now = Date.now()): InvitationStatus =>
  i.acceptedAt ? 'ACCEPTED' : i.revokedAt ? 'REVOKED' : i.expiresAt.getTime() <= now ? 'EXPIRED' : 'OPEN';

const toPublic = (i: Invitation): PublicInvitation => ({
  id: i.id,
  email: i.email,
  roles: parseRoles(i.roles),
  status: statusOf(i),
  expiresAt: i.expiresAt,
  createdAt: i.createdAt,
  sentAt: i.sentAt,
  createdByEmail: i.createdByEmail,
  acceptedAt: i.acceptedAt,
});

const roleLabel = (roles: readonly Role[]) =>
  ROLE_OPTIONS.find((o) => o.roles.length === roles.length && o.roles.every((r) => roles.includes(r)))
    ?.label ?? roles.join(' + ');
const target = (i: { id: string; email: string }) => ({
  type: 'invitation' as const,
  id: i.id,
  label: i.email,
});
const badLink = () =>
  invalidInput(INVITATION_MESSAGES.invalidLink, { token: INVITATION_MESSAGES.invalidLink });

/**
 * Invitations of colleagues (decision 061): staff with manageUsers invite an address with a role
 * set; the invitee chooses their own name and password through a single-use link that expires.
 * Only a SHA-256 of the link's token is stored; a resend replaces it, so the old link dies.
 */
export class InvitationsService {
  static readonly access = {
    list: 'manageUsers',
    invite: 'manageUsers',
    resend: 'manageUsers',
    revoke: 'manageUsers',
  } as const satisfies AccessTable<InvitationsService>;

  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null): Promise<PublicInvitation[]> {
    requirePermission(viewer, InvitationsService.access.list);
    // Accepted ones are people in the users list now; the rest stay visible until they are stale.
    const rows = await this.d.db.invitation.findMany({
      where: { acceptedAt: null },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 200,
    });
    return rows.map(toPublic);
  }

  async invite(actor: Actor, input: unknown): Promise<PublicInvitation> {
    const v = requirePermission(actor.viewer, InvitationsService.access.invite);
    const { email, roles } = parseInput(invitationCreate, input);
    if (roles.includes('ADMIN') && !isOwner(v)) throw forbidden('Only the owner can grant the ADMIN role.');
    if (await this.d.db.user.findUnique({ where: { email } }))
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, {
        fields: { email: USER_MESSAGES.emailTaken },
      });
    const open = await this.d.db.invitation.findFirst({
      where: { email, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    });
    if (open)
      throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyInvited, {
        fields: { email: INVITATION_MESSAGES.alreadyInvited },
      });
    const token = randomBytes(32).toString('base64url');
    const row = await this.d.db.$transaction(async (tx) => {
      const created = await tx.invitation.create({
        data: {
          email,
          roles: formatRoles(roles),
          tokenHash: hashToken(token).toString('hex'),
          expiresAt: this.#expiry(),
          createdById: v.id,
          createdByEmail: v.email,
        },
      });
      await recordAudit(tx, {
        action: 'USER_INVITED',
        by: actor,
        target: target(created),
        summary: `Invited ${email} as ${roleLabel(roles)}`,
        details: { roles },
      });
      await this.#mail(tx, created, token, v);
      return created;
    });
    this.d.kickOutbox();
    return toPublic(row);
  }

  /** A new link (the old one dies) and a fresh lifetime, for an invitation not yet accepted. */
  async resend(actor: Actor, idInput: unknown): Promise<PublicInvitation> {
    const v = requirePermission(actor.viewer, InvitationsService.access.resend);
    const existing = await this.#find(idInput);
    if (existing.acceptedAt || existing.revokedAt)
      throw new AppError('CONFLICT', INVITATION_MESSAGES.notOpen);
    const token = randomBytes(32).toString('base64url');
    const row = await this.d.db.$transaction(async (tx) => {
      const { count } = await tx.invitation.updateMany({
        where: { id: existing.id, acceptedAt: null, revokedAt: null },
        data: { tokenHash: hashToken(token).toString('hex'), expiresAt: this.#expiry(), sentAt: new Date() },
      });
      if (count !== 1) throw new AppError('CONFLICT', INVITATION_MESSAGES.notOpen);
      const updated = await tx.invitation.findUniqueOrThrow({ where: { id: existing.id } });
      await recordAudit(tx, {
        action: 'INVITATION_RESENT',
        by: actor,
        target: target(updated),
        summary: `Sent the invitation of ${updated.email} again; the earlier link no longer works`,
      });
      await this.#mail(tx, updated, token, v);
      return updated;
    });
    this.d.kickOutbox();
    return toPublic(row);
  }

  async revoke(actor: Actor, idInput: unknown): Promise<PublicInvitation> {
    requirePermission(actor.viewer, InvitationsService.access.revoke);
    const existing = await this.#find(idInput);
    if (existing.acceptedAt) throw new AppError('CONFLICT', INVITATION_MESSAGES.notOpen);
    if (existing.revokedAt) return toPublic(existing);
    const row = await audited(
      this.d.db,
      async (tx) => {
        await tx.invitation.updateMany({
          where: { id: existing.id, acceptedAt: null },
          data: { revokedAt: new Date() },
        });
        return tx.invitation.findUniqueOrThrow({ where: { id: existing.id } });
      },
      (r) => ({
        action: 'INVITATION_REVOKED',
        by: actor,
        target: target(r),
        summary: `Withdrew the invitation of ${r.email}`,
      }),
    );
    return toPublic(row);
  }

  /** What the invitation page shows before the invitee types anything (the address and roles). */
  async preview(
    idInput: unknown,
    tokenInput: unknown,
  ): Promise<{ email: string; roles: Role[]; expiresAt: Date }> {
    const row = await this.#open(String(idInput ?? ''), String(tokenInput ?? ''));
    return { email: row.email, roles: parseRoles(row.roles), expiresAt: row.expiresAt };
  }

  /**
   * The invitee's answer: their name and password make the account. Single-use: the invitation is
   * marked accepted only if nobody did in the meantime, in the transaction that creates the user.
   * A role that needs a second factor asks for its enrolment at the first sign-in (decision 031).
   */
  async accept(actor: Actor, input: unknown): Promise<PublicUser> {
    const { id, token, name, password } = parseInput(invitationAccept, input);
    const row = await this.#open(id, token);
    const passwordHash = await hashPassword(password);
    const user = await this.d.db.$transaction(async (tx) => {
      const { count } = await tx.invitation.updateMany({
        where: {
          id: row.id,
          tokenHash: row.tokenHash,
          acceptedAt: null,
          revokedAt: null,
          expiresAt: { gt: new Date() },
        },
        data: { acceptedAt: new Date() },
      });
      if (count !== 1) throw badLink();
      if (await tx.user.findUnique({ where: { email: row.email } }))
        throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, {
          fields: { email: USER_MESSAGES.emailTaken },
        });
      const created = await tx.user.create({
        data: { name, email: row.email, roles: row.roles, passwordHash },
      });
      await tx.invitation.update({ where: { id: row.id }, data: { userId: created.id } });
      await recordAudit(tx, {
        action: 'INVITATION_ACCEPTED',
        by: actor,
        user: created,
        target: { type: 'user', id: created.id, label: created.email },
        summary: `${created.email} accepted the invitation and chose a password (${roleLabel(parseRoles(row.roles))})`,
        details: { roles: parseRoles(row.roles), invitation: row.id },
      });
      return created;
    });
    this.d.log.info({ userId: user.id, invitationId: row.id }, 'invitation accepted');
    return toPublicUser(user);
  }

  #expiry = () => new Date(Date.now() + INVITATION_TTL_HOURS * 3600_000);

  async #find(idInput: unknown): Promise<Invitation> {
    const row = await this.d.db.invitation.findUnique({ where: { id: recordId(idInput) } });
    if (!row) throw notFound('Invitation');
    return row;
  }

  /** The open invitation a link names, or one message for every way a link can be wrong. */
  async #open(id: string, token: string): Promise<Invitation> {
    if (!id || id.length > 100 || !token || token.length > 200) throw badLink();
    const row = await this.d.db.invitation.findUnique({ where: { id } });
    const given = hashToken(token);
    const stored = row ? Buffer.from(row.tokenHash, 'hex') : Buffer.alloc(given.length);
    if (!row || stored.length !== given.length || !timingSafeEqual(stored, given)) throw badLink();
    if (statusOf(row) !== 'OPEN') throw badLink();
    return row;
  }

  async #mail(tx: Prisma.TransactionClient, row: Invitation, token: string, by: Viewer): Promise<void> {
    // Built from SITE_URL only: a forged Host header must not send the link elsewhere.
    const link = `${this.d.config.siteUrl}/admin-panel/invitation/${encodeURIComponent(row.id)}/${token}`;
    await enqueueMail(tx, {
      to: [row.email],
      subject: 'You are invited to the admin area',
      text: [
        'Hello,',
        '',
        `${by.name} invited you to the admin area of the website as ${roleLabel(parseRoles(row.roles))}.`,
        `Open this link within ${INVITATION_TTL_HOURS} hours to choose your name and password:`,
        '',
        link,
        '',
        'The link works once. If you did not expect this, ignore this e-mail.',
      ].join('\n'),
    });
  }
}
