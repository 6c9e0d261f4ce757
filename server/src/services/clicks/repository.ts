import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ClickTable } from '../../db/schema';

/* The click-outs' SQL; every function takes the executor first (the server's handle or a transaction). */

/** The offer a click-out is for, with its product's page; undefined for an unknown variant. */
export async function clickedVariant(db: Db, variantId: number) {
  return db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.url', 'v.active', 'v.shop_id', 'p.id as product_id', 'p.slug as product_slug'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
}

export async function insertClick(db: Db, click: Insertable<ClickTable>): Promise<void> {
  await db.insertInto('clicks').values(click).execute();
}
