import { ROLE_OPTIONS, type Role } from '@agency/schema/roles';
import { USER_MESSAGES, userCreate, userUpdate } from '@agency/schema/users';
import type { Prisma } from '../db.ts';
import { hashPassword } from '../security/passwords.ts';
import { tellOldAddress } from './user-mail.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { isOwner, requirePermission, type AccessTable } from './access.ts';
import { audited, type AuditEvent } from './audit.ts';
import { AppError, forbidden, notFound } from '../errors.ts';
import { parseInput, recordId } from './input.ts';
import { formatRoles, parseRoles, toPublicUser, type PublicUser } from './users-shared.ts';

// Changing one's own sign-in details needs the current password: the profile's flow, not this one.
const OWN_EMAIL = 'Change your own e-mail on your profile page, with your current password.';
const OWN_PASSWORD = 'Change your own password on your profile page, with your current password.';

/**
 * Staff accounts. Rules beyond the role table: the owner account is untouchable through the API,
 * nobody deletes or deactivates themselves or changes their own roles, and only the OWNER may
 * grant or remove ADMIN or delete an ADMIN account. Any change to roles, password or active state
 * ends the user's sessions. Nobody changes their own e-mail or password here (AuthService does,
 * with the current password). The field rules and messages are @agency/schema/users.
 */
export class UsersService {
  /** Who may call what (decision 043): checked here on every call, GraphQL's scopes derive from it. */
  static readonly access = {
    list: 'manageUsers',
    get: 'manageUsers',
    create: 'manageUsers',
    update: 'manageUsers',
    remove: 'manageUsers',
    revokeSessions: 'manageUsers',
  } as const satisfies AccessTable<UsersService>;

  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null, opts: { withoutOwner?: boolean | null } = {}): Promise<PublicUser[]> {
    requirePermission(viewer, UsersService.access.list);
    const users = await this.d.db.user.findMany({ orderBy: { createdAt: 'desc' } });
    return users
      .filter((u) => !(opts.withoutOwner ?? true) || !parseRoles(u.roles).includes('OWNER'))
      .map(toPublicUser);
  }

  async get(viewer: Viewer | null, id: string): Promise<PublicUser> {
    requirePermission(viewer, UsersService.access.get);
    const user = await this.d.db.user.findUnique({ where: { id } });
    if (!user) throw notFound('User');
    return toPublicUser(user);
  }

  /** `input` as the caller sent it: checked against @agency/schema/users once the role is. */
  async create(actor: Actor, input: unknown): Promise<PublicUser> {
    const v = requirePermission(actor.viewer, UsersService.access.create);
    const { name, email, password, roles } = parseInput(userCreate, input);
    this.#mayGrant(v, roles);
    if (await this.d.db.user.findUnique({ where: { email } })) {
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, {
        fields: { email: USER_MESSAGES.emailTaken },
      });
    }
    const passwordHash = await hashPassword(password);
    const user = await audited(
      this.d.db,
      (tx) => tx.user.create({ data: { name, email, roles: formatRoles(roles), passwordHash } }),
      (created) => ({
        action: 'USER_CREATED',
        by: actor,
        target: userTarget(created),
        summary: `Created the account ${created.email} (${roleLabel(roles)})`,
        details: { roles },
      }),
    );
    this.d.log.info({ by: v.id, userId: user.id, roles }, 'user created');
    return toPublicUser(user);
  }

  async update(actor: Actor, id: unknown, input: unknown): Promise<PublicUser> {
    const v = requirePermission(actor.viewer, UsersService.access.update);
    const key = recordId(id);
    const changes = parseInput(userUpdate, input);
    const target = await this.#editable(v, key);
    const self = target.id === v.id;
    const data: Prisma.UserUpdateInput = {};
    let revoke = false;
    if (changes.name != null) data.name = changes.name;
    if (changes.email != null) {
      const email = changes.email;
      if (self && email !== target.email) throw forbidden(OWN_EMAIL, { email: OWN_EMAIL });
      const other = await this.d.db.user.findUnique({ where: { email } });
      if (other && other.id !== id) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
      data.email = email;
    }
    if (changes.roles != null) {
      const roles = changes.roles;
      this.#mayGrant(v, roles, parseRoles(target.roles));
      const current = formatRoles(parseRoles(target.roles));
      if (formatRoles(roles) !== current) {
        if (self) throw forbidden('You cannot change your own roles.');
        if (current.includes('ADMIN') && !isOwner(v))
          throw forbidden('Only the owner can change an admin\u2019s roles.');
        data.roles = formatRoles(roles);
        revoke = true;
      }
    }
    if (changes.password != null) {
      if (self) throw forbidden(OWN_PASSWORD, { password: OWN_PASSWORD });
      data.passwordHash = await hashPassword(changes.password);
      revoke = true;
    }
    if (changes.active != null && changes.active !== target.active) {
      if (self) throw forbidden('You cannot deactivate yourself.');
      data.active = changes.active;
      revoke = true;
    }
    if (revoke) data.tokenVersion = { increment: 1 };
    const user = await audited(
      this.d.db,
      async (tx) => {
        const updated = await tx.user.update({ where: { id: key }, data });
        // The old address is told, so an account does not change hands silently (decision 061).
        if (updated.email !== target.email) await tellOldAddress(tx, target, updated.email, v);
        return updated;
      },
      (updated) => changeEntries(actor, target, updated),
    );
    if (user.email !== target.email) this.d.kickOutbox();
    this.d.log.info({ by: v.id, userId: key, fields: Object.keys(data) }, 'user updated');
    return toPublicUser(user);
  }

  async remove(actor: Actor, id: string): Promise<string> {
    const v = requirePermission(actor.viewer, UsersService.access.remove);
    const user = await this.#editable(v, id);
    if (user.id === v.id) throw forbidden('You cannot delete yourself.');
    await audited(
      this.d.db,
      (tx) => tx.user.delete({ where: { id: user.id } }),
      () => ({
        action: 'USER_DELETED',
        by: actor,
        target: userTarget(user),
        summary: `Deleted the account ${user.email}`,
        details: { roles: parseRoles(user.roles) },
      }),
    );
    this.d.log.info({ by: v.id, userId: id }, 'user deleted');
    return id;
  }

  /** Ends every session of a user (their tokens stop working at once). */
  async revokeSessions(actor: Actor, id: string): Promise<PublicUser> {
    const v = requirePermission(actor.viewer, UsersService.access.revokeSessions);
    const existing = await this.#editable(v, id);
    const user = await audited(
      this.d.db,
      (tx) => tx.user.update({ where: { id: existing.id }, data: { tokenVersion: { increment: 1 } } }),
      (updated) => ({
        action: 'USER_SESSIONS_ENDED',
        by: actor,
        target: userTarget(updated),
        summary: `Ended every session of ${updated.email}`,
      }),
    );
    this.d.log.info({ by: v.id, userId: id }, 'sessions revoked');
    return toPublicUser(user);
  }

  async #editable(v: Viewer, id: string) {
    const target = await this.d.db.user.findUnique({ where: { id: String(id ?? '') } });
    if (!target) throw notFound('User');
    const roles = parseRoles(target.roles);
    if (roles.includes('OWNER')) throw forbidden('The owner account cannot be changed here.');
    if (roles.includes('ADMIN') && target.id !== v.id && !isOwner(v)) {
      throw forbidden('Only the owner can change or delete an admin.');
    }
    return target;
  }

  /** Granting is what needs the owner: saving an account with the ADMIN role it already has is not. */
  #mayGrant(v: Viewer, roles: readonly Role[], current: readonly Role[] = []): void {
    if (roles.includes('ADMIN') && !current.includes('ADMIN') && !isOwner(v))
      throw forbidden('Only the owner can grant the ADMIN role.');
  }
}

