import type { Config } from '../server/src/config/env';
import { type DatabaseHandle, openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoCatalogue } from '../server/src/demo/seed';
import { createProgress } from '../server/src/lib/progress';

const demoSizes = ['small', 'default', 'large'] as const;
export type DemoSize = (typeof demoSizes)[number];

export function demoSize(value: string | undefined): DemoSize {
  const size = (value ?? 'default') as DemoSize;
  if (!demoSizes.includes(size)) throw new Error(`DEMO_SIZE must be one of ${demoSizes.join(', ')}, got "${value}"`);
  return size;
}

/** Opens and migrates the database, and imports the demo catalogue through the feed importer when it is empty. */
export async function prepareDatabase(options: { config: Config; size: DemoSize }): Promise<DatabaseHandle> {
  const { config } = options;
  const database = openDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest(database.db);
  const where = database.dialect === 'sqlite' ? config.DATABASE_URL.replace(/^sqlite:/, '') : 'PostgreSQL';
  console.log(`Database ${where}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}`);

  const hasCatalogue = await database.db.selectFrom('variants').select('id').limit(1).executeTakeFirst();
  if (!hasCatalogue) {
    const progress = {
      generate: createProgress({ label: 'Generating demo feeds', unit: 'products' }),
      import: createProgress({ label: 'Importing demo feeds', unit: 'items' }),
    };
    const result = await seedDemoCatalogue({
      db: database.db,
      dataDir: config.DATA_DIR,
      size: options.size,
      onProgress: ({ phase, done, total }) => progress[phase].update(done, total),
    });
    progress.import.done(`${result.shops} shops, ${result.variants} offers`);
  }
  return database;
}
