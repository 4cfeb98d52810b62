// Fills a migrated database with years of data, as a busy agency's would hold (issue 24): by default
// 100,000 contact requests, 50,000 job applications, 3,000 articles, 300 vacancies and 200,000
// audit entries. The bench seeds its "data" server with it; use it to look at the staff lists at
// size:
//   cd api && DATABASE_URL=file:/tmp/big.db npx tsx scripts/prisma.ts deploy
//   cd api && DATABASE_URL=file:/tmp/big.db npx tsx scripts/seed-scale.ts [--scale 0.1] [--articles 5000]
// (or a postgresql:// URL). It adds to what is there. The rows are the same on every run (a seeded
// random generator): names, e-mails, statuses and dates are plausible, leads and audit entries fall
// within the default retention periods (365 and 730 days), and some leads share their createdAt to
// the millisecond, as leads arriving together do. Rows go in with plain driver statements, a
// transaction per batch, so the search indexes' triggers fill them as they would in use.
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { pino } from 'pino';
import { ARTICLE_CATEGORIES } from '@agency/schema/articles';
import { AUDIT_ACTIONS, type AuditAction } from '@agency/schema/audit';
import { INTEREST_OPTIONS } from '@agency/schema/forms';
import { coverSvg } from '@agency/schema/generated-cover';
import { drawSocialCard } from '@agency/schema/social-card';
import { createDb } from '../src/db.ts';
import type { DbTarget } from '../src/db-url.ts';
import { databaseTarget } from '../src/env.ts';
import { loadConfig } from '../src/env.ts';
import { createStorageDriver } from '../src/storage/create-driver.ts';
import { FileStore } from '../src/storage/files.ts';

export type ScaleCounts = {
  contactRequests: number;
  jobApplications: number;
  articles: number;
  vacancies: number;
  auditEntries: number;
};

export const ISSUE_24_COUNTS: ScaleCounts = {
  contactRequests: 100_000,
  jobApplications: 50_000,
  articles: 3_000,
  vacancies: 300,
  auditEntries: 200_000,
};

const DAY_MS = 86_400_000;
const BATCH = 5_000;

