import { emailError, normaliseEmail } from '@agency/schema/forms';
import { normaliseRoles, ROLE_OPTIONS, type Role } from '@agency/schema/roles';
import { passwordProblem } from '@agency/schema/passwords';
import { hashPassword } from '../security/passwords.ts';
import type { Deps, Viewer } from './deps.ts';
import { isOwner, requirePermission } from './access.ts';
import { AppError, forbidden, invalidInput, notFound } from './errors.ts';
import { formatRoles, parseRoles, toPublicUser, type PublicUser } from './users-shared.ts';

export type CreateUserInput = { name: string; email: string; password: string; roles: string[] };
export type UpdateUserInput = {
  name?: string | null;
  email?: string | null;
  password?: string | null;
  roles?: string[] | null;
  active?: boolean | null;
};

// Changing one's own sign-in details needs the current password: the profile's flow, not this one.
const OWN_EMAIL = 'Change your own e-mail on your profile page, with your current password.';
const OWN_PASSWORD = 'Change your own password on your profile page, with your current password.';

/** The role sets a staff account may have: the spec's options, minus OWNER (there is exactly one). */
const ASSIGNABLE = ROLE_OPTIONS.filter((o) => o.label !== 'OWNER').map((o) => formatRoles(o.roles));

/**
 * Staff accounts. Rules beyond the role table: the owner account is untouchable through the API,
 * nobody deletes or deactivates themselves or changes their own roles, and only the OWNER may
 * grant or remove ADMIN or delete an ADMIN account. Any change to roles, password or active state
 * ends the user's sessions. Nobody changes their own e-mail or password here (AuthService does,
 * with the current password).
 */
export class UsersService {
  constructor(private readonly d: Deps) {}

  async list(viewer: Viewer | null, opts: { withoutOwner?: boolean | null } = {}): Promise<PublicUser[]> {
    requirePermission(viewer, 'manageUsers');
    const users = await this.d.db.user.findMany({ orderBy: { createdAt: 'desc' } });
    return users
      .filter((u) => !(opts.withoutOwner ?? true) || !parseRoles(u.roles).includes('OWNER'))
      .map(toPublicUser);
  }

  async get(viewer: Viewer | null, id: string): Promise<PublicUser> {
    requirePermission(viewer, 'manageUsers');
    const user = await this.d.db.user.findUnique({ where: { id } });
    if (!user) throw notFound('User');
    return toPublicUser(user);
  }

  async create(viewer: Viewer | null, input: CreateUserInput): Promise<PublicUser> {
    const v = requirePermission(viewer, 'manageUsers');
    const name = String(input.name ?? '').trim();
    const email = normaliseEmail(String(input.email ?? '').trim());
    const roles = this.#checkRoles(v, input.roles);
    const fields: Record<string, string> = {};
    if (!name || name.length > 200) fields.name = 'Please enter the user\u2019s name.';
    if (emailError(email)) fields.email = 'Please enter a valid e-mail address.';
    const problem = passwordProblem(String(input.password ?? ''));
    if (problem) fields.password = problem;
    if (Object.keys(fields).length) throw invalidInput(Object.values(fields)[0]!, fields);
    if (await this.d.db.user.findUnique({ where: { email } })) {
      throw new AppError('CONFLICT', 'A user with this e-mail already exists.', {
        fields: { email: 'A user with this e-mail already exists.' },
      });
    }
    const user = await this.d.db.user.create({
      data: { name, email, roles: formatRoles(roles), passwordHash: await hashPassword(input.password) },
    });
    this.d.log.info({ by: v.id, userId: user.id, roles }, 'user created');
    return toPublicUser(user);
  }

  async update(viewer: Viewer | null, id: string, input: UpdateUserInput): Promise<PublicUser> {
    const v = requirePermission(viewer, 'manageUsers');
    const target = await this.#editable(v, id);
    const self = target.id === v.id;
    const data: Record<string, unknown> = {};
    let revoke = false;
    if (input.name != null) {
      const name = input.name.trim();
      if (!name || name.length > 200)
        throw invalidInput('Please enter the user\u2019s name.', {
          name: 'Please enter the user\u2019s name.',
        });
      data.name = name;
    }
    if (input.email != null) {
      const email = normaliseEmail(input.email.trim());
      if (self && email !== target.email) throw forbidden(OWN_EMAIL, { email: OWN_EMAIL });
      if (emailError(email))
        throw invalidInput('Please enter a valid e-mail address.', {
          email: 'Please enter a valid e-mail address.',
        });
      const other = await this.d.db.user.findUnique({ where: { email } });
      if (other && other.id !== id) throw new AppError('CONFLICT', 'A user with this e-mail already exists.');
      data.email = email;
    }
    if (input.roles != null) {
      const roles = this.#checkRoles(v, input.roles, parseRoles(target.roles));
      const current = formatRoles(parseRoles(target.roles));
      if (formatRoles(roles) !== current) {
        if (self) throw forbidden('You cannot change your own roles.');
        if (current.includes('ADMIN') && !isOwner(v))
          throw forbidden('Only the owner can change an admin\u2019s roles.');
        data.roles = formatRoles(roles);
        revoke = true;
      }
    }
    if (input.password != null) {
      if (self) throw forbidden(OWN_PASSWORD, { password: OWN_PASSWORD });
      const problem = passwordProblem(input.password);
      if (problem) throw invalidInput(problem, { password: problem });
      data.passwordHash = await hashPassword(input.password);
      revoke = true;
    }
    if (input.active != null && input.active !== target.active) {
      if (self) throw forbidden('You cannot deactivate yourself.');
      data.active = input.active;
      revoke = true;
    }
    if (revoke) data.tokenVersion = { increment: 1 };
    const user = await this.d.db.user.update({ where: { id }, data });
    this.d.log.info({ by: v.id, userId: id, fields: Object.keys(data) }, 'user updated');
    return toPublicUser(user);
  }

  async remove(viewer: Viewer | null, id: string): Promise<string> {
    const v = requirePermission(viewer, 'manageUsers');
    const target = await this.#editable(v, id);
    if (target.id === v.id) throw forbidden('You cannot delete yourself.');
    await this.d.db.user.delete({ where: { id } });
    this.d.log.info({ by: v.id, userId: id }, 'user deleted');
    return id;
  }

  /** Ends every session of a user (their tokens stop working at once). */
  async revokeSessions(viewer: Viewer | null, id: string): Promise<PublicUser> {
    const v = requirePermission(viewer, 'manageUsers');
    await this.#editable(v, id);
    const user = await this.d.db.user.update({ where: { id }, data: { tokenVersion: { increment: 1 } } });
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

  /** Valid role set for a new account, or for one that holds `current` now. */
  #checkRoles(v: Viewer, input: unknown, current: readonly Role[] = []): Role[] {
    const list = Array.isArray(input) ? input.map(String) : [];
    const roles = normaliseRoles(list);
    if (roles.length !== list.length || !ASSIGNABLE.includes(formatRoles(roles))) {
      const msg = 'Choose one of the roles: ADMIN, HR, COPYWRITER, COPYWRITER + HR.';
      throw invalidInput(msg, { roles: msg });
    }
    // Granting is what needs the owner: saving an account with the ADMIN role it already has is not.
    if (roles.includes('ADMIN') && !current.includes('ADMIN') && !isOwner(v))
      throw forbidden('Only the owner can grant the ADMIN role.');
    return roles;
  }
}
