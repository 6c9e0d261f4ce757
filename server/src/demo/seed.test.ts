import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CATALOGUE_VERSION, readMeta, writeMeta } from '../db/meta';
import type { DemoProgress } from './generator';
import { seedDemoCatalogue } from './seed';

describe('seedDemoCatalogue', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = openDatabase('sqlite::memory:');
    await migrateToLatest(handle.db);
  });
  afterEach(() => handle.close());

  it('generates and imports the small demo, then reuses the feeds and writes nothing on a second run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-seed-'));
    const progress: DemoProgress[] = [];
    const first = await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small', onProgress: (p) => progress.push(p) });
    const stamp = JSON.parse(readFileSync(join(dataDir, 'demo', 'generated.json'), 'utf8')) as { variants: number };
    expect(first).toMatchObject({ shops: 8, variants: stamp.variants, generated: true });
    expect(first.seconds).toBeLessThan(20);

    const count = async (table: 'shops' | 'variants' | 'products') =>
      Number((await handle.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('shops')).toBe(8);
    expect(await count('variants')).toBe(stamp.variants);
    const products = await count('products');
    expect(products).toBeLessThan(stamp.variants * 0.8);
    expect(products).toBeGreaterThan(200);
    const images = await handle.db.selectFrom('images').select('source_url').limit(1).executeTakeFirstOrThrow();
    expect(images.source_url).toMatch(/^file:\/\/.*\/demo\/images\/p\d{5}-[a-z]{2}-\d\.svg$/);

    expect(progress.some((p) => p.phase === 'generate')).toBe(true);
    const imports = progress.filter((p) => p.phase === 'import');
    expect(imports.at(-1)).toMatchObject({ done: stamp.variants, total: stamp.variants });

    const feedTime = statSync(join(dataDir, 'demo', 'feeds', 'domart.xml')).mtimeMs;
    await writeMeta(handle.db, { key: CATALOGUE_VERSION, value: 'seeded' });
    const second = await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small' });
    expect(second).toMatchObject({ shops: 8, variants: stamp.variants, generated: false });
    expect(statSync(join(dataDir, 'demo', 'feeds', 'domart.xml')).mtimeMs).toBe(feedTime);
    expect(await readMeta(handle.db, CATALOGUE_VERSION)).toBe('seeded');
    expect(await count('variants')).toBe(stamp.variants);
  });

  it('regenerates when the size changes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-seed-size-'));
    await seedDemoCatalogue({ db: handle.db, dataDir, size: { shops: 3, products: 40 } });
    const result = await seedDemoCatalogue({ db: handle.db, dataDir, size: { shops: 4, products: 50 } });
    expect(result).toMatchObject({ shops: 4, generated: true });
  });
});
