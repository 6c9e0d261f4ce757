import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '../src/config/env';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { syncTaxonomy } from '../src/catalogue/taxonomy';
import { importFeed, upsertShop } from '../src/feeds/importer';
import { describeDatabase, emptyDatabaseNote, resolveSource } from '../src/lib/cli-paths';
import { outbox } from './accounts-helpers';

const run = promisify(execFile);

/**
 * The README's commands as a newcomer types them: `npm run cli -w server -- …` from the repository root, where npm
 * runs the CLI in server/. DATA_DIR is given relative to the root, as the default `var` is.
 */
async function cli(dataDir: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: relative(REPOSITORY_ROOT, dataDir), LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.SITE_DIR;
  return run('npm', ['run', '--silent', 'cli', '-w', 'server', '--', ...args], { cwd: REPOSITORY_ROOT, env });
}

describe('the CLI from the repository root (issue 22 point 15)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'uyut-cli-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says which database it opened when that database is empty', async () => {
    const { stdout, stderr } = await cli(dataDir, ['shops']);
    expect(stdout).toContain('No shops yet.');
    expect(stderr).toContain(emptyDatabaseNote(`sqlite:${join(dataDir, 'uyut.sqlite')}`));
  }, 120_000);

  it('works on the database under DATA_DIR relative to the repository root, and imports lists bad items and warnings in line order (issue 22 point 9)', async () => {
    const handle = openDatabase(`sqlite:${join(dataDir, 'uyut.sqlite')}`);
    await migrateToLatest(handle.db);
    await syncTaxonomy(handle.db);
    await upsertShop(handle.db, { slug: 'domart', name: 'ДомАрт', url: 'https://domart.example/' });
    const item = (id: string, price: string, extra = '') =>
      `<SHOPITEM>\n<ITEM_ID>${id}</ITEM_ID>\n<PRODUCTNAME>Стол ${id}</PRODUCTNAME>\n<URL>https://domart.example/${id}</URL>\n<PRICE_VAT>${price}</PRICE_VAT>\n<CATEGORYTEXT>Кресла</CATEGORYTEXT>${extra}\n</SHOPITEM>\n`;
    const feed = join(dataDir, 'feed.xml');
    writeFileSync(
      feed,
      `<SHOP>\n${item('D-1', '100.00', '<EAN>123</EAN>')}${item('D-2', 'безплатно')}${item('D-3', '100.00', '<EAN>456</EAN>')}</SHOP>`,
    );
    await importFeed({ db: handle.db, shopSlug: 'domart', source: feed });
    await handle.close();

    const [shops, imports] = await Promise.all([cli(dataDir, ['shops']), cli(dataDir, ['imports'])]);
    expect(shops.stdout).toMatch(/^domart\s+ДомАрт/m);
    expect(shops.stderr).toBe('');
    expect(
      [...imports.stdout.matchAll(/^ {3}line \d+ \[(D-\d)\]: (warning: )?/gm)].map((match) => `${match[1]}${match[2] ? ' warning' : ''}`),
    ).toEqual(['D-1 warning', 'D-2', 'D-3 warning']);
  }, 120_000);

  it('mails the watchdog alerts an import brings about, once the import is done (docs/adr/0008-watchdog.md)', async () => {
    const feedAt = (name: string, price: string) => {
      const path = join(dataDir, name);
      writeFileSync(
        path,
        `<SHOP><SHOPITEM><ITEM_ID>D-1</ITEM_ID><PRODUCTNAME>Стол Рома</PRODUCTNAME><URL>https://domart.example/d-1</URL><PRICE_VAT>${price}</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT></SHOPITEM></SHOP>`,
      );
      return path;
    };
    const handle = openDatabase(`sqlite:${join(dataDir, 'uyut.sqlite')}`);
    await migrateToLatest(handle.db);
    await syncTaxonomy(handle.db);
    await upsertShop(handle.db, { slug: 'domart', name: 'ДомАрт', url: 'https://domart.example/' });
    await importFeed({ db: handle.db, shopSlug: 'domart', source: feedAt('first.xml', '100.00') });
    const { id } = await handle.db.selectFrom('variants').select('id').executeTakeFirstOrThrow();
    const at = '2026-11-20T10:00:00.000Z';
    await handle.db
      .insertInto('watchdogs')
      .values({
        variant_id: id,
        user_id: null,
        visitor_key: 'a'.repeat(64),
        email: 'guest@example.bg',
        type: 'price',
        target_price: 9000,
        target_currency: 'BGN',
        unsubscribe_hash: 'hash',
        confirmed_at: at,
        confirmation_hash: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await handle.close();

    const { stdout } = await cli(dataDir, ['import', feedAt('second.xml', '89.00'), '--shop', 'domart']);
    expect(stdout).toContain('Watchdog: 1 new alerts, 1 e-mails sent');
    expect(outbox(dataDir).map((mail) => [mail.to, mail.subject])).toEqual([
      ['guest@example.bg', 'Цената на „Стол Рома“ падна до 89\u00a0лв.'],
    ]);
  }, 120_000);
});

describe('CLI paths', () => {
  it('resolves a relative feed path against the root and leaves URLs and absolute paths alone', () => {
    expect(resolveSource('var/demo/feeds/a.xml', '/repo')).toBe('/repo/var/demo/feeds/a.xml');
    expect(resolveSource('/srv/feed.xml', '/repo')).toBe('/srv/feed.xml');
    expect(resolveSource('file:///srv/feed.xml', '/repo')).toBe('file:///srv/feed.xml');
    expect(resolveSource('https://shop.example/feed.xml', '/repo')).toBe('https://shop.example/feed.xml');
  });

  it('names the database without a password', () => {
    expect(describeDatabase('sqlite:/repo/var/uyut.sqlite')).toBe('/repo/var/uyut.sqlite');
    expect(describeDatabase('postgres://uyut:secret@db.example/uyut')).toBe('postgres://uyut:***@db.example/uyut');
  });
});