/** mulberry32: small, fast and the same sequence on every run for one seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  const id = (prefix: string) => {
    let s = prefix;
    while (s.length < 25) s += int(36).toString(36);
    return s;
  };
  return { next, int, pick, id };
}

const FIRST = (
  'Anna Olena Iryna Maria Sofia Kateryna Yulia Natalia Oksana Daria Emma Olivia Mia Lena Clara ' +
  'Hanna Laura Julia Sara Eva Andrii Oleksandr Dmytro Maksym Ivan Taras Bohdan Serhii Yurii Petro ' +
  'James Lucas Noah Jonas Felix Leon Paul Max Tom David Grace Ada Alan Linus Barbara Ken Margaret ' +
  'Dennis Edsger Frances'
).split(' ');
const LAST = (
  'Shevchenko Kovalenko Bondarenko Tkachenko Kravchenko Oliinyk Melnyk Boyko Koval Polishchuk ' +
  'Savchenko Rudenko Moroz Lysenko Marchenko Petrenko Müller Schmidt Schneider Fischer Weber Meyer ' +
  'Wagner Becker Hoffmann Smith Johnson Williams Brown Jones Garcia Miller Davis Wilson Taylor ' +
  'Nowak Kowalski Wiśniewski Dąbrowski Lewandowski Rossi Russo Ferrari Hopper Lovelace Turing ' +
  'Torvalds Liskov Thompson Hamilton Ritchie Dijkstra Allen Knuth Lamport Hoare Wirth Backus Kay ' +
  'Cerf Berners-Lee'
).split(' ');
const DOMAINS = (
  'gmail.com outlook.com ukr.net proton.me yahoo.com icloud.com gmx.de acme-corp.com startup.io ' +
  'example.org bigretail.eu fintech.dev logistics.ua'
).split(' ');
const COUNTRIES = (
  'Ukraine, Poland, Germany, United States, United Kingdom, Netherlands, Canada, Sweden, Estonia, ' +
  'Israel, France, Spain, Italy, Czechia'
).split(', ');
const POSITIONS = (
  'QA Engineer, Senior React Developer, Node.js Developer, Flutter Developer, Project Manager, ' +
  'UX/UI Designer, DevOps Engineer, iOS Developer, Android Developer, Business Analyst, ' +
  'Python Developer, Data Engineer, Recruiter, Sales Manager'
).split(', ');
const MESSAGES = [
  'We are looking for a team to build a mobile app for our customers. Could we talk next week?',
  'Hello, we need two senior developers for six months to help with our web platform.',
  'Our startup needs an MVP in three months: web and iOS. What would it cost, roughly?',
  'I have attached my CV. I have five years of experience and would love to join your team.',
  'Could you audit the accessibility and performance of our online shop before the holidays?',
  'We want to move our legacy PHP system to a modern stack without stopping the business.',
  'Looking for a QA team to test a banking app on Android and iOS, manual and automated.',
];
const TITLE_WORDS = (
  'React, Flutter, Kotlin, Swift, TypeScript, Design systems, Testing, Accessibility, Performance, ' +
  'GraphQL, PostgreSQL, Cloud costs, Product discovery, Remote teams, Security, Mobile onboarding, ' +
  'Offline-first apps, Dark mode, AI features'
).split(', ');
const TITLE_FORMS = [
  '{w} in practice',
  'What we learned about {w}',
  '{w}: a field guide',
  'Ten mistakes with {w}',
  'Why {w} matters in {y}',
  '{w} for product owners',
  'Scaling {w}',
  'A year of {w}',
  '{w} without the hype',
  'How we choose {w}',
];
const ACTIONS: [string, number][] = [
  ['SIGN_IN', 30],
  ['SIGN_OUT', 8],
  ['SIGN_IN_FAILED', 6],
  ['LEAD_READ', 25],
  ['LEAD_ARCHIVED', 20],
  ['LEAD_REOPENED', 2],
  ['LEAD_FILE_DOWNLOADED', 6],
  ['LEAD_EXPORTED', 1],
  ['LEAD_DELETED', 1],
  ['ARTICLE_UPDATED', 4],
  ['ARTICLE_CREATED', 1],
  ['ARTICLE_SHOWN', 1],
  ['ARTICLE_HIDDEN', 1],
  ['VACANCY_UPDATED', 2],
  ['VACANCY_CREATED', 1],
  ['USER_UPDATED', 1],
  ['PASSWORD_CHANGED', 1],
  ['DATA_LOOKUP', 1],
  ['RETENTION_RUN', 1],
  ['AUDIT_EXPORTED', 1],
];
const STAFF = Array.from({ length: 16 }, (_, i) => ({
  id: `cstaff${String(i).padStart(19, '0')}`,
  email: `${['anna', 'olena', 'taras', 'maria', 'ivan', 'sofia', 'petro', 'laura'][i % 8]}.${
    ['hr', 'admin', 'sales', 'editor'][i % 4]
  }${i}@agency.local`,
}));

type Row = Record<string, string | number | boolean | null>;
type Table = { name: string; columns: string[]; rows: (i: number) => Row; count: number };

/** The stored form of a moment: what the Prisma SQLite adapter writes, or a Date for PostgreSQL. */
const sqliteMoment = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');

