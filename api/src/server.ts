import { buildApp } from './app.ts';
import { loadConfig } from './env.ts';
import { bootstrap } from './seed/bootstrap.ts';

const config = loadConfig();
const app = await buildApp(config, { startWorkers: true });
const firstRun = await bootstrap(app.db, config, app.server.log as never);
await app.server.listen({ host: config.host, port: config.port });

// Credentials generated on the first run are printed once, to the console only, never to the log.
if (firstRun.printed.length) process.stdout.write(`\n${firstRun.printed.join('\n')}\n\n`);
process.stdout.write(`Agency site ready on ${config.siteUrl} (GraphiQL at ${config.siteUrl}/graphql)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.server.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
