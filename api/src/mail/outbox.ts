import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';

export type MailMessage = {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The From when not MAIL_FROM (replies to leads go from REPLY_FROM, decision 056). */
  from?: string;
  /** The lead a notification is about: the e-mail is deleted with it (decision 043). */
  lead?: { kind: 'contact' | 'application'; id: string };
};

/** Puts an e-mail in the outbox. Callers commit their own data first; this row is the promise to send. */
export async function enqueueMail(
  db: Pick<Db, 'outboxMessage'>,
  message: MailMessage,
): Promise<{ id: string }> {
  return db.outboxMessage.create({
    select: { id: true },
    data: {
      to: message.to.join(', '),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      fromAddress: message.from ?? null,
      contactRequestId: message.lead?.kind === 'contact' ? message.lead.id : null,
      jobApplicationId: message.lead?.kind === 'application' ? message.lead.id : null,
    },
  });
}

/**
 * Without SMTP_URL each sent message is kept as an .eml file in DATA_DIR/mail (named
 * `<created>-<id>.eml`). When its row is deleted (a lead erased or expired), the copy goes too.
 * Failures are logged, not thrown: the rows are already gone.
 */
export async function removeMailCopies(
  dataDir: string,
  ids: readonly string[],
  log: Pick<Logger, 'warn'>,
  olderThan?: Date,
): Promise<number> {
  const dir = path.join(dataDir, 'mail');
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const wanted = new Set(ids);
  let removed = 0;
  for (const name of names) {
    const id = /-([A-Za-z0-9]+)\.eml$/.exec(name)?.[1];
    if (!id) continue;
    const file = path.join(dir, name);
    if (!wanted.has(id)) {
      const stat = olderThan ? await fsp.stat(file).catch(() => undefined) : undefined;
      if (!stat || !olderThan || stat.mtime >= olderThan) continue;
    }
    await fsp.rm(file, { force: true }).then(
      () => removed++,
      (err: unknown) => log.warn({ err, file }, 'could not delete a kept copy of an e-mail'),
    );
  }
  return removed;
}

const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min ... capped at 1 h: a mail server that is down for hours still gets the mail. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
/** How long stop() waits for sends in progress before giving their messages back. */
const STOP_GRACE_MS = 2000;

type Row = Awaited<ReturnType<Db['outboxMessage']['findMany']>>[number];

export type OutboxOptions = {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  /** Bound on each SMTP step: connecting, the greeting, every command. */
  timeoutMs?: number;
  /** Messages in flight at once (pooled SMTP connections). */
  concurrency?: number;
};

/**
 * Sends outbox rows. SMTP_URL when configured (a pool of connections, several messages at once);
 * otherwise each message is written as an .eml file under DATA_DIR/mail so a developer can open it.
 * A pass drains everything due. Each row is claimed in the database before it is sent (status
 * SENDING, its next attempt moved past a lease), so concurrent passes, here or in another instance,
 * never send one message twice; a claim whose process died is due again when its lease ends.
 * Failed sends are retried with backoff and give up after MAX_ATTEMPTS, keeping the row (status
 * FAILED) and the last error. When a send succeeds after failures (the mail server is back), the
 * messages still waiting out their backoff are made due at once, so a backlog drains as fast as
 * the concurrency allows rather than each on its own clock. stop() gives unsent messages back,
 * PENDING.
 */
export class OutboxWorker {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #from: string;
  readonly #transport: Transporter;
  readonly #mailDir: string | undefined;
  readonly #concurrency: number;
  /** A claim outlives any send: every SMTP step is bounded by the time-out. */
  readonly #leaseMs: number;
  readonly #inFlight = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  /** A send failed here since the last success: the next success brings the waiting mail forward. */
  #failing = false;
  #stopping = false;
  #stopped = false;

  constructor(db: Db, log: Logger, opts: OutboxOptions) {
    this.#db = db;
    this.#log = log;
    this.#from = opts.from;
    const timeoutMs = opts.timeoutMs ?? 10_000;
    this.#leaseMs = Math.max(60_000, timeoutMs * 10);
    if (opts.smtpUrl) {
      this.#concurrency = opts.concurrency ?? 4;
      this.#transport = nodemailer.createTransport(
        new SMTPPool({
          url: opts.smtpUrl,
          pool: true,
          maxConnections: this.#concurrency,
          maxMessages: 100,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
          dnsTimeout: timeoutMs,
        }),
      );
    } else {
      this.#concurrency = 1;
      this.#mailDir = path.join(opts.dataDir, 'mail');
      this.#transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  start(intervalMs = 5000): void {
    this.#timer = setInterval(() => this.kick(), intervalMs);
    this.#timer.unref();
    this.kick();
  }

