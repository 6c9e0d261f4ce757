import type { Insertable, Kysely } from 'kysely';
import type { CampaignTable, Database } from '../db/schema';

/** SQL of promo campaigns and the shops taking part; pass a transaction to make several calls one change. */
export function createCampaignsRepository(db: Kysely<Database>) {
  return {
    /** Creates the campaign, or redefines the one with the same slug (its shops stay joined). */
    async upsert(campaign: Insertable<CampaignTable>): Promise<number> {
      const { slug: _slug, created_at: _created, ...definition } = campaign;
      const row = await db
        .insertInto('campaigns')
        .values(campaign)
        .onConflict((oc) => oc.column('slug').doUpdateSet(definition))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async bySlug(slug: string) {
      return db.selectFrom('campaigns').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** Every campaign with its category slug and the slugs of the shops taking part, newest start first. */
    async list() {
      const [campaigns, members] = await Promise.all([
        db
          .selectFrom('campaigns as c')
          .leftJoin('categories as k', 'k.id', 'c.category_id')
          .selectAll('c')
          .select('k.slug as category_slug')
          .orderBy('c.starts_at', 'desc')
          .orderBy('c.id')
          .execute(),
        db
          .selectFrom('campaign_shops as m')
          .innerJoin('shops as s', 's.id', 'm.shop_id')
          .select(['m.campaign_id', 's.slug'])
          .orderBy('s.slug')
          .execute(),
      ]);
      return campaigns.map((c) => ({ ...c, shops: members.filter((m) => m.campaign_id === c.id).map((m) => m.slug) }));
    },

    /** Answers false when the shop already took part. */
    async join(options: { campaignId: number; shopId: number; joinedAt: string }): Promise<boolean> {
      const result = await db
        .insertInto('campaign_shops')
        .values({ campaign_id: options.campaignId, shop_id: options.shopId, joined_at: options.joinedAt })
        .onConflict((oc) => oc.columns(['campaign_id', 'shop_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Answers false when the shop did not take part. */
    async leave(options: { campaignId: number; shopId: number }): Promise<boolean> {
      const result = await db
        .deleteFrom('campaign_shops')
        .where('campaign_id', '=', options.campaignId)
        .where('shop_id', '=', options.shopId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Campaigns whose window holds `at` (ISO-8601 UTC, compared as text). */
    async runningAt(at: string) {
      return db.selectFrom('campaigns').selectAll().where('starts_at', '<=', at).where('ends_at', '>', at).orderBy('id').execute();
    },

    async shopsOf(campaignIds: readonly number[]) {
      if (campaignIds.length === 0) return [];
      return db
        .selectFrom('campaign_shops')
        .select(['campaign_id', 'shop_id'])
        .where('campaign_id', 'in', [...campaignIds])
        .execute();
    },

    async categoryParents() {
      return db.selectFrom('categories').select(['id', 'parent_id']).execute();
    },

    /** What the tag rule reads of every active offer, with its shop's slug. */
    async activeOffers() {
      return db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .innerJoin('shops as s', 's.id', 'v.shop_id')
        .select(['v.shop_id', 's.slug as shop_slug', 'p.category_id', 'v.price', 'v.price_before_discount', 'v.discount_verified'])
        .where('v.active', '=', 1)
        .execute();
    },

    async shopIdBySlug(slug: string): Promise<number | undefined> {
      return (await db.selectFrom('shops').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
    },

    async categoryIdBySlug(slug: string): Promise<number | undefined> {
      return (await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst())?.id;
    },
  };
}
