import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';
import { Changes } from './changes.ts';

const CHANNEL = 'agency_changes';
const RECONNECT_MS = 1000;

type Message = { from: string; tags: readonly string[] };

/**
 * Carries every instance's writes to the others, so each one's caches drop what changed within a
 * moment: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY when the database is
 * PostgreSQL, nothing for a single SQLite instance. A bus that lost its connection may have missed
 * messages, so when it is back each instance drops everything it kept (`Changes.EVERYTHING`).
 */
export type ChangeBus = { kind: 'redis' | 'postgres'; close: () => Promise<void> };

export async function connectChangeBus(
  changes: Changes,
  target: { redisUrl: string | undefined; postgresUrl: string | undefined },
  log: Logger,
): Promise<ChangeBus | undefined> {
  const self = randomUUID();
  const onMessage = (raw: string) => {
    try {
      const message = JSON.parse(raw) as Message;
      if (message.from !== self && Array.isArray(message.tags)) changes.receive(message.tags);
    } catch (err) {
      log.warn({ err }, 'unreadable change message ignored');
    }
  };
  const payload = (tags: readonly string[]) => JSON.stringify({ from: self, tags } satisfies Message);

  if (target.redisUrl) {
    const publisher = new Redis(target.redisUrl, { maxRetriesPerRequest: 2 });
    const subscriber = new Redis(target.redisUrl);
    let connectedBefore = false;
    subscriber.on('ready', () => {
      // After a reconnect (ioredis subscribes again on its own) messages may have been missed.
      if (connectedBefore) changes.receive([Changes.EVERYTHING]);
      connectedBefore = true;
    });
    subscriber.on('message', (_channel: string, raw: string) => onMessage(raw));
    for (const client of [publisher, subscriber])
      client.on('error', (err: Error) => log.warn({ err }, 'change bus (Redis) connection error'));
    await subscriber.subscribe(CHANNEL);
    changes.broadcastTo((tags) => {
      publisher.publish(CHANNEL, payload(tags)).catch((err: unknown) => {
        log.error({ err, tags }, 'change not sent to the other instances; their caches expire it later');
      });
    });
    return {
      kind: 'redis',
      close: async () => {
        changes.broadcastTo(undefined);
        subscriber.disconnect();
        await publisher.quit().catch(() => publisher.disconnect());
      },
    };
  }

  if (target.postgresUrl) {
    let client: pg.Client | undefined;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const connect = async (again: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: target.postgresUrl, keepAlive: true });
      next.on('notification', (n) => n.channel === CHANNEL && n.payload && onMessage(n.payload));
      next.on('error', (err) => {
        log.warn({ err }, 'change bus (PostgreSQL) connection lost; reconnecting');
        if (client === next) client = undefined;
        next.end().catch(() => {});
        schedule();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (err) {
        next.end().catch(() => {});
        if (!again) throw err;
        log.warn({ err }, 'change bus (PostgreSQL) could not reconnect; trying again');
        return schedule();
      }
      if (closed) return void next.end();
      client = next;
      if (again) changes.receive([Changes.EVERYTHING]);
    };
    const schedule = () => {
      if (closed || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void connect(true);
      }, RECONNECT_MS);
      timer.unref();
    };
    await connect(false);
    changes.broadcastTo((tags) => {
      if (!client) return log.error({ tags }, 'change not sent to the other instances (no connection)');
      client.query('SELECT pg_notify($1, $2)', [CHANNEL, payload(tags)]).catch((err: unknown) => {
        log.error({ err, tags }, 'change not sent to the other instances; their caches expire it later');
      });
    });
    return {
      kind: 'postgres',
      close: async () => {
        closed = true;
        clearTimeout(timer);
        changes.broadcastTo(undefined);
        await client?.end().catch(() => {});
      },
    };
  }
  return undefined;
}
