import type { Kysely } from 'kysely';
import { withId } from './0001-catalogue';

/**
 * Watchdogs (docs/adr/0008-watchdog.md): a shopper's subscription to a variant's availability or price, owned by a
 * user (deleted with the account) or by an anonymous visitor (the SHA-256 of the visitor cookie), one per owner and
 * variant; and the outbox of alert e-mails, each written in the same transaction that marks its watchdog alerted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watchdogs')
    .$call(withId(db))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor_key', 'varchar(64)')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_price', 'integer')
    .addColumn('target_currency', 'varchar(3)')
    .addColumn('unsubscribe_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('confirmed_at', 'varchar(40)')
    .addColumn('confirmation_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('alerted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('watchdogs_variant_user', ['variant_id', 'user_id'])
    .addUniqueConstraint('watchdogs_variant_visitor', ['variant_id', 'visitor_key'])
    .execute();
  await db.schema.createIndex('watchdogs_user').on('watchdogs').column('user_id').execute();
  await db.schema.createIndex('watchdogs_visitor').on('watchdogs').column('visitor_key').execute();

  await db.schema
    .createTable('watchdog_alerts')
    .$call(withId(db))
    .addColumn('watchdog_id', 'integer', (c) => c.notNull().references('watchdogs.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('attempt_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('watchdog_alerts_watchdog').on('watchdog_alerts').column('watchdog_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watchdog_alerts').execute();
  await db.schema.dropTable('watchdogs').execute();
}
