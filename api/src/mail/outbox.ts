import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db.ts';

export type MailMessage = { to: string[]; subject: string; text: string; html?: string; replyTo?: string };

/** Puts an e-mail in the outbox. Callers commit their own data first; this row is the promise to send. */
export async function enqueueMail(db: Pick<Db, 'outboxMessage'>, message: MailMessage): Promise<void> {
  await db.outboxMessage.create({
    data: {
      to: message.to.join(', '),
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
    },
  });
}

const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min ... capped at 1 h: a mail server that is down for hours still gets the mail. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Sends outbox rows. SMTP_URL when configured; otherwise each message is written as an .eml file
 * under DATA_DIR/mail so a developer can open it. Failed sends are retried with backoff and give
 * up after MAX_ATTEMPTS, keeping the row (status FAILED) and the last error.
 */
export class OutboxWorker {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #from: string;
  readonly #transport: Transporter;
  readonly #mailDir: string | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;

  constructor(db: Db, log: Logger, opts: { smtpUrl?: string; from: string; dataDir: string }) {
    this.#db = db;
    this.#log = log;
    this.#from = opts.from;
    if (opts.smtpUrl) {
      this.#transport = nodemailer.createTransport(opts.smtpUrl);
    } else {
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

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
    this.#transport.close();
  }

  async #drain(): Promise<void> {
    try {
      const due = await this.#db.outboxMessage.findMany({
        where: { status: 'PENDING', nextAttemptAt: { lte: new Date() } },
        orderBy: { nextAttemptAt: 'asc' },
        take: 20,
      });
      for (const row of due) await this.#send(row);
    } catch (err) {
      this.#log.error({ err }, 'outbox pass failed');
    }
  }

  async #send(row: Awaited<ReturnType<Db['outboxMessage']['findMany']>>[number]): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      const info = await this.#transport.sendMail({
        from: this.#from,
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
      await this.#db.outboxMessage.update({
        where: { id: row.id },
        data: { status: 'SENT', attempts, sentAt: new Date(), lastError: null },
      });
      this.#log.info({ outboxId: row.id, to: row.to }, 'mail sent');
    } catch (err) {
      const failed = attempts >= MAX_ATTEMPTS;
      await this.#db.outboxMessage.update({
        where: { id: row.id },
        data: {
          attempts,
          status: failed ? 'FAILED' : 'PENDING',
          lastError: String((err as Error).message ?? err).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        },
      });
      this.#log.warn({ err, outboxId: row.id, attempts, failed }, 'mail send failed');
    }
  }
}
