import { parseArgs } from 'node:util';
import { CAMPAIGN_TAGS } from './catalogue/campaigns';
import { addCampaign, joinCampaign, leaveCampaign, listCampaigns } from './catalogue/campaigns-registry';
import { addFeed, DEFAULT_FEED_INTERVAL_MINUTES, type FeedRunResult, listFeeds, runFeeds } from './feeds/feeds-registry';
import { syncTaxonomy } from './catalogue/taxonomy';
import { type Config, loadConfig, REPOSITORY_ROOT } from './config/env';
import { type Db, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { DEMO_SIZES, type DemoProgress, type DemoSize } from './demo/generator';
import { seedDemoCatalogue } from './demo/seed';
import { FEED_FORMATS, type FeedFormatName } from './feeds/formats';
import { importFeed, type ImportReport, upsertShop } from './feeds/importer';
import { readStoredReport } from './feeds/import-report';
import { emptyDatabaseNote, resolveSource } from './lib/cli-paths';
import { createProgress, type Progress } from './lib/progress';
import { changeRole, listUsers } from './services/accounts/roles';
import { describeMainImages } from './services/visual';
import { watchdogAlerts } from './services/watchdog';

const USAGE = `Usage: tsx src/cli.ts <command> [options]

Commands:
  demo [--size small|default|large] [--products N] [--shops N] [--seed N]
        generate the demo feeds (if needed) and import them into the configured database
  import <file-or-url> --shop <slug> [--format heureka|google] [--name <name> --url <shop url>] [--paid] [--allow-file-images]
        import one feed (a path, file:// or http(s):// URL; Heureka or Google Merchant XML, detected from
        the root element unless --format is given); --name and --url create or update the shop. After it (and
        after feeds run and demo) the watchdog alerts of what the import changed are mailed
  feeds add <shop> <file-or-url> [--format heureka|google] [--interval MINUTES] [--allow-file-images]
        register a shop feed for scheduled re-import (default every ${DEFAULT_FEED_INTERVAL_MINUTES} minutes);
        --allow-file-images keeps the file: image URLs of a feed we produced ourselves (the demo's)
  feeds list
        registered feeds with their last run and, when it failed, why
  feeds run [--due] [--shop <slug>]
        import the registered feeds now (with --due only those whose interval has passed)
  campaigns add <slug> --tag ${CAMPAIGN_TAGS.join('|')} --name <name> --from <time> --to <time> [--category <slug>] [--verified-discount]
        create a promo campaign (or redefine the one with this slug); times are ISO-8601 with an offset,
        e.g. 2026-11-16T00:00:00+02:00; --category limits it to that category's subtree, --verified-discount
        to offers whose discount our price history verifies
  campaigns list
        campaigns with their windows, rules and shops
  campaigns join <campaign> <shop> / campaigns leave <campaign> <shop>
        a shop takes part in a campaign / stops taking part
  shops
        list shops with their variant counts
  imports [--shop <slug>] [--limit N]
        the latest import reports with every bad item and warning, in line order
  users grant <email> admin|editor|eshop / users revoke <email> <role>
        give an account a role / take it away (the only way roles are granted)
  users list
        accounts with their roles and whether their e-mail is confirmed

The database is DATABASE_URL (default sqlite:$DATA_DIR/uyut.sqlite). Relative paths (DATA_DIR, SITE_DIR, feed
files) resolve against the repository root, wherever the command runs.`;

/** Progress of the demo's phases (generate, import): one display per phase, closed when the next starts. */
function phaseProgress(): { update(progress: DemoProgress): void; finish(): void } {
  let phase: string | null = null;
  let current: Progress | null = null;
  return {
    update(progress) {
      if (progress.phase !== phase) {
        current?.done();
        phase = progress.phase;
        current = createProgress({
          label: phase === 'generate' ? 'Generating demo feeds' : 'Importing demo feeds',
          unit: phase === 'generate' ? 'products' : 'items',
        });
      }
      current?.update(progress.done, progress.total);
    },
    finish() {
      current?.done();
      current = null;
    },
  };
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number, got "${value}"`);
  return number;
}

async function count(db: Db, table: 'shops' | 'products' | 'variants' | 'categories' | 'manufacturers' | 'images'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function demoCommand(db: Db, dataDir: string, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { size: { type: 'string' }, products: { type: 'string' }, shops: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  const sizeName = values.size ?? 'default';
  if (!(sizeName in DEMO_SIZES)) throw new Error(`--size must be small, default or large, got "${sizeName}"`);
  const preset = DEMO_SIZES[sizeName as keyof typeof DEMO_SIZES];
  const products = positiveInteger(values.products, 'products');
  const shops = positiveInteger(values.shops, 'shops');
  const size: DemoSize =
    products === undefined && shops === undefined
      ? (sizeName as keyof typeof DEMO_SIZES)
      : {
          products: products ?? preset.products,
          shops: shops ?? (products === undefined ? preset.shops : Math.min(400, Math.max(2, Math.round(products / 100)))),
        };
  const seed = positiveInteger(values.seed, 'seed');
  const progress = phaseProgress();
  const result = await seedDemoCatalogue({
    db,
    dataDir,
    size,
    ...(seed === undefined ? {} : { seed }),
    onProgress: (p) => progress.update(p),
  }).finally(() => progress.finish());
  console.log(`Demo catalogue ready in ${result.seconds.toFixed(1)} s`);
  console.log(`  generate: ${result.generated ? `${result.generateSeconds.toFixed(1)} s` : 'feeds already on disk'}`);
  const history = result.historyImports > 0 ? `, after ${result.historyImports} imports of older snapshots (90 days of price history)` : '';
  console.log(`  import:   ${result.importSeconds.toFixed(1)} s (${result.variants} variants${history})`);
  console.log(`  pictures: ${result.describeSeconds.toFixed(1)} s (${result.described} main pictures described)`);
  console.log(
    `  shops ${await count(db, 'shops')}, products ${await count(db, 'products')}, variants ${await count(db, 'variants')}, ` +
      `categories ${await count(db, 'categories')}, manufacturers ${await count(db, 'manufacturers')}, images ${await count(db, 'images')}`,
  );
}

function printReport(report: ImportReport): void {
  const note = report.feedUnchanged
    ? ' (feed unchanged since the last import: not read again)'
    : report.complete
      ? ''
      : ' (feed incomplete, nothing deactivated)';
  console.log(`Import #${report.importId}: ${report.status}${note} in ${report.seconds.toFixed(1)} s`);
  console.log(
    `  items ${report.itemsTotal}: imported ${report.itemsImported}, unchanged ${report.itemsUnchanged}, bad ${report.itemsFailed}, ` +
      `deactivated ${report.itemsDeactivated}, new products ${report.productsCreated}`,
  );
  for (const problem of report.problems.slice(0, 20))
    console.log(`  line ${problem.line}${problem.itemId ? ` [${problem.itemId}]` : ''}: ${problem.reason}`);
  if (report.problems.length > 20) console.log(`  … and ${report.problems.length - 20} more problems`);
  if (report.warnings.length > 0)
    console.log(`  ${report.warnings.length} warnings, first: line ${report.warnings[0]?.line}: ${report.warnings[0]?.reason}`);
}

async function importCommand(db: Db, args: string[]): Promise<boolean> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      shop: { type: 'string' },
      name: { type: 'string' },
      url: { type: 'string' },
      paid: { type: 'boolean' },
      format: { type: 'string' },
      'allow-file-images': { type: 'boolean' },
    },
    strict: true,
  });
  const [given] = positionals;
  const format = feedFormat(values.format);
  if (!given || positionals.length > 1 || !values.shop) throw new Error('import needs exactly one feed file and --shop <slug>');
  const source = resolveSource(given, REPOSITORY_ROOT);
  const existing = await db.selectFrom('shops').selectAll().where('slug', '=', values.shop).executeTakeFirst();
  if (values.name !== undefined || values.url !== undefined || values.paid !== undefined) {
    const name = values.name ?? existing?.name;
    const url = values.url ?? existing?.url;
    if (!name || !url) throw new Error(`Shop "${values.shop}" does not exist yet: give both --name and --url to create it`);
    await upsertShop(db, { slug: values.shop, name, url, paid: values.paid ?? existing?.paid === 1 });
  } else if (!existing) {
    throw new Error(`Unknown shop "${values.shop}": give --name and --url to create it`);
  }
  await syncTaxonomy(db);
  const progress = createProgress({ label: `Importing ${source}`, unit: 'items' });
  const report = await importFeed({
    db,
    shopSlug: values.shop,
    source,
    ...(format === undefined ? {} : { format }),
    allowFileImages: values['allow-file-images'] === true,
    // The item total is unknown until the end: estimate it from the share of bytes read.
    onProgress: ({ items, bytes, totalBytes }) => progress.update(items, bytes > 0 ? Math.round((items * totalBytes) / bytes) : 0),
  }).finally(() => progress.done());
  printReport(report);
  return report.status === 'done';
}

