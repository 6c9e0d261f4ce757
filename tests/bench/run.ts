/** `npm run bench`: runs every *.bench.ts here in turn, each printing its figures beside its same-run baseline. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const benches = readdirSync(__dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, bench)], {
    stdio: 'inherit',
    cwd: join(__dirname, '..', '..', 'server'),
  });
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
