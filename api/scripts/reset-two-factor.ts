// Removes every second factor of one staff account and ends its sessions, from the server's shell.
// The admin area's reset is the owner's, for other staff; this is the way back for an owner who
// lost their phone, passkeys and recovery codes (decision 031). It reads the same settings as the
// server (DATABASE_URL, DATA_DIR), so run it where the server runs:
//   cd api && node --import tsx scripts/reset-two-factor.ts owner@example.com
// The audit log records it as the system's doing (no one is signed in), in the same transaction.
import { normaliseEmail } from '@agency/schema/forms';
import { pino } from 'pino';
import { createDb } from '../src/db.ts';
import { loadConfig } from '../src/env.ts';
import { clearFactors } from '../src/services/factor-reset.ts';
import { TwoFactorEvents } from '../src/services/two-factor-events.ts';

const email = normaliseEmail(String(process.argv[2] ?? '').trim());
if (!email) {
  console.error('Usage: node --import tsx scripts/reset-two-factor.ts <e-mail of the account>');
  process.exit(2);
}
const config = loadConfig();
const db = await createDb(config.db, config.database);
// The script says what it did on its own; the server's JSON log lines would only repeat it.
const events = new TwoFactorEvents(pino({ level: 'silent' }));
try {
  const user = await db.user.findUnique({ where: { email } });
  if (!user) {
    console.error(`No account has the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    await db.$transaction(async (tx) => {
      const { cleared } = await clearFactors(tx, user.id);
      await events.factorsReset(tx, 'system', user, cleared);
    });
    console.log(
      `Two-step sign-in of ${email} was reset and its sessions ended. It signs in with its password now` +
        ' (and sets up a factor again if its role requires one).',
    );
  }
} finally {
  await db.$disconnect();
}
