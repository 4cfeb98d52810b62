import { randomBytes } from 'node:crypto';
import { slugify } from '@agency/schema/slug';
import type { Db } from '../db.ts';
import type { Config } from '../env.ts';
import { passwordProblem } from '@agency/schema/passwords';
import { sanitizeRichText } from '@agency/schema/rich-text';
import { hashPassword } from '../security/passwords.ts';
import { formatRoles } from '../services/users-shared.ts';
import { SAMPLE_ARTICLES, SAMPLE_STAFF, SAMPLE_VACANCIES } from './content.ts';
import { recleanRichText, type SeedLog } from './reclean-rich-text.ts';
import { upgradeLegacyVacancies } from './upgrade-vacancies.ts';

const strongPassword = () => `${randomBytes(15).toString('base64url')}7a`;

export type BootstrapResult = { createdOwner: boolean; seeded: boolean; printed: string[] };

/**
 * First-run set-up, safe to call on every start: creates the single OWNER account (from
 * OWNER_EMAIL / OWNER_PASSWORD, or with a generated password printed once) and, once per
 * database, the sample content and one account per staff role; and cleans stored rich text again
 * once whenever the sanitiser's version changed. Later starts change nothing.
 */
export async function bootstrap(db: Db, config: Config, log: SeedLog): Promise<BootstrapResult> {
  const printed: string[] = [];
  const result: BootstrapResult = { createdOwner: false, seeded: false, printed };

  const owners = await db.user.count({ where: { roles: { contains: 'OWNER' } } });
  if (owners === 0) {
    const email = config.owner.email ?? 'owner@agency.local';
    const given = config.owner.password;
    if (given && passwordProblem(given)) throw new Error(`OWNER_PASSWORD: ${passwordProblem(given)}`);
    const password = given ?? strongPassword();
    await db.user.create({
      data: {
        email,
        name: config.owner.name,
        roles: formatRoles(['OWNER']),
        passwordHash: await hashPassword(password),
      },
    });
    result.createdOwner = true;
    printed.push(
      given
        ? `Owner account: ${email} (password from OWNER_PASSWORD)`
        : `Owner account: ${email}  password: ${password}`,
    );
  }

  // The marker row makes seeding happen once per database, even if the content is later deleted.
  const marker = await db.setting.findUnique({ where: { key: 'seededAt' } });
  if (!marker && config.seedSampleContent) {
    await db.setting.create({ data: { key: 'seededAt', value: new Date().toISOString() } });
    const staffPasswords: string[] = [];
    for (const staff of SAMPLE_STAFF) {
      if (await db.user.findUnique({ where: { email: staff.email } })) continue;
      const password = strongPassword();
      await db.user.create({
        data: {
          name: staff.name,
          email: staff.email,
          roles: formatRoles(staff.roles),
          passwordHash: await hashPassword(password),
        },
      });
      staffPasswords.push(`  ${staff.roles.join(' + ').padEnd(18)} ${staff.email.padEnd(28)} ${password}`);
    }
    const base = Date.now();
    for (const [i, a] of SAMPLE_ARTICLES.entries()) {
      await db.article.create({
        data: {
          title: a.title,
          slug: slugify(a.title),
          description: a.description,
          content: sanitizeRichText(a.content),
          category: a.category,
          visibility: a.visible,
          state: a.visible ? 'PUBLISHED' : 'DRAFT',
          // Spread over the last weeks so "newest first" has something to sort.
          createdAt: new Date(base - (SAMPLE_ARTICLES.length - i) * 86_400_000 * 3),
        },
      });
    }
    for (const [i, v] of SAMPLE_VACANCIES.entries()) {
      await db.vacancy.create({
        data: {
          name: v.name,
          slug: slugify(v.name),
          languageLvl: v.languageLvl,
          city: v.city,
          country: v.country,
          remote: v.remote,
          experience: v.experience,
          content: sanitizeRichText(v.content),
          visibility: v.visible,
          state: v.visible ? 'PUBLISHED' : 'DRAFT',
          createdAt: new Date(base - (SAMPLE_VACANCIES.length - i) * 60_000),
        },
      });
    }
    result.seeded = true;
    if (staffPasswords.length) printed.push('Sample staff accounts (shown once):', ...staffPasswords);
  }

  await recleanRichText(db, log);
  await upgradeLegacyVacancies(db, config, log);

  if (result.createdOwner || result.seeded)
    log.info({ createdOwner: result.createdOwner, seeded: result.seeded }, 'first-run set-up done');
  return result;
}
