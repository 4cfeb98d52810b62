import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import { Changes } from '../caching/changes.ts';

/** What the runner asks of the schedules service (services/schedules.ts). */
export type DueChanges = {
  /** The change-feed tag announcing a schedule was set, moved, cancelled or ran. */
  tag: string;
  /** When the next pending change is due; null when none. */
  nextDue(): Promise<Date | null>;
  /** Runs the changes due at `now` that `instance` claims; their ids. */
  runDue(instance: string, now?: Date): Promise<string[]>;
};

/** How often an instance looks anyway: a missed change-feed message delays a change by this at most. */
const POLL_MS = 10_000;

/**
 * Runs scheduled publishing on time (decision 046). Each instance keeps one timer to the next due
 * change (one indexed read to find it), re-armed when any instance announces a schedule on the
 * change feed, and looks again every 10 s in case it missed one; so a change runs within moments of
 * its time, and an idle instance costs one small query per poll. Which instance runs a change is
 * decided by the claim in SchedulesService.runDue, so it runs once however many look.
 */
export class ScheduleRunner {
  readonly #instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<string[]> | undefined;
  #stopped = true;
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly schedules: DueChanges,
    private readonly changes: Changes,
    private readonly log: Logger,
    private readonly pollMs = POLL_MS,
  ) {}

  start(): void {
    this.#stopped = false;
    this.#unsubscribe = this.changes.subscribe((tags) => {
      if (tags.includes(this.schedules.tag) || tags.includes(Changes.EVERYTHING)) void this.#arm();
    });
    void this.#arm();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** Runs what is due now (that this instance claims) and returns the schedule ids it ran. */
  tick(now = new Date()): Promise<string[]> {
    this.#running ??= this.schedules.runDue(this.#instance, now).finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #arm(): Promise<void> {
    if (this.#stopped) return;
    let wait = this.pollMs;
    try {
      const next = await this.schedules.nextDue();
      if (next) wait = Math.min(Math.max(next.getTime() - Date.now(), 0), this.pollMs);
    } catch (err) {
      this.log.warn({ err }, 'could not read the next scheduled change; looking again later');
    }
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#fire(), wait);
    this.#timer.unref();
  }

  async #fire(): Promise<void> {
    try {
      await this.tick();
    } catch (err) {
      this.log.error({ err }, 'scheduled changes failed; looking again later');
    }
    await this.#arm();
  }
}
