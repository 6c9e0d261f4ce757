import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/database';
import { CATALOGUE_VERSION, readMeta } from '../src/db/meta';
import { batchLimit } from '../src/feeds/importer';

const CHILD = join(__dirname, 'fixtures', 'crash-import-child.ts');
const ITEMS = 12_000;
const BATCH = 200;

/** `markup` is added to every price, so a second feed changes every item. */
function feedXml(count: number, markup = 0): string {
  const items: string[] = [];
  for (let i = 1; i <= count; i++) {
    items.push(
      `<SHOPITEM><ITEM_ID>C-${i}</ITEM_ID><PRODUCTNAME>Диван Срив ${i}</PRODUCTNAME><URL>https://crash.example/p/${i}</URL>` +
        `<PRICE_VAT>${100 + markup + (i % 900)}.90</PRICE_VAT><CATEGORYTEXT>Мебели | Дивани | Ъглови дивани</CATEGORYTEXT><DELIVERY_DATE>0</DELIVERY_DATE>` +
        `<DELIVERY><DELIVERY_ID>ECONT</DELIVERY_ID><DELIVERY_PRICE>9.90</DELIVERY_PRICE></DELIVERY></SHOPITEM>`,
    );
  }
  return `<?xml version="1.0" encoding="utf-8"?>\n<SHOP>\n${items.join('\n')}\n</SHOP>\n`;
}

const runChild = (args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: join(__dirname, '..') });

/** The variant counts at which a batch of the import commits: whole batches only, never part of one. */
function batchBoundaries(items: number): number[] {
  const boundaries: number[] = [];
  let total = 0;
  for (let written = 0; total < items; written++) {
    total = Math.min(items, total + batchLimit({ batchSize: BATCH, written, queuedParse: false }));
    boundaries.push(total);
  }
  return boundaries;
}

async function waitFor(check: () => boolean, child: ChildProcess): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (child.exitCode !== null) throw new Error(`The import ended (code ${child.exitCode}) before the marker appeared`);
    if (waited > 60_000) throw new Error('No marker after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Imports `feed` in a child process and kills it (SIGKILL) once it has committed five batches. */
async function killAfterFiveBatches(run: { database: string; feed: string; marker: string }): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, run.database, run.feed, String(BATCH), run.marker, String(BATCH * 5)], {
    cwd: join(__dirname, '..'),
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await waitFor(() => existsSync(run.marker), child);
  child.kill('SIGKILL');
  expect(await exited).toBeNull();
}

describe('import crash safety', () => {
  it('leaves a consistent database when killed mid-import, and a re-run completes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-crash-'));
    const database = join(dir, 'crash.sqlite');
    const feed = join(dir, 'feed.xml');
    const marker = join(dir, 'marker');
    writeFileSync(feed, feedXml(ITEMS));

    await killAfterFiveBatches({ database, feed, marker });

    const handle = openDatabase(`sqlite:${database}`);
    try {
      const db = handle.db;
      const count = async (table: 'variants' | 'price_history' | 'catalogue_changes' | 'variant_deliveries' | 'products') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const variants = await count('variants');
      expect(variants).toBeGreaterThanOrEqual(BATCH * 5);
      expect(variants).toBeLessThan(ITEMS);
      expect(batchBoundaries(ITEMS)).toContain(variants);
      expect(await count('products')).toBe(variants);
      expect(await count('price_history')).toBe(variants);
      expect(await count('catalogue_changes')).toBe(variants);
      expect(await count('variant_deliveries')).toBe(variants);
      const orphans = await db
        .selectFrom('variants')
        .leftJoin('products', 'products.id', 'variants.product_id')
        .select('variants.id')
        .where('products.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
      expect(await db.selectFrom('feed_imports').select('status').execute()).toEqual([{ status: 'running' }]);
    } finally {
      await handle.close();
    }

    const { stdout } = await runChild([database, feed, String(BATCH)]);
    const report = JSON.parse(stdout) as { status: string; itemsTotal: number; itemsImported: number; itemsUnchanged: number };
    expect(report.status).toBe('done');
    expect(report.itemsTotal).toBe(ITEMS);
    expect(report.itemsImported + report.itemsUnchanged).toBe(ITEMS);

    const after = openDatabase(`sqlite:${database}`);
    try {
      const variants = await after.db
        .selectFrom('variants')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(variants.n)).toBe(ITEMS);
      const statuses = await after.db.selectFrom('feed_imports').select('status').orderBy('id').execute();
      expect(statuses).toEqual([{ status: 'failed' }, { status: 'done' }]);
      const inactive = await after.db.selectFrom('variants').select('id').where('active', '=', 0).execute();
      expect(inactive).toEqual([]);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('bumps the catalogue version with the batches a killed import committed, so the site is rebuilt for them (issue 22 point 10)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-crash-version-'));
    const database = join(dir, 'crash.sqlite');
    const feed = join(dir, 'feed.xml');
    const repriced = join(dir, 'repriced.xml');
    const marker = join(dir, 'marker');
    writeFileSync(feed, feedXml(ITEMS));
    writeFileSync(repriced, feedXml(ITEMS, 5));
    await runChild([database, feed, String(BATCH)]);
    const version = async () => {
      const handle = openDatabase(`sqlite:${database}`);
      try {
        return await readMeta(handle.db, CATALOGUE_VERSION);
      } finally {
        await handle.close();
      }
    };
    const imported = await version();
    expect(imported).toBeDefined();

    await killAfterFiveBatches({ database, feed: repriced, marker });

    const handle = openDatabase(`sqlite:${database}`);
    try {
      const repricedRows = await handle.db
        .selectFrom('variants')
        .select('id')
        .where('price', '=', 10_690)
        .where('item_id', '=', 'C-1')
        .execute();
      expect(repricedRows).toHaveLength(1);
      expect(await readMeta(handle.db, CATALOGUE_VERSION)).not.toBe(imported);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