function feedFormat(value: string | undefined): FeedFormatName | undefined {
  if (value === undefined) return undefined;
  if (!(value in FEED_FORMATS)) throw new Error(`--format must be one of ${Object.keys(FEED_FORMATS).join(', ')}`);
  return value as FeedFormatName;
}

function printRun(result: FeedRunResult): void {
  console.log(`${result.feed.shop}  ${result.feed.url}`);
  if ('error' in result) console.log(`  error: ${result.error}`);
  else printReport(result.report);
}

/** After feeds were imported: the descriptors of the new main images (services/visual), for visually similar offers. */
async function describeImages(db: Db, config: Config): Promise<void> {
  const started = performance.now();
  const outcome = await describeMainImages({ db, dataDir: config.DATA_DIR });
  if (outcome.described + outcome.failed > 0)
    console.log(
      `Pictures: ${outcome.described} described, ${outcome.failed} unreadable, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
}

/**
 * After feeds were imported (import, feeds run, demo): the descriptors of new pictures are computed, and the watchdogs of the variants they changed are evaluated and
 * their alerts mailed (docs/adr/0008-watchdog.md). A failed e-mail stays in the outbox for the next run.
 */
async function runWatchdogAlerts(db: Db, config: Config): Promise<void> {
  await describeImages(db, config);
  const onSendError = (error: unknown) => console.error(`Watchdog alert not sent, kept for the next run: ${describeError(error)}`);
  const run = await watchdogAlerts({ db, config, onSendError }).run();
  if (run.alerted > 0 || run.sent > 0) console.log(`Watchdog: ${run.alerted} new alerts, ${run.sent} e-mails sent`);
}

async function feedsCommand(db: Db, args: string[], afterRun: () => Promise<void>): Promise<boolean> {
  const [sub, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      interval: { type: 'string' },
      due: { type: 'boolean' },
      shop: { type: 'string' },
      'allow-file-images': { type: 'boolean' },
    },
    strict: true,
  });
  switch (sub) {
    case 'add': {
      const [shopSlug, url] = positionals;
      if (!shopSlug || !url || positionals.length > 2) throw new Error('feeds add needs <shop> <file-or-url>');
      const format = feedFormat(values.format);
      const interval = positiveInteger(values.interval, 'interval');
      const feed = await addFeed({
        db,
        shopSlug,
        url: resolveSource(url, REPOSITORY_ROOT),
        ...(format === undefined ? {} : { format }),
        ...(interval === undefined ? {} : { intervalMinutes: interval }),
        allowFileImages: values['allow-file-images'] === true,
      });
      const images = feed.allow_file_images === 1 ? ', file: images allowed' : '';
      console.log(
        `Feed #${feed.id} of ${shopSlug}: ${feed.url}, every ${feed.interval_minutes} min, format ${feed.format ?? 'auto'}${images}`,
      );
      return true;
    }
    case 'list': {
      const feeds = await listFeeds(db);
      if (feeds.length === 0) console.log('No feeds registered.');
      for (const feed of feeds) {
        const last =
          feed.last_run_at === null
            ? 'never run'
            : `last run ${feed.last_run_at} ${feed.last_status ?? ''} (import #${feed.last_import_id ?? '–'})`;
        console.log(
          `#${feed.id} ${feed.shop.padEnd(28)} every ${String(feed.interval_minutes).padStart(5)} min  ${feed.format ?? 'auto'}  ${last}\n   ${feed.url}`,
        );
        if (feed.last_error !== null) console.log(`   last error: ${feed.last_error}`);
      }
      return true;
    }
    case 'run': {
      await syncTaxonomy(db);
      const results = await runFeeds({ db, due: values.due === true, ...(values.shop === undefined ? {} : { shopSlug: values.shop }) });
      if (results.length === 0) console.log(values.due ? 'No feed is due.' : 'No feeds registered.');
      results.forEach(printRun);
      if (results.length > 0) await afterRun();
      return results.every((r) => 'report' in r && r.report.status === 'done');
    }
    default:
      throw new Error('feeds needs a subcommand: add, list or run');
  }
}

