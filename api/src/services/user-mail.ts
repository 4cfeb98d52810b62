import type { Prisma } from '../db.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Viewer } from './deps.ts';

/** Tells a colleague's old address that staff changed their sign-in e-mail (in the change's transaction). */
export async function tellOldAddress(
  tx: Prisma.TransactionClient,
  before: { name: string; email: string },
  newEmail: string,
  by: Viewer,
): Promise<void> {
  await enqueueMail(tx, {
    to: [before.email],
    subject: 'The e-mail address of your admin account was changed',
    text: [
      `Hello ${before.name},`,
      '',
      `${by.name} changed the sign-in e-mail of your admin account from ${before.email} to ${newEmail}.`,
      'This address will get no more e-mail about the account.',
      '',
      'If this is a surprise, ask the site owner or an administrator about it at once.',
    ].join('\n'),
  });
}
