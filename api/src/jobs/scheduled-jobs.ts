import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';

export type ScheduledJobSpec = {
  /** The ScheduledJob row's key. */
  name: string;
  /** How often it runs, across all instances together. */
  everyMs: number;
  /** How soon a run that failed is tried again (by whichever instance looks first). */
  retryMs: number;
  run: () => Promise<unknown>;
};

/** How often each instance looks for a job that is due. */
const CHECK_EVERY_MS = 15 * 60_000;

/**
 * Periodic jobs that must run once per period however many instances there are (decision 030).
 * Every instance looks now and then; a job runs on the one whose conditional update moves its
 * `nextRunAt` forward (the claim works alike on SQLite and PostgreSQL, as the outbox's does, and
 * needs no lock held across the run). A run that fails is due again after `retryMs`; an instance
 * that dies mid-run leaves it for the next period, which is safe because every job here can run
 * again without harm.
 */
export class ScheduledJobs {
  readonly #instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<string[]> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly jobs: readonly ScheduledJobSpec[],
  ) {}

  start(checkEveryMs = CHECK_EVERY_MS): void {
    void this.tick();
    this.#timer = setInterval(() => void this.tick(), checkEveryMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  /** Runs the jobs that are due and this instance claims; returns their names. */
  tick(now = new Date()): Promise<string[]> {
    this.#running ??= this.#runDue(now).finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #runDue(now: Date): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      try {
        if (!(await this.#claim(job, now))) continue;
        ran.push(job.name);
        await job.run();
      } catch (err) {
        this.log.error({ err, job: job.name }, 'scheduled job failed; it is tried again later');
        await this.db.scheduledJob
          .updateMany({
            where: { name: job.name, lastRunBy: this.#instance, lastRunAt: now },
            data: { nextRunAt: new Date(now.getTime() + job.retryMs) },
          })
          .catch((e: unknown) =>
            this.log.warn({ err: e, job: job.name }, 'could not reschedule a failed job'),
          );
      }
    }
    return ran;
  }

  /** True when this instance moved the job's next run forward, so it alone runs it now. */
  async #claim(job: ScheduledJobSpec, now: Date): Promise<boolean> {
    // A new database has no row yet: the first instance to look makes one, due at once.
    if (!(await this.db.scheduledJob.findUnique({ where: { name: job.name } }))) {
      await this.db.scheduledJob
        .create({ data: { name: job.name, nextRunAt: now } })
        .catch((err: { code?: string }) => {
          if (err?.code !== 'P2002') throw err; // another instance made it first
        });
    }
    const { count } = await this.db.scheduledJob.updateMany({
      where: { name: job.name, nextRunAt: { lte: now } },
      data: { nextRunAt: new Date(now.getTime() + job.everyMs), lastRunAt: now, lastRunBy: this.#instance },
    });
    return count === 1;
  }
}
