import type { Kysely } from 'kysely';
import { withId } from './0001-catalogue';

/**
 * Promo campaigns (Black Friday, garden season): a time window, the promo tag it gives, an optional category
 * subtree and rules; and the shops that take part in each (see catalogue/campaigns.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .$call(withId(db))
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('tag', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('starts_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('requires_verified_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaigns_ends_at').on('campaigns').column('ends_at').execute();

  await db.schema
    .createTable('campaign_shops')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('joined_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_shops_pk', ['campaign_id', 'shop_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_shops').execute();
  await db.schema.dropIndex('campaigns_ends_at').execute();
  await db.schema.dropTable('campaigns').execute();
}
