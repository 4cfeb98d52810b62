import { scheduleProblems, type ScheduleMoments } from '@agency/schema/schedules';
import type { Article, ContentSchedule, Prisma, Vacancy } from '../db.ts';
import { AppError, invalidInput, notFound } from '../errors.ts';
import { recordRead } from '../caching/read-tags.ts';
import type { ArticlesService } from './articles.ts';
import { requirePermission, type AccessTable } from './access.ts';
import { audited, type AuditEvent } from './audit.ts';
import { articleTarget, vacancyTarget } from './content-audit.ts';
import type { Actor, Deps, Viewer } from './deps.ts';
import { recordId } from './input.ts';
import { parseRoles } from './users-shared.ts';
import type { VacanciesService } from './vacancies.ts';
import type { DraftsService } from './drafts.ts';

export type ScheduleAction = 'PUBLISH' | 'UNPUBLISH' | 'CLOSE';
type Kind = 'article' | 'vacancy';

/** What is pending for one record, as the editor and the lists show it. */
export type PendingSchedule = {
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** Who set the schedule that runs next (their e-mail at the time). */
  setBy: string | null;
  /** Why a change that came due was refused (it is not tried again until staff set it anew). */
  failure: string | null;
};

/** The change-feed tag every instance's runner listens on: a schedule was set, changed or cancelled. */
const SCHEDULES_TAG = 'schedules';

/** A claim older than this is an instance that died mid-run: another may claim the change again. */
export const STALE_CLAIM_MS = 5 * 60_000;

const FIELD_OF: Record<ScheduleAction, keyof ScheduleMoments> = {
  PUBLISH: 'publishAt',
  UNPUBLISH: 'unpublishAt',
  CLOSE: 'closesAt',
};

/**
 * Scheduled publishing (decision 046): staff who may publish a record set when it is published and
 * unpublished, and a vacancy's closing date. Each pending change is a ContentSchedule row; when it
 * comes due one instance claims it (a conditional update, as the outbox and the periodic jobs do)
 * and runs it through the very service call a staff member's publish or hide makes, acting with the
 * setter's roles as they are then, so the same rules, change tags and audit entries apply.
 */
export class SchedulesService {
  /** Who may call what (decision 043): the roles that may publish the record. */
  static readonly access = {
    setArticleSchedule: 'manageArticles',
    setVacancySchedule: 'manageVacancies',
    articleSchedules: 'manageArticles',
    vacancySchedules: 'manageVacancies',
  } as const satisfies AccessTable<SchedulesService>;

  /** The change-feed tag each instance's runner listens on (jobs/schedule-runner.ts). */
  readonly tag = SCHEDULES_TAG;

  constructor(
    private readonly d: Deps,
    private readonly articles: ArticlesService,
    private readonly vacancies: VacanciesService,
    /** A publish also sends the changes waiting as a draft (decision 045). */
    private readonly drafts?: Pick<DraftsService, 'publishPending'>,
  ) {}