async function campaignsCommand(db: Db, args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      tag: { type: 'string' },
      name: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      category: { type: 'string' },
      'verified-discount': { type: 'boolean' },
    },
    strict: true,
  });
  switch (sub) {
    case 'add': {
      const [slug] = positionals;
      if (!slug || positionals.length > 1 || !values.tag || !values.name || !values.from || !values.to) {
        throw new Error('campaigns add needs <slug> --tag <tag> --name <name> --from <time> --to <time>');
      }
      await addCampaign({
        db,
        slug,
        tag: values.tag,
        name: values.name,
        startsAt: values.from,
        endsAt: values.to,
        ...(values.category === undefined ? {} : { categorySlug: values.category }),
        requiresVerifiedDiscount: values['verified-discount'] === true,
      });
      console.log(`Campaign ${slug} saved`);
      return;
    }
    case 'list': {
      const campaigns = await listCampaigns(db);
      if (campaigns.length === 0) console.log('No campaigns yet.');
      for (const c of campaigns) {
        const rules = [
          c.category_slug === null ? 'every category' : `category ${c.category_slug}`,
          c.requires_verified_discount ? 'verified discount' : 'any price',
        ];
        console.log(`${c.slug.padEnd(24)} ${c.tag.padEnd(12)} ${c.starts_at} → ${c.ends_at}  ${c.name} (${rules.join(', ')})`);
        console.log(`   ${c.shops.length} shops: ${c.shops.join(', ') || '–'}`);
      }
      return;
    }
    case 'join':
    case 'leave': {
      const [campaignSlug, shopSlug] = positionals;
      if (!campaignSlug || !shopSlug || positionals.length > 2) throw new Error(`campaigns ${sub} needs <campaign> <shop>`);
      if (sub === 'join')
        console.log(
          (await joinCampaign({ db, campaignSlug, shopSlug }))
            ? `${shopSlug} joined ${campaignSlug}`
            : `${shopSlug} already takes part in ${campaignSlug}`,
        );
      else
        console.log(
          (await leaveCampaign({ db, campaignSlug, shopSlug }))
            ? `${shopSlug} left ${campaignSlug}`
            : `${shopSlug} did not take part in ${campaignSlug}`,
        );
      return;
    }
    default:
      throw new Error('campaigns needs a subcommand: add, list, join or leave');
  }
}

