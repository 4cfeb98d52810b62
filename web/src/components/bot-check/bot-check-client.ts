/**
 * The browser half of the bot-check (decision 029). On the first focus in a form it asks
 * GET /api/bot-check/challenge what the server runs, loads the solver for that (the ALTCHA widget,
 * or an external provider's) and solves in the background while the visitor types. Submitting takes
 * the solution, waiting for it if it is not ready; each one is used once.
 */
import type { ChallengeAnswer, Solver } from './solver';

export const CHALLENGE_URL = '/api/bot-check/challenge';

export type BotCheckStatus = 'idle' | 'working' | 'ready' | 'failed';
/** What the form tells the visitor: nothing, that a send waits for the check, or that it failed. */
export type BotCheckNotice = 'none' | 'waiting' | 'failed';

/** A solution is used before its challenge expires, leaving this long for the request itself. */
const MARGIN_MS = 60_000;
/** When the server's clock cannot be read: the default lifetime of a challenge. */
const DEFAULT_TTL_MS = 15 * 60_000;

type Held = { payload: string; deadline: number } | null;

export class BotCheckFailed extends Error {
  constructor() {
    super(
      // The browser's crypto (and so the proof of work) exists only on https:// or localhost pages.
      globalThis.isSecureContext === false
        ? 'The spam check needs a secure (https) connection. Please open this page over https.'
        : 'The spam check could not run. Please check your connection and send the form again.',
    );
  }
}

export class BotCheckClient {
  #solver: Promise<Solver> | undefined;
  #solverMode: string | undefined;
  #pending: Promise<Held> | undefined;
  #status: BotCheckStatus = 'idle';
  /** Submissions waiting for a solution: while there are any, the form says it is checking. */
  #waiting = 0;
  /**
   * A send found the check unable to run. Only then is the failure shown: one in the background
   * (while the visitor types) may well pass when they send.
   */
  #sendFailed = false;

  constructor(
    private readonly host: () => HTMLElement | null,
    private readonly report: (notice: BotCheckNotice) => void,
  ) {}

  #set(status: BotCheckStatus = this.#status) {
    this.#status = status;
    if (status === 'ready') this.#sendFailed = false;
    this.report(
      this.#waiting > 0 && status !== 'ready'
        ? 'waiting'
        : status === 'failed' && this.#sendFailed
          ? 'failed'
          : 'none',
    );
  }

  /**
   * Starts solving in the background unless a solution is held or being made. After a failure it
   * waits for the next send instead: every focus in a form must not ask a server that is down.
   */
  start = (): void => {
    if (this.#status !== 'failed') this.#begin();
  };

  #begin(): void {
    if (this.#pending) return;
    const pending = this.#solveOne();
    this.#pending = pending;
    // A failure is reported now and retried when the form is sent.
    pending.catch(() => {
      if (this.#pending === pending) this.#pending = undefined;
    });
  }

  /**
   * The solution for one submission (undefined when the server runs no check). Waits for the one
   * being made; one that failed is tried once more; one too close to its expiry is made anew.
   */
  async take(): Promise<string | undefined> {
    this.#waiting++;
    this.#set();
    try {
      let held = await this.#next().catch(() => this.#next());
      if (held && Date.now() > held.deadline) held = await this.#next();
      return held?.payload;
    } catch {
      this.#sendFailed = true;
      throw new BotCheckFailed();
    } finally {
      this.#waiting--;
      this.#set();
    }
  }

  /** Hands out the current solution once: the next caller gets a new one. */
  async #next(): Promise<Held> {
    this.#begin();
    const pending = this.#pending!;
    try {
      return await pending;
    } finally {
      if (this.#pending === pending) this.#pending = undefined;
    }
  }

  async #solveOne(): Promise<Held> {
    this.#set('working');
    try {
      const res = await fetch(CHALLENGE_URL, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`challenge answered ${res.status}`);
      const answer = (await res.json()) as ChallengeAnswer;
      if (answer.mode === 'off') {
        this.#set('idle');
        return null;
      }
      const payload = await (await this.#solverFor(answer)).solve(answer);
      this.#set('ready');
      return { payload, deadline: Date.now() + lifetime(answer, res) - MARGIN_MS };
    } catch (err) {
      this.#set('failed');
      throw err;
    }
  }

  #solverFor(answer: ChallengeAnswer): Promise<Solver> {
    if (!this.#solver || this.#solverMode !== answer.mode) {
      const host = this.host();
      if (!host) return Promise.reject(new Error('the form is gone'));
      this.#solverMode = answer.mode;
      this.#solver =
        answer.mode === 'altcha'
          ? import('./altcha-solver').then((m) => m.altchaSolver(host))
          : import('./external-solver').then((m) => m.externalSolver(host, answer));
      // A chunk that failed to load is fetched again next time.
      this.#solver.catch(() => (this.#solver = undefined));
    }
    return this.#solver;
  }

  /** The form is leaving: its widget goes, and a later start begins afresh. */
  dispose(): void {
    void this.#solver?.then((solver) => solver.dispose()).catch(() => {});
    this.#solver = undefined;
    this.#pending = undefined;
  }
}

/**
 * How long the challenge lives, by the server's clock: its expiry minus the Date of the answer, so
 * a visitor whose clock is off still renews in time.
 */
function lifetime(answer: ChallengeAnswer, res: Response): number {
  const expiresAt = answer.mode === 'altcha' ? answer.parameters.expiresAt : undefined;
  const served = Date.parse(res.headers.get('date') ?? '');
  if (!expiresAt || Number.isNaN(served)) return DEFAULT_TTL_MS;
  return Math.max(MARGIN_MS, expiresAt * 1000 - served);
}