  /**
   * Sets, moves or cancels an article's publish and unpublish. Per field: left out keeps it, null
   * cancels it, a moment (ISO text or Date) sets it; a moment in the past, or an unpublish that is
   * not after the publish, is refused naming the field.
   */
  async setArticleSchedule(actor: Actor, id: unknown, input: unknown): Promise<Article> {
    const v = requirePermission(actor.viewer, SchedulesService.access.setArticleSchedule);
    const moments = parseMoments(input, ['publishAt', 'unpublishAt']);
    const article = await this.d.db.article.findUnique({ where: { id: recordId(id) } });
    if (!article) throw notFound('Article');
    await this.#set(actor, v, 'article', article.id, moments, {
      target: articleTarget(article),
      noun: 'article',
    });
    this.d.changes.publish([SCHEDULES_TAG]);
    return article;
  }

  /**
   * The same for a vacancy, with its closing date (`closesAt`): kept on the vacancy (its job
   * posting's validThrough) and run like an unpublish when it comes.
   */
  async setVacancySchedule(actor: Actor, id: unknown, input: unknown): Promise<Vacancy> {
    const v = requirePermission(actor.viewer, SchedulesService.access.setVacancySchedule);
    const moments = parseMoments(input, ['publishAt', 'unpublishAt', 'closesAt']);
    const vacancy = await this.d.db.vacancy.findUnique({ where: { id: recordId(id) } });
    if (!vacancy) throw notFound('Vacancy');
    await this.#set(actor, v, 'vacancy', vacancy.id, moments, {
      target: vacancyTarget(vacancy),
      noun: 'vacancy',
      closesAt: vacancy.closesAt,
    });
    const updated = await this.d.db.vacancy.findUniqueOrThrow({ where: { id: vacancy.id } });
    // The closing date is on its page (validThrough) and decides whether it is listed.
    this.d.changes.publish([
      SCHEDULES_TAG,
      'vacancies',
      `vacancy:${updated.id}`,
      ...(updated.slug ? [`vacancy:${updated.slug}`] : []),
    ]);
    return updated;
  }

  /** The pending schedule of each of these articles that has one (the lists and the editor). */
  async articleSchedules(
    viewer: Viewer | null,
    ids: readonly string[],
  ): Promise<Map<string, PendingSchedule>> {
    requirePermission(viewer, SchedulesService.access.articleSchedules);
    const rows = await this.d.db.contentSchedule.findMany({ where: { articleId: { in: [...ids] } } });
    return pendingBy(rows, (r) => r.articleId);
  }

  async vacancySchedules(
    viewer: Viewer | null,
    ids: readonly string[],
  ): Promise<Map<string, PendingSchedule>> {
    requirePermission(viewer, SchedulesService.access.vacancySchedules);
    const rows = await this.d.db.contentSchedule.findMany({
      where: { vacancyId: { in: [...ids] }, action: { not: 'CLOSE' } },
    });
    return pendingBy(rows, (r) => r.vacancyId);
  }

  /** When the next pending change is due (null when none): the runner's timer. One indexed read. */
  async nextDue(): Promise<Date | null> {
    const row = await this.d.db.contentSchedule.findFirst({
      // A claimed row is running elsewhere; a stale claim is found by the next poll's runDue.
      where: { failure: null, claimedAt: null },
      orderBy: { dueAt: 'asc' },
      select: { dueAt: true },
    });
    return row?.dueAt ?? null;
  }

  /**
   * Runs the changes due at `now` that `instance` claims, and returns the ids it ran. Two instances
   * asking at once both see a row; only the one whose conditional update matched runs it.
   */
  async runDue(instance: string, now = new Date()): Promise<string[]> {
    const stale = new Date(now.getTime() - STALE_CLAIM_MS);
    const due = await this.d.db.contentSchedule.findMany({
      where: { dueAt: { lte: now }, failure: null, OR: [{ claimedAt: null }, { claimedAt: { lt: stale } }] },
      orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
      take: 50,
    });
    const ran: string[] = [];
    for (const row of due) {
      if (!(await this.claim(row, instance, now))) continue;
      ran.push(row.id);
      await this.#run(row, instance, now);
    }
    return ran;
  }

  /**
   * True when `instance` claimed the change as it was read (`row`): the update matches only while
   * nobody else has claimed it since, so of any number of instances racing, one gets true.
   */
  async claim(row: ContentSchedule, instance: string, now: Date): Promise<boolean> {
    const { count } = await this.d.db.contentSchedule.updateMany({
      where: { id: row.id, dueAt: row.dueAt, claimedAt: row.claimedAt, failure: null },
      data: { claimedAt: now, claimedBy: instance },
    });
    return count === 1;
  }

  async #run(row: ContentSchedule, instance: string, claimedAt: Date): Promise<void> {
    const mine = { id: row.id, claimedBy: instance, claimedAt };
    try {
      const actor = await this.#actorOf(row);
      const publish = row.action === 'PUBLISH';
      if (row.articleId) {
        if (publish) await this.drafts?.publishPending(actor, 'ARTICLE', row.articleId);
        await this.articles.setVisibility(actor, row.articleId, publish);
      } else if (row.vacancyId) {
        if (publish) await this.drafts?.publishPending(actor, 'VACANCY', row.vacancyId);
        await this.vacancies.setVisibility(actor, row.vacancyId, publish);
      }
      // Staff who moved it meanwhile made it pending again (claim cleared): then it stays.
      await this.d.db.contentSchedule.deleteMany({ where: mine });
      this.d.log.info({ scheduleId: row.id, action: row.action }, 'scheduled change ran');
    } catch (err) {
      if (!(err instanceof AppError)) {
        // Unexpected (the database went away): the claim goes stale and another try follows.
        this.d.log.error({ err, scheduleId: row.id }, 'scheduled change failed; tried again later');
        return;
      }
      // Refused by the record's rules or the setter's roles: kept with its reason for the editor.
      const failure = refusal(err);
      if (err.code === 'NOT_FOUND') await this.d.db.contentSchedule.deleteMany({ where: mine });
      else {
        const entry = await this.#failureEntry(row, failure);
        await audited(
          this.d.db,
          (tx) => tx.contentSchedule.updateMany({ where: mine, data: { failure } }),
          ({ count }) => (count ? entry : null),
        );
      }
      this.d.log.warn({ scheduleId: row.id, failure }, 'scheduled change refused');
    }
    // A closing hides the vacancy from public reads by itself (its date has passed), even when the
    // hide was refused: its kept pages must go now either way.
    this.d.changes.publish([
      SCHEDULES_TAG,
      ...(row.vacancyId ? ['vacancies', `vacancy:${row.vacancyId}`] : []),
    ]);
  }

  /**
   * Whether the vacancy at this address closed at its closing date: its page then answers 410 Gone
   * rather than 404 (decision 046). Public: a closed posting was public until it closed.
   */
  async vacancyClosed(slug: unknown, now = new Date()): Promise<boolean> {
    const key = typeof slug === 'string' ? slug : '';
    if (!key || key.length > 200) throw invalidInput('Give a slug.', { slug: 'Give a slug.' });
    recordRead(`vacancy:${key}`);
    const row = await this.d.db.vacancy.findUnique({
      where: { slug: key },
      select: { id: true, closesAt: true },
    });
    if (row) recordRead(`vacancy:${row.id}`);
    return !!row?.closesAt && row.closesAt <= now;
  }

  /**
   * Who a scheduled change acts as: the staff member who set it, with the roles they hold now (one
   * who lost the role, or left, cannot publish through a schedule either), named in the audit log
   * as the schedule.
   */
  async #actorOf(row: ContentSchedule): Promise<Actor> {
    const user = row.createdById ? await this.d.db.user.findUnique({ where: { id: row.createdById } }) : null;
    const viewer: Viewer = {
      id: row.createdById ?? `schedule:${row.id}`,
      email: `Schedule (set by ${row.createdByEmail ?? 'unknown'})`,
      name: 'Schedule',
      roles: user?.active ? parseRoles(user.roles) : [],
      sessionId: `schedule:${row.id}`,
    };
    return { viewer, ip: '' };
  }

  async #failureEntry(row: ContentSchedule, failure: string): Promise<AuditEvent> {
    const [article, vacancy] = await Promise.all([
      row.articleId ? this.d.db.article.findUnique({ where: { id: row.articleId } }) : null,
      row.vacancyId ? this.d.db.vacancy.findUnique({ where: { id: row.vacancyId } }) : null,
    ]);
    const target = article ? articleTarget(article) : vacancy ? vacancyTarget(vacancy) : undefined;
    return {
      action: article ? 'ARTICLE_SCHEDULED' : 'VACANCY_SCHEDULED',
      by: (await this.#actorOf(row)) satisfies Actor,
      target,
      summary: `The scheduled ${verbOf(row.action)} of “${target?.label ?? row.id}” was refused: ${failure}`,
      details: { action: row.action, failed: true },
    };
  }

  /** Writes the changed moments in one transaction with their audit entry. */
  async #set(
    actor: Actor,
    v: Viewer,
    kind: Kind,
    id: string,
    moments: ScheduleMoments,
    opts: { target: { type: Kind; id: string; label: string }; noun: string; closesAt?: Date | null },
  ): Promise<void> {
    const now = new Date();
    const where = kind === 'article' ? { articleId: id } : { vacancyId: id };
    const pending = await this.d.db.contentSchedule.findMany({ where });
    // A closing date already passed still bounds a publish: a closed vacancy is not listed again.
    const keep: ScheduleMoments = { closesAt: opts.closesAt ?? null };
    for (const row of pending) if (!row.failure) keep[FIELD_OF[row.action as ScheduleAction]] = row.dueAt;
    const problems = scheduleProblems(moments, now, keep);
    const first = Object.values(problems)[0];
    if (first) throw invalidInput(first, problems);
    const changes = (Object.entries(FIELD_OF) as [ScheduleAction, keyof ScheduleMoments][]).filter(
      ([, field]) => moments[field] !== undefined,
    );
    if (!changes.length) return;
    await audited(
      this.d.db,
      async (tx) => {
        for (const [action, field] of changes) {
          const at = moments[field];
          if (field === 'closesAt')
            await tx.vacancy.update({ where: { id }, data: { closesAt: at ?? null } });
          if (!at) {
            await tx.contentSchedule.deleteMany({ where: { ...where, action } });
            continue;
          }
          const data = {
            dueAt: at,
            createdById: v.id,
            createdByEmail: v.email,
            createdAt: now,
            claimedAt: null,
            claimedBy: null,
            failure: null,
          } satisfies Prisma.ContentScheduleUpdateInput;
          await tx.contentSchedule.upsert({
            where:
              kind === 'article'
                ? { articleId_action: { articleId: id, action } }
                : { vacancyId_action: { vacancyId: id, action } },
            create: { ...data, ...where, action },
            update: data,
          });
        }
      },
      () => ({
        action: kind === 'article' ? 'ARTICLE_SCHEDULED' : 'VACANCY_SCHEDULED',
        by: actor,
        target: opts.target,
        summary: `Scheduled the ${opts.noun} “${opts.target.label}”: ${changes
          .map(([action, field]) => {
            const at = moments[field];
            return at ? `${verbOf(action)} at ${at.toISOString()}` : `no ${verbOf(action)}`;
          })
          .join(', ')}`,
        details: Object.fromEntries(
          changes.map(([, field]) => [field, moments[field]?.toISOString() ?? null]),
        ),
      }),
    );
  }
}