async function shopsCommand(db: Db): Promise<void> {
  const rows = await db
    .selectFrom('shops')
    .leftJoin('variants', 'variants.shop_id', 'shops.id')
    .select((eb) => [
      'shops.slug',
      'shops.name',
      'shops.paid',
      eb.fn.count<number>('variants.id').as('variants'),
      eb.fn.sum<number>(eb.fn.coalesce('variants.active', eb.lit(0))).as('active'),
    ])
    .groupBy(['shops.id', 'shops.slug', 'shops.name', 'shops.paid'])
    .orderBy('shops.slug')
    .execute();
  if (rows.length === 0) {
    console.log('No shops yet.');
    return;
  }
  console.log(`${'slug'.padEnd(28)} ${'name'.padEnd(28)} paid  active / variants`);
  for (const row of rows) {
    console.log(
      `${row.slug.padEnd(28)} ${row.name.padEnd(28)} ${row.paid ? 'yes ' : 'no  '}  ${String(Number(row.active ?? 0)).padStart(6)} / ${Number(row.variants)}`,
    );
  }
}

async function importsCommand(db: Db, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { shop: { type: 'string' }, limit: { type: 'string' } }, strict: true });
  const limit = positiveInteger(values.limit, 'limit') ?? 10;
  let query = db
    .selectFrom('feed_imports')
    .leftJoin('shops', 'shops.id', 'feed_imports.shop_id')
    .selectAll('feed_imports')
    .select('shops.slug as shop')
    .orderBy('feed_imports.id', 'desc')
    .limit(limit);
  if (values.shop) query = query.where('shops.slug', '=', values.shop);
  const rows = await query.execute();
  if (rows.length === 0) {
    console.log('No imports yet.');
    return;
  }
  for (const row of rows) {
    console.log(`#${row.id} ${row.shop ?? '?'} ${row.status} ${row.started_at} → ${row.finished_at ?? '…'}  ${row.source}`);
    console.log(`   items ${row.items_total}: imported ${row.items_imported}, unchanged ${row.items_unchanged}, bad ${row.items_failed}`);
    for (const entry of readStoredReport(row.report).entries) {
      console.log(`   line ${entry.line}${entry.itemId ? ` [${entry.itemId}]` : ''}: ${entry.warning ? 'warning: ' : ''}${entry.reason}`);
    }
  }
}

