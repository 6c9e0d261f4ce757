import { CompiledQuery, type ExpressionBuilder, PostgresAdapter, sql } from 'kysely';
import type { FavouriteSort } from '@uyut/core';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/* The likes' and favourites' SQL; every function takes the executor first (the server's handle or a transaction). */

/** Whose likes: a signed-in user's, or an anonymous visitor's (the SHA-256 of its visitor cookie). */
import type { Owner } from '../accounts';

export type { Owner };

const ownedBy = (owner: Owner) => (eb: ExpressionBuilder<Database, 'likes'>) =>
  'userId' in owner ? eb('user_id', '=', owner.userId) : eb('visitor_key', '=', owner.visitorKey);

/*
 * The counts of a batch's ids in one statement with the same text for any number of ids (the ids travel as one JSON
 * or array parameter), so it is prepared once and kept: each id costs a primary-key lookup in like_counts.
 */
const COUNTS_SQL = {
  postgres: `select i.item_id, coalesce(c.count, 0) as likes_count
    from unnest(cast($2 as varchar[])) as i(item_id)
    left join like_counts c on c.item_type = cast($1 as varchar) and c.item_id = i.item_id`,
  sqlite: `select i.value as item_id, coalesce(c.count, 0) as likes_count
    from json_each(?) i left join like_counts c on c.item_type = ? and c.item_id = i.value`,
};

/** Likes of each of `itemIds` (distinct); an id nobody likes answers 0. */
export async function likeCounts(db: Db, options: { itemType: string; itemIds: readonly string[] }): Promise<Map<string, number>> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = await db.executeQuery<{ item_id: string; likes_count: number | string }>(
    /* PostgreSQL numbers its parameters; SQLite binds them in the order the text names them. */
    postgres
      ? CompiledQuery.raw(COUNTS_SQL.postgres, [options.itemType, options.itemIds])
      : CompiledQuery.raw(COUNTS_SQL.sqlite, [JSON.stringify(options.itemIds), options.itemType]),
  );
  return new Map(rows.map((row) => [row.item_id, Number(row.likes_count)]));
}

const VERSION_SQL = {
  postgres: 'select version from like_versions where item_type = $1',
  sqlite: 'select version from like_versions where item_type = ?',
};

/**
 * The item type's version (migration 0018), as text: it moves with every like and unlike of the type. One primary-key
 * lookup with a constant text, prepared once; '0' before the type's first like.
 */
export async function likeVersion(db: Db, itemType: string): Promise<string> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = await db.executeQuery<{ version: number | string }>(
    CompiledQuery.raw(postgres ? VERSION_SQL.postgres : VERSION_SQL.sqlite, [itemType]),
  );
  return String(rows[0]?.version ?? 0);
}

/** How many likes one item has. */
export async function likeCount(db: Db, options: { itemType: string; itemId: string }): Promise<number> {
  const row = await db
    .selectFrom('like_counts')
    .select('count')
    .where('item_type', '=', options.itemType)
    .where('item_id', '=', options.itemId)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Stores a like unless the owner has it already; a given consent replaces the stored one. */
export async function insertLike(
  db: Db,
  like: { itemType: string; itemId: string; owner: Owner; consent: boolean | undefined; now: string },
): Promise<void> {
  const { owner } = like;
  await db
    .insertInto('likes')
    .values({
      item_type: like.itemType,
      item_id: like.itemId,
      user_id: 'userId' in owner ? owner.userId : null,
      visitor_key: 'visitorKey' in owner ? owner.visitorKey : null,
      consent: like.consent === true ? 1 : 0,
      created_at: like.now,
    })
    .onConflict((c) => c.doNothing())
    .execute();
  if (like.consent === undefined) return;
  await db
    .updateTable('likes')
    .set({ consent: like.consent ? 1 : 0 })
    .where('item_type', '=', like.itemType)
    .where('item_id', '=', like.itemId)
    .where(ownedBy(owner))
    .execute();
}

export async function deleteLike(db: Db, options: { itemType: string; itemId: string; owner: Owner }): Promise<void> {
  await db
    .deleteFrom('likes')
    .where('item_type', '=', options.itemType)
    .where('item_id', '=', options.itemId)
    .where(ownedBy(options.owner))
    .execute();
}

/** The owner's liked item ids of a type, newest first. */
export async function likedItemIds(db: Db, options: { itemType: string; owner: Owner }): Promise<string[]> {
  const rows = await db
    .selectFrom('likes')
    .select('item_id')
    .where('item_type', '=', options.itemType)
    .where(ownedBy(options.owner))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.item_id);
}

/**
 * Likes others gave to the items the user owns: an item is owned by its first liker (earliest created_at, then
 * lowest id; pairing keeps a visitor's created_at, so a like made before signing in still counts as first).
 */