const verbOf = (action: string) =>
  action === 'PUBLISH' ? 'publish' : action === 'UNPUBLISH' ? 'unpublish' : 'closing';

function refusal(err: AppError): string {
  if (err.code === 'FORBIDDEN' || err.code === 'UNAUTHENTICATED')
    return 'whoever set it may no longer publish it; set it again.';
  const fields = err.fields ? Object.values(err.fields) : [];
  return fields[0] ?? err.message;
}

function pendingBy(
  rows: ContentSchedule[],
  idOf: (row: ContentSchedule) => string | null,
): Map<string, PendingSchedule> {
  const out = new Map<string, PendingSchedule>();
  for (const row of rows) {
    const id = idOf(row);
    if (!id) continue;
    const entry = out.get(id) ?? { publishAt: null, unpublishAt: null, setBy: null, failure: null };
    if (row.action === 'PUBLISH') entry.publishAt = row.dueAt;
    if (row.action === 'UNPUBLISH') entry.unpublishAt = row.dueAt;
    entry.setBy ??= row.createdByEmail;
    entry.failure ??= row.failure;
    out.set(id, entry);
  }
  return out;
}

/** `{ publishAt?, unpublishAt?, closesAt? }`: each left out, null, or a moment (Date or ISO text). */
function parseMoments(input: unknown, allowed: (keyof ScheduleMoments)[]): ScheduleMoments {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw invalidInput('Give the schedule as an object.');
  const out: ScheduleMoments = {};
  const bad: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!(allowed as string[]).includes(key)) {
      bad[key] = `Unknown field. Use ${allowed.join(', ')}.`;
      continue;
    }
    if (value === undefined) continue;
    if (value === null) {
      out[key as keyof ScheduleMoments] = null;
      continue;
    }
    const at =
      value instanceof Date
        ? value
        : typeof value === 'string' && value.length <= 40
          ? new Date(value)
          : null;
    if (!at || Number.isNaN(at.getTime())) bad[key] = 'Give a date and time (ISO 8601).';
    else out[key as keyof ScheduleMoments] = at;
  }
  const first = Object.values(bad)[0];
  if (first) throw invalidInput(first, bad);
  return out;
}
