import { addCampaign, joinCampaign, leaveCampaign, listCampaigns } from '../src/catalogue/campaigns-registry';
import { recordChanges } from '../src/catalogue/change-log';
import type { DatabaseHandle, Db } from '../src/db/database';
import { CATALOGUE_VERSION, readMeta } from '../src/db/meta';
import { createCatalogueIndex } from '../src/index/catalogue-index';
import { CatalogueService } from '../src/services/catalogue';
import type { VariantDto } from '../src/services/catalogue/schemas';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';
import { testDatabase } from './test-database';

const now = '2026-11-01T10:00:00.000Z';

/**
 * The small catalogue plus garden offers. Qualifying by offer (shop 1 = mebeli-viktoria, shop 2 = domart):
 * 100 shop 1, sofa, verified discount · 101 shop 2, sofa, no discount · 102 shop 2, table, no discount ·
 * 104 shop 1, garden, unverified discount · 105 shop 2, garden, verified discount · 106 shop 1, garden, inactive.
 */
/** A fresh in-memory database with the small catalogue and a garden subtree for every test of the block. */
function useGardenDatabase(): { readonly db: Db } {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await testDatabase({ seed: seedWithGarden });
  });
  afterEach(() => handle.close());
  return {
    get db() {
      return handle.db;
    },
  };
}