type StoredUser = {
  id: string;
  email: string;
  name: string;
  roles: string;
  active: boolean;
  passwordHash: string;
};

/** A role set as the spec names it, e.g. "COPYWRITER + HR". */
const roleLabel = (roles: readonly Role[]) =>
  ROLE_OPTIONS.find((o) => o.roles.length === roles.length && o.roles.every((r) => roles.includes(r)))
    ?.label ?? roles.join(' + ');

const userTarget = (u: { id: string; email: string }) => ({
  type: 'user' as const,
  id: u.id,
  label: u.email,
});

/** One entry per kind of change an edit made, so each can be found by its action. */
function changeEntries(actor: Actor, before: StoredUser, after: StoredUser): AuditEvent[] {
  const entries: AuditEvent[] = [];
  const entry = (action: AuditEvent['action'], summary: string, details?: AuditEvent['details']) =>
    entries.push({ action, by: actor, target: userTarget(after), summary, ...(details ? { details } : {}) });
  if (before.name !== after.name) entry('USER_UPDATED', `Renamed ${after.email}`, { fields: ['name'] });
  if (before.email !== after.email)
    entry('USER_EMAIL_CHANGED', `Changed the e-mail of ${before.email} to ${after.email}`, {
      from: before.email,
      to: after.email,
    });
  if (before.passwordHash !== after.passwordHash)
    entry('USER_PASSWORD_SET', `Set a new password for ${after.email}; their sessions ended`);
  if (before.roles !== after.roles) {
    const [from, to] = [parseRoles(before.roles), parseRoles(after.roles)];
    entry(
      'USER_ROLES_CHANGED',
      `Changed the roles of ${after.email} from ${roleLabel(from)} to ${roleLabel(to)}`,
      {
        from,
        to,
      },
    );
  }
  if (before.active !== after.active)
    entry(
      after.active ? 'USER_REACTIVATED' : 'USER_DEACTIVATED',
      `${after.active ? 'Reactivated' : 'Deactivated'} the account ${after.email}`,
    );
  return entries;
}
