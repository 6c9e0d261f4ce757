import type { Db } from './database';

/** Key/value facts about the catalogue, e.g. its version, which changes whenever an import changes data. */
export async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeMeta(db: Db, entry: { key: string; value: string }): Promise<void> {
  await db
    .insertInto('meta')
    .values(entry)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: entry.value }))
    .execute();
}

export const CATALOGUE_VERSION = 'catalogue_version';

/** Marks the catalogue as changed so that the site build knows it has to re-source. */
export async function bumpCatalogueVersion(db: Db): Promise<string> {
  const value = new Date().toISOString();
  await writeMeta(db, { key: CATALOGUE_VERSION, value });
  return value;
}