  /** Runs a pass now (or right after the current one): called after a message is enqueued. */
  kick(): Promise<void> {
    if (this.#stopping) return this.#running ?? Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        void this.kick();
      }
    });
    return this.#running;
  }

  /**
   * Takes no new message, waits briefly for sends in progress, and gives back the messages of
   * those still waiting on a slow or hung mail server (PENDING, due now) for the next start.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      this.#running,
      new Promise<void>((resolve) => (grace = setTimeout(resolve, STOP_GRACE_MS))),
    ]);
    clearTimeout(grace);
    this.#stopped = true;
    const unsent = [...this.#inFlight];
    if (unsent.length) {
      await this.#db.outboxMessage
        .updateMany({
          where: { id: { in: unsent }, status: 'SENDING' },
          data: { status: 'PENDING', nextAttemptAt: new Date() },
        })
        .catch((err: unknown) =>
          this.#log.warn({ err }, 'could not give back unsent mail; it is retried later'),
        );
      this.#log.info({ unsent: unsent.length }, 'outbox stopped with mail unsent; it stays pending');
    }
    this.#transport.close();
  }

  async #drain(): Promise<void> {
    const queue: Row[] = [];
    let exhausted = false;
    let refilling: Promise<void> | undefined;
    const refill = () =>
      (refilling ??= (async () => {
        const due = await this.#db.outboxMessage.findMany({
          // SENDING and due: a claim whose lease ran out (its process died mid-send).
          where: { status: { in: ['PENDING', 'SENDING'] }, nextAttemptAt: { lte: new Date() } },
          orderBy: { nextAttemptAt: 'asc' },
          take: this.#concurrency * 5,
        });
        const fresh = due.filter((row) => !this.#inFlight.has(row.id));
        if (fresh.length === 0) exhausted = true;
        queue.push(...fresh);
      })().finally(() => (refilling = undefined)));
    const worker = async () => {
      while (!this.#stopping) {
        if (queue.length === 0 && !exhausted) await refill();
        const row = queue.shift();
        if (!row) return;
        if (await this.#claim(row)) await this.#send(row);
      }
    };
    try {
      await Promise.all(Array.from({ length: this.#concurrency }, worker));
    } catch (err) {
      this.#log.error({ err }, 'outbox pass failed');
    }
  }

  /** Marks the row SENDING until the lease ends, if it is still due: one claimant wins. */
  async #claim(row: Row): Promise<boolean> {
    const now = new Date();
    const { count } = await this.#db.outboxMessage.updateMany({
      where: { id: row.id, status: { in: ['PENDING', 'SENDING'] }, nextAttemptAt: { lte: now } },
      data: { status: 'SENDING', nextAttemptAt: new Date(now.getTime() + this.#leaseMs) },
    });
    if (count === 1) this.#inFlight.add(row.id);
    return count === 1;
  }

  async #send(row: Row): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      try {
        const info = await this.#transport.sendMail({
          from: row.fromAddress ?? this.#from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
          messageId: `<${row.id}@agency.local>`,
        });
        if (this.#mailDir) {
          await fsp.mkdir(this.#mailDir, { recursive: true });
          const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-');
          await fsp.writeFile(path.join(this.#mailDir, `${stamp}-${row.id}.eml`), info.message as Buffer);
        }
      } catch (err) {
        if (!this.#stopped) await this.#recordFailure(row, attempts, err); // else stop() gave it back
        return;
      }
      // Recorded even after stop() gave the row back: it was sent, so it must not go again.
      await this.#db.outboxMessage
        .update({
          where: { id: row.id },
          data: { status: 'SENT', attempts, sentAt: new Date(), lastError: null },
        })
        .then(
          async () => {
            this.#log.info({ outboxId: row.id, to: row.to }, 'mail sent');
            // A retry that went through, or the first success after failures here: the server is
            // back, and whatever waits out a backoff can go now.
            if (row.attempts > 0 || this.#failing) await this.#bringForward();
          },
          (err: unknown) =>
            this.#log.error(
              { err, outboxId: row.id },
              'mail sent but not recorded; it may go again after its lease',
            ),
        );
    } finally {
      this.#inFlight.delete(row.id);
    }
  }

  /**
   * Makes every message waiting out a backoff due now, and runs another pass for them. Only PENDING
   * rows in the future are backoffs: a message being sent (here or elsewhere) is SENDING.
   */
  async #bringForward(): Promise<void> {
    this.#failing = false;
    const now = new Date();
    const { count } = await this.#db.outboxMessage
      .updateMany({ where: { status: 'PENDING', nextAttemptAt: { gt: now } }, data: { nextAttemptAt: now } })
      .catch((err: unknown) => {
        this.#log.warn({ err }, 'could not bring waiting mail forward; it goes at its own time');
        return { count: 0 };
      });
    if (count === 0) return;
    this.#log.info({ messages: count }, 'mail server reachable again: waiting mail brought forward');
    this.#again = true;
  }

  async #recordFailure(row: Row, attempts: number, err: unknown): Promise<void> {
    this.#failing = true;
    const failed = attempts >= MAX_ATTEMPTS;
    this.#log.warn({ err, outboxId: row.id, attempts, failed }, 'mail send failed');
    await this.#db.outboxMessage
      .update({
        where: { id: row.id },
        data: {
          attempts,
          status: failed ? 'FAILED' : 'PENDING',
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        },
      })
      .catch((dbErr: unknown) =>
        this.#log.error({ err: dbErr, outboxId: row.id }, 'could not record a failed send'),
      );
  }
}
