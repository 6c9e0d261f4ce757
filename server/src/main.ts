import { loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startServer } from './server';

/** API + site server alone (the database must already hold a catalogue); `npm start` at the root does everything. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  await startServer({ config, database });
}

main().catch((error: unknown) => {
  console.error('Уют failed to start', error);
  process.exitCode = 1;
});
