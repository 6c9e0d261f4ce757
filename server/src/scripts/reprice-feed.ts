import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { importRepricedFeed } from '../demo/reprice';

/**
 * Imports a shop's feed again with one offer at a new price, then mails the watchdog alerts (src/demo/reprice.ts):
 *   DATA_DIR=var npx tsx server/src/scripts/reprice-feed.ts <variantId> <price>
 * The price is in major units (e.g. 449.90).
 */
async function main([variant, price]: string[]): Promise<void> {
  const variantId = Number(variant);
  const amount = Number(price);
  if (!Number.isSafeInteger(variantId) || variantId < 1 || !(amount > 0)) throw new Error('usage: reprice-feed.ts <variantId> <price>');
  const config = loadConfig();
  const handle = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(handle.db);
    const { report, alerted, sent } = await importRepricedFeed({ db: handle.db, config, variantId, price: amount });
    console.log(
      `Import #${report.importId}: ${report.status}, imported ${report.itemsImported}; watchdog: ${alerted} alerts, ${sent} e-mails sent`,
    );
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