function tables(counts: ScaleCounts, now: number): Table[] {
  const r = generator(24);
  const person = () => {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const local = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.-]/g, '');
    return { name: `${first} ${last}`, email: `${local}${r.int(1000)}@${r.pick(DOMAINS)}` };
  };
  // Newest first in time: i = 0 is the latest. Every 50th lead arrives in the same millisecond as
  // the one before it, so paging must break ties on the id.
  const leadTimes = (count: number, days: number) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const t = now - Math.floor(((i + r.next()) / count) * days * DAY_MS);
      times.push(i % 50 === 1 ? times[i - 1]! : t);
    }
    return times;
  };
  // Contact requests are marked read and left (the agency does not archive them), so "All" holds
  // every one and its 2,000th page exists; applications of candidates turned down are archived.
  const status = (kind: 'contact' | 'application', i: number, count: number) => {
    const age = i / count;
    const roll = r.next();
    if (age < 0.02) return roll < 0.7 ? 'NEW' : 'READ';
    if (kind === 'contact') return roll < 0.08 ? 'NEW' : 'READ';
    if (age < 0.1) return roll < 0.05 ? 'NEW' : roll < 0.6 ? 'READ' : 'ARCHIVED';
    return roll < 0.01 ? 'NEW' : roll < 0.08 ? 'READ' : 'ARCHIVED';
  };
  // Where each lead stands in its pipeline (decision 052): the old ones mostly decided, the recent
  // ones spread over the open stages, so every board column has its share.
  const STAGE_MIX = {
    contact: [
      ['new', 10],
      ['contacted', 15],
      ['qualified', 10],
      ['proposal', 5],
      ['won', 20],
      ['lost', 40],
    ],
    application: [
      ['new', 10],
      ['screening', 15],
      ['interview', 10],
      ['offer', 3],
      ['hired', 2],
      ['rejected', 60],
    ],
  } as const;
  const stageOf = (kind: 'contact' | 'application', i: number, count: number) => {
    if (i / count < 0.02) return `${kind}-${r.next() < 0.6 ? 'new' : STAGE_MIX[kind][1][0]}`;
    let roll = r.int(100);
    for (const [stage, weight] of STAGE_MIX[kind]) {
      if (roll < weight) return `${kind}-${stage}`;
      roll -= weight;
    }
    return `${kind}-new`;
  };
  const vacancyId = (i: number) => `va${String(i).padStart(8, '0')}`;
  const lead = (kind: 'contact' | 'application', count: number) => {
    const times = leadTimes(count, 360);
    return (i: number): Row => {
      const p = person();
      const at = times[i]!;
      return {
        id: r.id(kind === 'contact' ? 'cr' : 'ja'),
        name: p.name,
        email: p.email,
        country: r.pick(COUNTRIES),
        [kind === 'contact' ? 'interest' : 'position']:
          kind === 'contact' ? r.pick(INTEREST_OPTIONS) : r.pick(POSITIONS),
        message: r.pick(MESSAGES),
        status: status(kind, i, count),
        stageId: stageOf(kind, i, count),
        ...(kind === 'application' ? { vacancyId: vacancyId(r.int(counts.vacancies)) } : {}),
        createdAt: at,
        updatedAt: at,
      };
    };
  };
  const articleTime = (i: number) => now - Math.floor(((i + r.next()) / counts.articles) * 8 * 365 * DAY_MS);
  const weighted = ACTIONS.flatMap(([action, weight]) => Array<string>(weight).fill(action));
  return [
    {
      name: 'ContactRequest',
      columns: [
        'id',
        'name',
        'email',
        'country',
        'interest',
        'message',
        'status',
        'stageId',
        'createdAt',
        'updatedAt',
      ],
      rows: lead('contact', counts.contactRequests),
      count: counts.contactRequests,
    },
    {
      name: 'JobApplication',
      columns: [
        ...['id', 'name', 'email', 'country', 'position', 'message', 'status', 'stageId', 'vacancyId'],
        ...['createdAt', 'updatedAt'],
      ],
      rows: lead('application', counts.jobApplications),
      count: counts.jobApplications,
    },
    {
      name: 'Article',
      columns: [
        'id',
        'title',
        'slug',
        'description',
        'content',
        'category',
        'visibility',
        'state',
        'createdAt',
        'updatedAt',
      ],
      count: counts.articles,
      rows: (i) => {
        const at = articleTime(i);
        const title = r
          .pick(TITLE_FORMS)
          .replace('{w}', r.pick(TITLE_WORDS))
          .replace('{y}', String(new Date(at).getUTCFullYear()));
        return {
          id: r.id('ar'),
          title,
          slug: `${title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}-${i}`,
          description: `Notes from our projects: ${title.toLowerCase()}.`,
          content: `<p>${r.pick(MESSAGES)}</p><p>${r.pick(MESSAGES)}</p>`,
          category: r.pick(ARTICLE_CATEGORIES),
          ...published(r.next() < 0.85, r.next() < 0.5),
          createdAt: at,
          updatedAt: at,
        };
      },
    },
    {
      name: 'Vacancy',
      columns: [
        'id',
        'name',
        'languageLvl',
        'city',
        'experience',
        'content',
        'visibility',
        'state',
        'createdAt',
        'updatedAt',
      ],
      count: counts.vacancies,
      rows: (i) => {
        const at = now - Math.floor(((i + r.next()) / counts.vacancies) * 5 * 365 * DAY_MS);
        return {
          // Known ids, so the applications above can name theirs (decision 053).
          id: vacancyId(i),
          name: r.pick(POSITIONS),
          languageLvl: r.pick(['B1', 'B2', 'C1']),
          city: r.pick(['Kyiv', 'Lviv', 'Remote', 'Kharkiv', 'Odesa']),
          experience: `${1 + r.int(6)}+ years`,
          content: `<p>${r.pick(MESSAGES)}</p>`,
          // A few are listed at a time; the rest are past openings kept hidden.
          ...published(i < 12, i % 2 === 0),
          createdAt: at,
          updatedAt: at,
        };
      },
    },
    {
      name: 'AuditEntry',
      columns: [
        'id',
        'createdAt',
        'action',
        'actorId',
        'actorEmail',
        'ip',
        'targetType',
        'targetId',
        'targetLabel',
        'summary',
        'details',
      ],
      count: counts.auditEntries,
      rows: (i) => {
        const at = now - Math.floor(((i + r.next()) / counts.auditEntries) * 720 * DAY_MS);
        const action = r.pick(weighted);
        const staff = r.pick(STAFF);
        const system = action === 'RETENTION_RUN';
        const failed = action === 'SIGN_IN_FAILED';
        const lead = action.startsWith('LEAD_') && action !== 'LEAD_EXPORTED';
        const position = r.pick(POSITIONS);
        return {
          id: r.id('au'),
          createdAt: at,
          action,
          actorId: system || failed ? null : staff.id,
          actorEmail: system || failed ? null : staff.email,
          ip: system ? null : `10.0.${r.int(256)}.${r.int(256)}`,
          targetType: lead
            ? 'jobApplication'
            : action.startsWith('ARTICLE_')
              ? 'article'
              : failed
                ? 'user'
                : null,
          targetId: lead ? r.id('ja') : null,
          targetLabel: lead ? position : failed ? staff.email : null,
          summary: `${AUDIT_ACTIONS[action as AuditAction].label}${lead ? `: application (${position})` : ''}`,
          details: null,
        };
      },
    },
  ];
}