export async function receivedLikes(db: Db, options: { itemType: string; userId: number }): Promise<number> {
  const row = await db
    .selectFrom('likes as mine')
    .innerJoin('likes as other', (join) =>
      join.onRef('other.item_type', '=', 'mine.item_type').onRef('other.item_id', '=', 'mine.item_id').onRef('other.id', '<>', 'mine.id'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('mine.item_type', '=', options.itemType)
    .where('mine.user_id', '=', options.userId)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('likes as earlier')
            .select('earlier.id')
            .whereRef('earlier.item_type', '=', 'mine.item_type')
            .whereRef('earlier.item_id', '=', 'mine.item_id')
            .where((eb) =>
              eb.or([
                eb('earlier.created_at', '<', eb.ref('mine.created_at')),
                eb.and([eb('earlier.created_at', '=', eb.ref('mine.created_at')), eb('earlier.id', '<', eb.ref('mine.id'))]),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Moves a visitor's likes to a user: copies those the user does not have (ON CONFLICT DO NOTHING against the unique
 * (item_type, item_id, user_id)), then deletes the visitor's rows. Run in one transaction; answers how many moved.
 */
export async function pairLikes(db: Db, options: { visitorKey: string; userId: number }): Promise<number> {
  const result = await db
    .insertInto('likes')
    .columns(['item_type', 'item_id', 'user_id', 'consent', 'created_at'])
    .expression(
      db
        .selectFrom('likes')
        .select(['item_type', 'item_id', sql<number>`cast(${options.userId} as integer)`.as('user_id'), 'consent', 'created_at'])
        .where('visitor_key', '=', options.visitorKey)
        .orderBy('id'),
    )
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  await db.deleteFrom('likes').where('visitor_key', '=', options.visitorKey).execute();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** The variants among `ids` that exist. */
export async function existingVariants(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('variants').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Rating, review count and image count of variants, for the optional counts of a batch. */
export async function variantCounts(db: Db, ids: readonly number[]) {
  const [variants, images] = await Promise.all([
    db.selectFrom('variants').select(['id', 'rating', 'reviews_count']).where('id', 'in', ids).execute(),
    db
      .selectFrom('variant_images')
      .select(['variant_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('variant_id', 'in', ids)
      .groupBy('variant_id')
      .execute(),
  ]);
  const imageCounts = new Map(images.map((row) => [row.variant_id, Number(row.count)]));
  return new Map(
    variants.map((row) => [row.id, { rating: row.rating, reviewsCount: row.reviews_count, imagesCount: imageCounts.get(row.id) ?? 0 }]),
  );
}

/** How a favourites list is ordered (spec §7 variants-liked `sort`). */

/** A variant's verified discount as a fraction (0 without one): what "best discounted first" orders by. */
const discountOf = sql<number>`case when v.discount_verified = 1 and v.price_before_discount > v.price
  then (v.price_before_discount - v.price) * 1.0 / v.price_before_discount else 0 end`;

function likedVariants(db: Db, options: { userId: number; active: boolean }) {
  let query = db
    .selectFrom('likes as l')
    .innerJoin('variants as v', (join) => join.on('v.id', '=', sql<number>`cast(l.item_id as integer)`))
    .where('l.item_type', '=', 'variant')
    .where('l.user_id', '=', options.userId);
  if (options.active) query = query.where('v.active', '=', 1).where('v.in_stock', '=', 1);
  return query;
}

/** One page of a user's liked variant ids in the asked order, and how many there are in all. */
export async function likedVariantPage(
  db: Db,
  options: { userId: number; active: boolean; sort: FavouriteSort; offset: number; limit: number },
): Promise<{ ids: number[]; total: number }> {
  const base = likedVariants(db, options);
  const ordered = {
    newest: base.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc'),
    oldest: base.orderBy('l.created_at', 'asc').orderBy('l.id', 'asc'),
    cheapest: base.orderBy('v.price', 'asc').orderBy('l.id', 'desc'),
    dearest: base.orderBy('v.price', 'desc').orderBy('l.id', 'desc'),
    discount: base.orderBy(discountOf, 'desc').orderBy('l.id', 'desc'),
  }[options.sort];
  const [rows, count] = await Promise.all([
    ordered.select('v.id').offset(options.offset).limit(options.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.count) };
}

/** A user's liked variants on sale now (a verified discount, active, in stock), best discount first. */
export async function likedOnSale(db: Db, options: { userId: number; limit: number }): Promise<number[]> {
  const rows = await likedVariants(db, { userId: options.userId, active: true })
    .where('v.discount_verified', '=', 1)
    .where(sql<boolean>`v.price_before_discount > v.price`)
    .select('v.id')
    .orderBy(discountOf, 'desc')
    .orderBy('l.id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Remarketing: active, in-stock variants of the categories of the variants the user liked with consent, which the
 * user has not liked, best discount first. None without a consented like.
 */
export async function remarketingVariants(db: Db, options: { userId: number; limit: number }): Promise<number[]> {
  const categories = likedVariants(db, { userId: options.userId, active: false })
    .innerJoin('products as lp', 'lp.id', 'v.product_id')
    .where('l.consent', '=', 1)
    .select('lp.category_id');
  const liked = db.selectFrom('likes').select('item_id').where('item_type', '=', 'variant').where('user_id', '=', options.userId);
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('p.category_id', 'in', categories)
    .where('v.active', '=', 1)
    .where('v.in_stock', '=', 1)
    .where(sql<string>`cast(v.id as varchar(20))`, 'not in', liked)
    .orderBy(discountOf, 'desc')
    .orderBy('v.id', 'asc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The user's favourites share generation (0 until first revoked). */
export async function shareGeneration(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('favourite_shares').select('generation').where('user_id', '=', userId).executeTakeFirst();
  return row?.generation ?? 0;
}

/** Revokes every share token of the user issued so far. */
export async function bumpShareGeneration(db: Db, userId: number): Promise<void> {
  await db
    .insertInto('favourite_shares')
    .values({ user_id: userId, generation: 1 })
    .onConflict((c) => c.column('user_id').doUpdateSet((eb) => ({ generation: eb('favourite_shares.generation', '+', 1) })))
    .execute();
}

export async function userName(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  return row?.name;
}
