import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { bootstrap } from './seed/bootstrap.ts';

const config = loadConfig();
const app = await buildApp(config, { startWorkers: true });
const firstRun = await bootstrap(app.db, config, app.server.log);
await app.server.listen({ host: config.host, port: config.port });
// Articles and listed vacancies seeded or written before social cards existed get theirs, in the
// background, one at a time.
void app.services.articles
  .drawMissingCards()
  .then(() => app.services.vacancies.drawMissingCards())
  .catch((err: unknown) => app.server.log.warn({ err }, 'drawing missing social cards failed'));

// Credentials generated on the first run are printed once, to the console only, never to the log.
if (firstRun.printed.length) process.stdout.write(`\n${firstRun.printed.join('\n')}\n\n`);
process.stdout.write(`Agency site ready on ${config.siteUrl} (GraphiQL at ${config.siteUrl}/graphql)\n`);

// SIGTERM (a deploy, `docker stop`, Playwright) and SIGINT (Ctrl-C): stop taking requests, finish
// those in flight, stop the outbox (unsent mail stays pending), close the database, exit 0. A
// second signal changes nothing (Ctrl-C reaches every process of the group); a drain that takes
// longer than SHUTDOWN_TIMEOUT_SECONDS ends the process with exit code 1.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.server.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.server.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.server.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
