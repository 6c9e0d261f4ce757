import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';

/** Writes server/openapi.json from the route schemas; the site's client types are generated from it. */
async function exportOpenApi(): Promise<void> {
  const database = openDatabase('sqlite::memory:');
  const app = await buildApp({ db: database.db, config: loadConfig({ DATA_DIR: join(__dirname, '..', '..', '..', 'var') }) });
  const target = join(__dirname, '..', '..', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
  console.log(`wrote ${target}`);
}

exportOpenApi().catch((error: unknown) => {
  console.error('OpenAPI export failed', error);
  process.exitCode = 1;
});
