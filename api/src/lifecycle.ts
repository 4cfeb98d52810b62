import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './env.ts';
import type { ScheduledJobs } from './jobs/scheduled-jobs.ts';
import type { OutboxWorker } from './mail/outbox.ts';
import type { Services } from './services/index.ts';

/** Whether the server is stopping: the pipeline then closes each answer's connection, /readyz says 503. */
export type DrainState = { draining: boolean };

const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * The background work of a serving instance: the outbox, the scheduled jobs, and the hourly sweep of
 * uploads nobody claimed, partial uploads a killed process left and expired sign-in challenges.
 */
export function startWorkers(opts: {
  server: FastifyInstance;
  services: Services;
  outbox: OutboxWorker;
  jobs: ScheduledJobs;
  log: Logger;
}) {
  const { server, services, outbox, jobs, log } = opts;
  outbox.start();
  const sweep = () =>
    Promise.all([
      services.uploads.sweepUnclaimed(),
      services.uploads.sweepIncoming(),
      services.challenges.sweepExpired(),
    ]).catch((err) => log.error({ err }, 'sweep failed'));
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  server.addHook('onClose', async () => clearInterval(timer));
  jobs.start();
}

/**
 * Stopping (SIGTERM, SIGINT, a test): the server stops taking requests and lets those in flight
 * finish (decision 017), then `stops` run in order. Safe to call twice (a second signal, a test).
 */
export function closeOnce(
  server: FastifyInstance,
  config: Pick<Config, 'drainGraceMs'>,
  state: DrainState,
  stops: (() => Promise<unknown>)[],
): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      state.draining = true;
      if (config.drainGraceMs) {
        // Behind a keep-alive proxy: stop listening (the proxy sends new connections elsewhere, POSTs
        // too, as they never reached us), but close no idle connection ourselves: one closed just
        // as the proxy sends a request on it resets that request, and a proxy does not retry a
        // POST (a lost form). Busy connections close after their next answer (Connection: close);
        // idle ones are closed by the proxy's own keep-alive time-out, shorter than the grace.
        const allClosed = new Promise((resolve) => server.server.once('close', resolve));
        net.Server.prototype.close.call(server.server);
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([allClosed, new Promise((r) => (grace = setTimeout(r, config.drainGraceMs)))]);
        clearTimeout(grace);
        // What is left is closed below; wait for the requests on it before closing the rest.
        const reaper = setInterval(() => server.server.closeIdleConnections(), 200);
        await allClosed.finally(() => clearInterval(reaper));
      }
      // Connections that fall idle after their last answer are closed as soon as they do.
      const reaper = setInterval(() => server.server.closeIdleConnections(), 200);
      await server.close().finally(() => clearInterval(reaper));
      // Then the rest, in order: workers first (unsent mail stays pending), the database last.
      for (const stop of stops) await stop();
    })());
}
