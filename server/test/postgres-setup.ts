import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { administer, dropTestDatabases, postgresTestUrl, templateName, withDatabase } from './postgres-lane';

/**
 * Jest's global setup. On the PostgreSQL lane: drops what an interrupted run left, then migrates a fresh template
 * once, which every test database is copied from. One run at a time per lane database.
 */
export default async function postgresSetup(): Promise<void> {
  const url = postgresTestUrl();
  if (url === undefined) return;
  await dropTestDatabases(url);
  await administer(url, (client) => client.query(`create database "${templateName(url)}"`));
  const template = openDatabase(withDatabase(url, templateName(url)));
  try {
    await migrateToLatest(template.db);
  } finally {
    await template.close();
  }
}
