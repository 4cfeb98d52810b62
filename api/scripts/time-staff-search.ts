// Times the admin search (decision 059) through the real service on a seeded database:
//   cd api && DATABASE_URL=file:/tmp/big.db DATA_DIR=/tmp/x npx tsx scripts/time-staff-search.ts
// Prints the median and worst of 20 runs per text, as an ADMIN (every area) sees it.
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/env.ts';

const app = await buildApp(loadConfig(), { startWorkers: false });
const viewer = {
  id: 'bench',
  email: 'bench@local',
  name: 'Bench',
  roles: ['ADMIN' as const],
  sessionId: 'x',
};
for (const text of ['a', 'ko', 'kowalski', 'com', 'Senior', 'zzzzqq']) {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    hits = (await app.services.staffSearch.search(viewer, text)).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${JSON.stringify(text).padEnd(12)} hits ${hits}  p50 ${times[10]!.toFixed(1)} ms  max ${times[19]!.toFixed(1)} ms`,
  );
}
await app.close();