async function seedWithGarden(db: Db): Promise<void> {
  await seedSmallCatalogue(db);
  await db
    .insertInto('categories')
    .values({
      id: 7,
      parent_id: 6,
      slug: 'gradinski-mebeli',
      name: 'Градински мебели',
      long_name: 'Градина | Градински мебели',
      position: 1,
      description: null,
      menu: null,
    })
    .execute();
  await db
    .insertInto('products')
    .values([
      {
        id: 13,
        slug: 'shezlong',
        name: 'Шезлонг',
        description: 'Шезлонг за двора.',
        category_id: 7,
        manufacturer_id: null,
        ean: null,
        mpn: null,
        created_at: now,
        updated_at: now,
      },
      {
        id: 14,
        slug: 'gradinska-masa',
        name: 'Градинска маса',
        description: 'Маса за двора.',
        category_id: 6,
        manufacturer_id: null,
        ean: null,
        mpn: null,
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  const template = await db.selectFrom('variants').selectAll().where('id', '=', 100).executeTakeFirstOrThrow();
  const variant = (v: { id: number; product_id: number; shop_id: number; verified: number; active?: number }) => ({
    ...template,
    id: v.id,
    product_id: v.product_id,
    shop_id: v.shop_id,
    item_id: `item-${v.id}`,
    slug: `variant-${v.id}`,
    name: `Градина ${v.id}`,
    content_hash: `hash-${v.id}`,
    discount_verified: v.verified,
    active: v.active ?? 1,
  });
  await db
    .insertInto('variants')
    .values([
      variant({ id: 104, product_id: 13, shop_id: 1, verified: 0 }),
      variant({ id: 105, product_id: 14, shop_id: 2, verified: 1 }),
      variant({ id: 106, product_id: 13, shop_id: 1, verified: 1, active: 0 }),
    ])
    .execute();
  await db.updateTable('variants').set({ discount_verified: 1 }).where('id', '=', 100).execute();
}

const campaigns = {
  blackFriday: {
    slug: 'black-friday',
    tag: 'blackFriday',
    name: 'Черен петък',
    startsAt: '2026-11-16T00:00:00+02:00',
    endsAt: '2026-12-01T00:00:00+02:00',
    requiresVerifiedDiscount: true,
  },
  gardenSeason: {
    slug: 'garden-season',
    tag: 'gardenSales',
    name: 'Градински сезон',
    startsAt: '2026-11-16T00:00:00+02:00',
    endsAt: '2026-12-01T00:00:00+02:00',
    categorySlug: 'gradina',
    requiresVerifiedDiscount: false,
  },
};

describe('campaign registry', () => {
  const database = useGardenDatabase();

  it('adds a campaign in UTC, lets shops join and leave once, and lists it with its shops', async () => {
    const { db } = database;
    await addCampaign({ db, ...campaigns.gardenSeason });
    expect(await joinCampaign({ db, campaignSlug: 'garden-season', shopSlug: 'domart' })).toBe(true);
    expect(await joinCampaign({ db, campaignSlug: 'garden-season', shopSlug: 'domart' })).toBe(false);
    expect(await joinCampaign({ db, campaignSlug: 'garden-season', shopSlug: 'mebeli-viktoria' })).toBe(true);
    expect(await leaveCampaign({ db, campaignSlug: 'garden-season', shopSlug: 'mebeli-viktoria' })).toBe(true);
    expect(await leaveCampaign({ db, campaignSlug: 'garden-season', shopSlug: 'mebeli-viktoria' })).toBe(false);
    expect(await listCampaigns(db)).toEqual([
      expect.objectContaining({
        slug: 'garden-season',
        tag: 'gardenSales',
        starts_at: '2026-11-15T22:00:00.000Z',
        ends_at: '2026-11-30T22:00:00.000Z',
        category_slug: 'gradina',
        requires_verified_discount: 0,
        shops: ['domart'],
      }),
    ]);
  });

  it('redefines a campaign with the same slug, keeping its shops, and bumps the catalogue version on every change', async () => {
    const { db } = database;
    await addCampaign({ db, ...campaigns.blackFriday });
    await joinCampaign({ db, campaignSlug: 'black-friday', shopSlug: 'domart' });
    const version = await readMeta(db, CATALOGUE_VERSION);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await addCampaign({ db, ...campaigns.blackFriday, endsAt: '2026-12-02T00:00:00+02:00' });
    expect(await readMeta(db, CATALOGUE_VERSION)).not.toBe(version);
    expect(await listCampaigns(db)).toEqual([expect.objectContaining({ ends_at: '2026-12-01T22:00:00.000Z', shops: ['domart'] })]);
  });

  it('refuses bad definitions, unknown categories, campaigns and shops', async () => {
    const { db } = database;
    await expect(addCampaign({ db, ...campaigns.blackFriday, tag: 'cyberMonday' })).rejects.toThrow(/tag must be one of/);
    await expect(addCampaign({ db, ...campaigns.blackFriday, endsAt: campaigns.blackFriday.startsAt })).rejects.toThrow(
      /end after it starts/,
    );
    await expect(addCampaign({ db, ...campaigns.gardenSeason, categorySlug: 'nyama' })).rejects.toThrow('Unknown category "nyama"');
    await expect(joinCampaign({ db, campaignSlug: 'nyama', shopSlug: 'domart' })).rejects.toThrow('Unknown campaign "nyama"');
    await addCampaign({ db, ...campaigns.blackFriday });
    await expect(joinCampaign({ db, campaignSlug: 'black-friday', shopSlug: 'nyama' })).rejects.toThrow('Unknown shop "nyama"');
    expect(await listCampaigns(db)).toHaveLength(1);
  });
});

describe('the filter index follows campaigns without a restart', () => {
  const database = useGardenDatabase();

  it('tags offers when the campaign starts, a shop joins or leaves, an offer changes, and untags them when it ends (also after a new end)', async () => {
    const { db } = database;
    let clock = new Date('2026-11-15T21:59:59.999Z');
    const index = createCatalogueIndex(db, { now: () => clock });
    const catalogue = new CatalogueService(db, { index, now: () => clock });
    const listed = async (url: string) =>
      ((await catalogue.filtering(url)).variants as VariantDto[]).map((v) => v.id).sort((a, b) => a - b);
    const tagged = async (id: number) => (await catalogue.byIds([id]))[0]!.promoTags.blackFriday;
    await addCampaign({ db, ...campaigns.blackFriday });
    await joinCampaign({ db, campaignSlug: 'black-friday', shopSlug: 'mebeli-viktoria' });
    expect(await listed('/products/black-friday')).toEqual([]);
    expect(await tagged(100)).toBe(false);

    clock = new Date('2026-11-15T22:00:00.000Z');
    expect(await listed('/products/black-friday')).toEqual([]);
    await index.refresh();
    expect(await listed('/products/black-friday')).toEqual([100]);
    expect(await tagged(100)).toBe(true);

    await joinCampaign({ db, campaignSlug: 'black-friday', shopSlug: 'domart' });
    await index.refresh();
    expect(await listed('/products/black-friday')).toEqual([100, 105]);

    await leaveCampaign({ db, campaignSlug: 'black-friday', shopSlug: 'mebeli-viktoria' });
    await index.refresh();
    expect(await listed('/products/black-friday')).toEqual([105]);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('variants').set({ price_before_discount: 159900, discount_verified: 1 }).where('id', '=', 101).execute();
      await recordChanges(trx, [101]);
    });
    await index.refresh();
    expect(await listed('/products/black-friday')).toEqual([101, 105]);

    await addCampaign({ db, ...campaigns.blackFriday, endsAt: '2026-12-02T00:00:00+02:00' });
    await index.refresh();
    clock = new Date('2026-11-30T22:00:00.000Z');
    await index.refresh();
    expect(await listed('/products/black-friday')).toEqual([101, 105]);
    expect(await tagged(105)).toBe(true);

    clock = new Date('2026-12-01T22:00:00.000Z');
    await index.refresh();
    expect(await listed('/products/black-friday')).toEqual([]);
    expect(await tagged(105)).toBe(false);
  });
});

describe('campaign listings over HTTP (spec §2 /products/black-friday, /products/garden-season; §3 promoTags)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: async (db) => {
        await seedWithGarden(db);
        const day = 86_400_000;
        const window = { startsAt: new Date(Date.now() - day).toISOString(), endsAt: new Date(Date.now() + day).toISOString() };
        await addCampaign({ db, ...campaigns.blackFriday, ...window });
        await addCampaign({ db, ...campaigns.gardenSeason, ...window });
        await addCampaign({
          db,
          ...campaigns.blackFriday,
          slug: 'black-friday-2027',
          startsAt: '2027-11-22T00:00:00+02:00',
          endsAt: '2027-12-01T00:00:00+02:00',
        });
        for (const shopSlug of ['mebeli-viktoria', 'domart']) await joinCampaign({ db, campaignSlug: 'black-friday', shopSlug });
        await joinCampaign({ db, campaignSlug: 'black-friday-2027', shopSlug: 'domart' });
        await joinCampaign({ db, campaignSlug: 'garden-season', shopSlug: 'mebeli-viktoria' });
      },
    });
  });
  afterAll(() => t.close());

  const filtering = async (url: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } });
    expect(response.statusCode).toBe(200);
    return response.json() as { totalCount: number; title: string; variants: Array<{ id: number; promoTags: Record<string, boolean> }> };
  };

  it('lists exactly the offers of joined shops with a verified discount on Black Friday, each tagged', async () => {
    const body = await filtering('/products/black-friday');
    expect(body.title).toBe('Черен петък');
    expect(body.totalCount).toBe(2);
    expect(body.variants.map((v) => v.id).sort()).toEqual([100, 105]);
    expect(body.variants.every((v) => v.promoTags.blackFriday)).toBe(true);
  });

  it('lists exactly the active garden offers of joined shops in garden season, discounted or not, each tagged', async () => {
    const body = await filtering('/products/garden-season');
    expect(body.title).toBe('Градински сезон');
    expect(body.variants.map((v) => v.id)).toEqual([104]);
    expect(body.variants[0]!.promoTags).toEqual({ blackFriday: false, gardenSales: true, priceDrop: false });
  });

  it('leaves the tags off the offers that do not qualify', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/variant/by-ids', payload: { ids: [101, 102, 105] } });
    const tags = (response.json() as { variants: Array<{ id: number; promoTags: Record<string, boolean> }> }).variants.map((v) => [
      v.id,
      v.promoTags.blackFriday,
      v.promoTags.gardenSales,
    ]);
    expect(tags).toEqual([
      [101, false, false],
      [102, false, false],
      [105, true, false],
    ]);
  });
});
