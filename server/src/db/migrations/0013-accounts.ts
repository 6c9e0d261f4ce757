import type { Kysely } from 'kysely';
import { withId } from './0001-catalogue';

/**
 * Accounts (docs/adr/0006-accounts.md): users, the roles granted from the CLI, sessions (only the SHA-256 of the
 * cookie's random id is stored) and one-time codes for confirmation and password reset (only their SHA-256). Every
 * table of a user's data references users with ON DELETE CASCADE, so deleting the user deletes it all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(withId(db))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(400)')
    .addColumn('last_name', 'varchar(400)')
    .addColumn('dob', 'varchar(10)')
    .addColumn('gender', 'integer')
    .addColumn('avatar_file', 'varchar(100)')
    .addColumn('confirmed_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_codes')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_codes_user').on('user_codes').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_codes').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('user_roles').execute();
  await db.schema.dropTable('users').execute();
}