async function usersCommand(db: Db, args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'grant':
    case 'revoke': {
      const [email, role] = rest;
      if (!email || !role || rest.length > 2) throw new Error(`users ${sub} needs <email> <role>`);
      await changeRole(db, { email, role, grant: sub === 'grant' });
      console.log(sub === 'grant' ? `${email} is now ${role}` : `${email} is no longer ${role}`);
      return;
    }
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) console.log('No accounts yet.');
      for (const user of users) {
        const state = user.confirmed_at === null ? 'unconfirmed' : 'confirmed';
        console.log(
          `${String(user.id).padStart(6)} ${user.email.padEnd(32)} ${state.padEnd(12)} ${user.roles.join(',') || '–'}  ${user.name}`,
        );
      }
      return;
    }
    default:
      throw new Error('users needs a subcommand: grant, revoke or list');
  }
}

function describeError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 5; depth++) {
    lines.push(`${depth === 0 ? 'Error' : 'Caused by'}: ${current instanceof Error ? current.message : String(current)}`);
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (!['demo', 'import', 'feeds', 'campaigns', 'shops', 'imports', 'users'].includes(command)) {
    console.error(`Unknown command "${command}"\n\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(handle.db);
    if (!['demo', 'import', 'users'].includes(command) && (await count(handle.db, 'shops')) === 0)
      console.error(emptyDatabaseNote(config.DATABASE_URL));
    switch (command) {
      case 'demo':
        await demoCommand(handle.db, config.DATA_DIR, args);
        await runWatchdogAlerts(handle.db, config);
        return 0;
      case 'import': {
        const done = await importCommand(handle.db, args);
        await runWatchdogAlerts(handle.db, config);
        return done ? 0 : 1;
      }
      case 'feeds':
        return (await feedsCommand(handle.db, args, () => runWatchdogAlerts(handle.db, config))) ? 0 : 1;
      case 'campaigns':
        await campaignsCommand(handle.db, args);
        return 0;
      case 'shops':
        await shopsCommand(handle.db);
        return 0;
      case 'users':
        await usersCommand(handle.db, args);
        return 0;
      default:
        await importsCommand(handle.db, args);
        return 0;
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(describeError(error));
    process.exitCode = 1;
  },
);