async function insertSqlite(file: string, list: Table[], progress: (name: string, n: number) => void) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  try {
    for (const t of list) {
      if (!t.count) continue;
      const insert = db.prepare(
        `INSERT INTO "${t.name}" (${t.columns.map((c) => `"${c}"`).join(', ')}) VALUES (${t.columns
          .map(() => '?')
          .join(', ')})`,
      );
      const batch = db.transaction((rows: Row[]) => {
        for (const row of rows) insert.run(...t.columns.map((c) => sqliteValue(c, row[c])));
      });
      for (let from = 0; from < t.count; from += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, t.count - from) }, (_, k) => t.rows(from + k));
        batch(rows);
        progress(t.name, from + rows.length);
      }
    }
  } finally {
    db.close();
  }
}

function sqliteValue(column: string, value: Row[string] | undefined) {
  if (column === 'createdAt' || column === 'updatedAt') return sqliteMoment(Number(value));
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

async function insertPostgres(url: string, list: Table[], progress: (name: string, n: number) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const t of list) {
      if (!t.count) continue;
      const types = t.columns.map((c) =>
        c === 'createdAt' || c === 'updatedAt' ? 'timestamptz' : c === 'visibility' ? 'boolean' : 'text',
      );
      // One statement per batch: every column as an array, unnested into rows.
      const sql = `INSERT INTO "${t.name}" (${t.columns.map((c) => `"${c}"`).join(', ')})
        SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})`;
      for (let from = 0; from < t.count; from += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, t.count - from) }, (_, k) => t.rows(from + k));
        const columns = t.columns.map((c) =>
          rows.map((row) =>
            c === 'createdAt' || c === 'updatedAt' ? new Date(Number(row[c])).toISOString() : row[c],
          ),
        );
        await client.query('BEGIN');
        await client.query(sql, columns);
        await client.query('COMMIT');
        progress(t.name, from + rows.length);
      }
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** Seeds `target` (a migrated database) and resolves with the seconds it took. */
export async function seedScale(
  target: DbTarget,
  counts: ScaleCounts = ISSUE_24_COUNTS,
  opts: { now?: number; progress?: (table: string, done: number) => void } = {},
): Promise<number> {
  const started = performance.now();
  const list = tables(counts, opts.now ?? Date.now());
  const progress = opts.progress ?? (() => {});
  if (target.provider === 'sqlite') await insertSqlite(target.file, list, progress);
  else await insertPostgres(target.url, list, progress);
  return (performance.now() - started) / 1000;
}

