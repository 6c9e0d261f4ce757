import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoCatalogue, snapshotsToImport } from '../src/demo/seed';

const CHILD = join(__dirname, 'fixtures', 'crash-seed-child.ts');
const NOW = '2026-11-25T12:00:00.000Z';

async function waitFor(check: () => boolean, child: ChildProcess): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (child.exitCode !== null) throw new Error(`The seed ended (code ${child.exitCode}) before the marker appeared`);
    if (waited > 120_000) throw new Error('No marker after 120 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every offer's Omnibus facts and price history, by shop and item id: what a replay that skipped snapshots gets wrong. */
async function offerFacts(database: string): Promise<Map<string, unknown>> {
  const handle = openDatabase(`sqlite:${database}`);
  try {
    const variants = await handle.db
      .selectFrom('variants')
      .innerJoin('shops', 'shops.id', 'variants.shop_id')
      .select([
        'variants.id',
        'shops.slug',
        'variants.item_id',
        'variants.price',
        'variants.active',
        'variants.created_at',
        'variants.lowest_price_30d',
        'variants.discount_verified',
        'variants.price_drop_at',
      ])
      .execute();
    const history = await handle.db
      .selectFrom('price_history')
      .select(['variant_id', 'price', 'in_stock', 'active', 'recorded_at'])
      .orderBy('variant_id')
      .orderBy('recorded_at')
      .orderBy('id')
      .execute();
    const facts = new Map<string, unknown>();
    for (const { id, slug, item_id: itemId, ...offer } of variants) {
      facts.set(`${slug}/${itemId}`, {
        ...offer,
        history: history.filter((point) => point.variant_id === id).map(({ variant_id: _, ...point }) => point),
      });
    }
    return facts;
  } finally {
    await handle.close();
  }
}

describe('demo seed crash safety (issue 22 point 10)', () => {
  it('resumes a shop whose history replay was killed with the snapshots it has not finished', () => {
    expect(snapshotsToImport([])).toEqual([90, 30, 7, 0]);
    expect(snapshotsToImport([90])).toEqual([30, 7, 0]);
    expect(snapshotsToImport([90, 30, 7])).toEqual([0]);
    expect(snapshotsToImport([90, 30, 7, 0])).toEqual([0]);
    expect(snapshotsToImport([0])).toEqual([0]);
  });

  it('a seed killed in the middle of a shop’s history replay and run again ends with the facts of an uninterrupted seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-seed-crash-'));
    const dataDir = join(dir, 'data');
    const reference = join(dir, 'reference.sqlite');
    const crashed = join(dir, 'crashed.sqlite');
    const seed = async (database: string) => {
      const handle = openDatabase(`sqlite:${database}`);
      try {
        await migrateToLatest(handle.db);
        await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small', now: new Date(NOW) });
      } finally {
        await handle.close();
      }
    };
    await seed(reference);

    const marker = join(dir, 'marker');
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, crashed, dataDir, NOW, marker], {
      cwd: join(__dirname, '..'),
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await waitFor(() => existsSync(marker), child);
    child.kill('SIGKILL');
    expect(await exited).toBeNull();

    await seed(crashed);
    const expected = await offerFacts(reference);
    const resumed = await offerFacts(crashed);
    expect(resumed.size).toBe(expected.size);
    expect(resumed).toEqual(expected);
  }, 300_000);
});
