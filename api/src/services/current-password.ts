import { verifyPassword } from '../security/passwords.ts';
import type { Actor, Deps } from './deps.ts';
import { requireViewer } from './access.ts';
import { recordAudit } from './audit.ts';
import { invalidInput } from '../errors.ts';

const WRONG_CURRENT_PASSWORD = 'The current password is wrong.';

/**
 * The viewer's current password, asked before changes to how they sign in (e-mail, password, second
 * factors), and checked under the sign-in limits of this account and address: a stolen token must
 * not turn the profile into a way to guess the password without limit. A wrong one is audited as a
 * failed sign-in. Returns the user.
 */
export async function checkCurrentPassword(d: Deps, actor: Actor, currentPassword: string) {
  const v = requireViewer(actor.viewer);
  const user = await d.db.user.findUniqueOrThrow({ where: { id: v.id } });
  const pair = `${user.email}|${actor.ip}`;
  await d.limits.consume('loginFailuresPerAccountAndIp', pair);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await d.limits.add('loginFailuresPerAccount', user.email);
    await recordAudit(d.db, {
      action: 'SIGN_IN_FAILED',
      by: actor,
      target: { type: 'user', id: user.id, label: user.email },
      summary: 'Wrong current password on the profile',
      details: { reason: 'wrong current password' },
    });
    throw invalidInput(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await d.limits.reset('loginFailuresPerAccountAndIp', pair);
  return user;
}