/**
 * Gives every seeded article that is visible one shared social card, drawn once and kept through
 * the configured storage: a visible article without one gets it drawn when the server starts
 * (2,550 of them: minutes of CPU under the bench's rows). Changing or hiding one of these articles
 * draws its own card and may take the shared one away from the others.
 */
async function shareOneCard(): Promise<void> {
  const config = loadConfig();
  const files = new FileStore(config.dataDir, await createStorageDriver(config, pino({ level: 'silent' })));
  const db = await createDb(config.db);
  try {
    const png = await drawSocialCard({
      kind: 'Blog',
      title: 'Notes from our projects',
      art: Buffer.from(coverSvg('Notes from our projects', '')),
    });
    const stored = await files.save(Readable.from([png]), 'CARD');
    await db.upload.create({
      data: {
        id: stored.id,
        kind: 'CARD',
        originalName: 'seeded-articles.png',
        mimeType: stored.mimeType,
        size: stored.size,
        sha256: stored.sha256,
        claimedAt: new Date(),
      },
    });
    await db.article.updateMany({
      where: { visibility: true, socialCardId: null, id: { startsWith: 'ar' } },
      data: { socialCardId: stored.id },
    });
  } finally {
    await db.$disconnect();
    await files.close();
  }
}

/** The counts scaled by `factor` (at least one of each). */
export const scaled = (factor: number): ScaleCounts =>
  Object.fromEntries(
    Object.entries(ISSUE_24_COUNTS).map(([k, v]) => [k, Math.max(1, Math.round(v * factor))]),
  ) as ScaleCounts;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--scale');
  const factor = at > 0 ? Number(process.argv[at + 1]) : 1;
  if (!(factor > 0)) {
    console.error('Usage: tsx scripts/seed-scale.ts [--scale <factor, e.g. 0.1>]');
    process.exit(2);
  }
  const target = databaseTarget();
  const counts = scaled(factor);
  // --articles N: that many articles whatever the scale (the admin list's bench row: decision 047).
  const articles = process.argv.indexOf('--articles');
  if (articles > 0) counts.articles = Math.max(1, Math.round(Number(process.argv[articles + 1]) || 1));
  let last = '';
  const seconds = await seedScale(target, counts, {
    progress: (table, done) => {
      const line = `${table} ${done}`;
      if (table !== last) process.stdout.write('\n');
      last = table;
      process.stdout.write(`\r  ${line}`);
    },
  });
  await shareOneCard();
  console.log(
    `\nSeeded ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(
        ', ',
      )} into ${target.provider === 'sqlite' ? target.file : 'PostgreSQL'} in ${seconds.toFixed(1)} s` +
      ` (batches of ${BATCH}, one transaction each).`,
  );
}

/** Visibility and the state it implies (decision 047): an unpublished row is a draft or hidden. */
function published(visible: boolean, wasPublished: boolean) {
  return { visibility: visible, state: visible ? 'PUBLISHED' : wasPublished ? 'HIDDEN' : 'DRAFT' };
}
