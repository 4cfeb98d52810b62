import { Webhook } from 'standardwebhooks';
import type { Logger } from 'pino';
import { Prisma, type Db } from '../db.ts';
import { AddressRefused, resolveDeliveryAddress, type PinnedAddress } from './address-guard.ts';
import { postToReceiver } from './sender.ts';

/**
 * The wait after each failed attempt (decision 062), as Standard Webhooks' reference schedule:
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. With the first try that is 8 attempts over about 28
 * hours; then the delivery is FAILED and staff can resend it.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** A kick waits this long, so a send never competes with the answer that queued it. */
const KICK_DELAY_MS = 25;

export type WebhookWorkerOptions = {
  timeoutMs: number;
  extraCa?: string;
  retryDelaysMs?: readonly number[];
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** Name resolution (tests point a name at loopback); the system's by default. */
  lookup?: (host: string) => Promise<PinnedAddress[]>;
};

type Row = Awaited<ReturnType<Db['webhookDelivery']['findMany']>>[number];

/**
 * Sends queued webhook deliveries after the answer that queued them, once across instances: each
 * row is claimed by a conditional update (status SENDING, its next attempt moved past a lease), as
 * the mail outbox claims its rows, so of several passes here or in other instances one sends it;
 * a claim whose process died is due again when its lease ends. Every pass drains what is due.
 */
export class WebhookWorker {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #opts: WebhookWorkerOptions;
  readonly #leaseMs: number;
  readonly #delays: readonly number[];
  #timer: NodeJS.Timeout | undefined;
  #kickTimer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopping = false;

  constructor(db: Db, log: Logger, opts: WebhookWorkerOptions) {
    this.#db = db;
    this.#log = log;
    this.#opts = opts;
    this.#leaseMs = Math.max(60_000, opts.timeoutMs * 6);
    this.#delays = opts.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  get maxAttempts() {
    return this.#delays.length + 1;
  }

  start(intervalMs = 5000): void {
    this.#timer = setInterval(() => void this.drain(), intervalMs);
    this.#timer.unref();
    this.kick();
  }

  /** Sends what is due soon after now: called when a change may have queued a delivery. */
  kick(): void {
    if (this.#stopping || this.#kickTimer) return;
    this.#kickTimer = setTimeout(() => {
      this.#kickTimer = undefined;
      void this.drain();
    }, KICK_DELAY_MS);
    this.#kickTimer.unref();
  }

  /** One pass now (or right after the current one); resolves when it is over. */
  drain(): Promise<void> {
    if (this.#stopping) return this.#running ?? Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#pass()
      .catch((err: unknown) => this.#log.error({ err }, 'webhook pass failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          void this.drain();
        }
      });
    return this.#running;
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    clearTimeout(this.#kickTimer);
    await this.#running;
  }

  async #pass(): Promise<void> {
    const concurrency = this.#opts.concurrency ?? 4;
    for (;;) {
      const due = await this.#db.webhookDelivery.findMany({
        // SENDING and due: a claim whose lease ran out (its process died mid-send).
        where: { status: { in: ['PENDING', 'SENDING'] }, nextAttemptAt: { lte: new Date() } },
        orderBy: { nextAttemptAt: 'asc' },
        take: concurrency * 5,
      });
      if (due.length === 0 || this.#stopping) return;
      let sent = 0;
      const queue = [...due];
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let row = queue.shift(); row && !this.#stopping; row = queue.shift())
            if (await this.#claim(row)) {
              sent++;
              await this.#send(row);
            }
        }),
      );
      // Everything due was claimed elsewhere: that instance sends it.
      if (sent === 0) return;
    }
  }

  /**
   * Marks the row SENDING until the lease ends, if it is still due: one claimant wins. One plain
   * UPDATE, atomic on both databases, with no transaction held across an await.
   */
  async #claim(row: Row): Promise<boolean> {
    const now = new Date();
    const lease = new Date(now.getTime() + this.#leaseMs);
    const count = await this.#db.$executeRaw(Prisma.sql`
      UPDATE "WebhookDelivery" SET "status" = 'SENDING', "nextAttemptAt" = ${lease}
      WHERE "id" = ${row.id} AND "status" IN ('PENDING', 'SENDING') AND "nextAttemptAt" <= ${now}`);
    return count === 1;
  }

  async #send(row: Row): Promise<void> {
    const attempts = row.attempts + 1;
    const endpoint = await this.#db.webhookEndpoint.findUnique({ where: { id: row.endpointId } });
    if (!endpoint || !endpoint.enabled) {
      await this.#finish(row.id, { status: 'FAILED', lastError: 'The endpoint is disabled.' });
      return;
    }
    let status: number | null = null;
    try {
      const url = new URL(endpoint.url);
      if (url.protocol !== 'https:') throw new AddressRefused('Only https:// addresses receive webhooks.');
      const pinned = await resolveDeliveryAddress(url.hostname, endpoint.allowPrivate, this.#opts.lookup);
      const now = new Date();
      const signature = new Webhook(endpoint.secret).sign(row.eventId, now, row.payload);
      const answer = await postToReceiver({
        url,
        pinned,
        body: row.payload,
        timeoutMs: this.#opts.timeoutMs,
        extraCa: this.#opts.extraCa,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'agency-webhooks/1',
          'webhook-id': row.eventId,
          'webhook-timestamp': Math.floor(now.getTime() / 1000).toString(),
          'webhook-signature': signature,
        },
      });
      status = answer.status;
      if (status >= 200 && status < 300) {
        await this.#finish(row.id, {
          status: 'DELIVERED',
          attempts,
          lastStatus: status,
          lastError: null,
          deliveredAt: new Date(),
        });
        this.#log.info({ deliveryId: row.id, type: row.type, status }, 'webhook delivered');
        return;
      }
      throw new Error(
        `The receiver answered ${status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}.`,
      );
    } catch (err) {
      // A refused address stays refused: no retry until staff change the endpoint and resend.
      const final = err instanceof AddressRefused && !/could not be resolved/.test(err.message);
      const failed = final || attempts >= this.maxAttempts;
      const delay = this.#delays[Math.min(attempts - 1, this.#delays.length - 1)] ?? 0;
      // The message and code only: a TLS error carries the whole peer certificate chain.
      const { message, code } = err as NodeJS.ErrnoException;
      this.#log.warn(
        { deliveryId: row.id, attempts, failed, error: message, code },
        'webhook delivery failed',
      );
      await this.#finish(row.id, {
        status: failed ? 'FAILED' : 'PENDING',
        attempts,
        lastStatus: status,
        lastError: String((err as Error).message ?? err).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + delay),
      });
    }
  }

  /**
   * One statement, no transaction around it: a write never holds SQLite's lock across an await
   * (two instances in one process, as the tests run them, would otherwise wait on each other).
   */
  async #finish(id: string, data: Parameters<Db['webhookDelivery']['updateMany']>[0]['data']): Promise<void> {
    await this.#db.webhookDelivery
      .updateMany({ where: { id }, data })
      .catch((err: unknown) =>
        this.#log.error(
          { err, deliveryId: id },
          'webhook result not recorded; it may go again after its lease',
        ),
      );
  }
}
