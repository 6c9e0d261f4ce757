import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as catalogue from './migrations/0001-catalogue';
import * as changeLog from './migrations/0002-change-log';
import * as priceHistory from './migrations/0003-price-history';
import * as clicks from './migrations/0004-clicks';
import * as titleKey from './migrations/0005-title-key';
import * as campaigns from './migrations/0006-campaigns';
import * as feedFingerprint from './migrations/0007-feed-fingerprint';
import * as dropProductsCategory from './migrations/0008-drop-products-category';
import * as imageKind from './migrations/0009-image-kind';
import * as offerCondition from './migrations/0010-offer-condition';
import * as productIdentifiers from './migrations/0011-product-identifiers';
import * as feedRunDetails from './migrations/0012-feed-run-details';
import * as accounts from './migrations/0013-accounts';
import * as likes from './migrations/0014-likes';
import * as watchdog from './migrations/0015-watchdog';
import * as likeCounts from './migrations/0016-like-counts';
import * as imageDescriptors from './migrations/0017-image-descriptors';
import * as likeVersions from './migrations/0018-like-versions';

const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-change-log': changeLog,
  '0003-price-history': priceHistory,
  '0004-clicks': clicks,
  '0005-title-key': titleKey,
  '0006-campaigns': campaigns,
  '0007-feed-fingerprint': feedFingerprint,
  '0008-drop-products-category': dropProductsCategory,
  '0009-image-kind': imageKind,
  '0010-offer-condition': offerCondition,
  '0011-product-identifiers': productIdentifiers,
  '0012-feed-run-details': feedRunDetails,
  '0013-accounts': accounts,
  '0014-likes': likes,
  '0015-watchdog': watchdog,
  '0016-like-counts': likeCounts,
  '0017-image-descriptors': imageDescriptors,
  '0018-like-versions': likeVersions,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; returns the names of the migrations it applied. Migrations written on
 * parallel branches may land in any order, so one sorting before an applied one still runs.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw new Error('Database migration failed', { cause: error });
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
