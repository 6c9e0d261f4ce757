import type { Db } from '../../db/database';

/* The deliveries' SQL; every function takes the executor first (the server's handle or a transaction). */

/** What an offer's delivery options fall back on: its currency and its own delivery days; undefined for an unknown variant. */
export async function variantDeliveryTerms(db: Db, variantId: number) {
  return db.selectFrom('variants').select(['currency', 'delivery_days']).where('id', '=', variantId).executeTakeFirst();
}

/** An offer's delivery options in the shop's order. */
export async function variantDeliveries(db: Db, variantId: number) {
  return db.selectFrom('variant_deliveries').selectAll().where('variant_id', '=', variantId).orderBy('position').execute();
}
