import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { CATALOGUE_VERSION, readMeta, writeMeta } from '../db/meta';
import { DEMO_SNAPSHOT_DAYS } from './demo-prices';
import type { DemoProgress } from './generator';
import { campaignTags } from '../catalogue/campaigns';
import { listCampaigns, runningCampaigns } from '../catalogue/campaigns-registry';
import { createCampaignsRepository } from '../catalogue/campaigns-repository';
import { verifiedDiscount } from '../catalogue/pricing';
import { seedDemoCatalogue } from './seed';

describe('seedDemoCatalogue', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await testDatabase();
  });
  afterEach(() => handle.close());

  it('generates and imports the small demo, then reuses the feeds and writes nothing on a second run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-seed-'));
    const progress: DemoProgress[] = [];
    const first = await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small', onProgress: (p) => progress.push(p) });
    const stamp = JSON.parse(readFileSync(join(dataDir, 'demo', 'generated.json'), 'utf8')) as { variants: number };
    expect(first).toMatchObject({
      shops: 8,
      variants: stamp.variants,
      generated: true,
      historyImports: 8 * (DEMO_SNAPSHOT_DAYS.length - 1),
    });
    expect(first.seconds).toBeGreaterThan(0);

    const count = async (table: 'shops' | 'variants' | 'products') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('shops')).toBe(8);
    expect(await count('variants')).toBe(stamp.variants);
    const products = await count('products');
    expect(products).toBeLessThan(stamp.variants * 0.8);
    expect(products).toBeGreaterThan(200);
    const images = await handle.db.selectFrom('images').select('source_url').limit(1).executeTakeFirstOrThrow();
    expect(images.source_url).toMatch(/^file:\/\/.*\/demo\/images\/p\d{5}-[a-z]{2}-\d\.svg$/);

    expect(progress.some((p) => p.phase === 'generate')).toBe(true);
    const imports = progress.filter((p) => p.phase === 'import');
    expect(imports.at(-1)).toMatchObject({ done: stamp.variants, total: stamp.variants });

    const feedTime = statSync(join(dataDir, 'demo', 'feeds', 'domart.xml')).mtimeMs;
    await writeMeta(handle.db, { key: CATALOGUE_VERSION, value: 'seeded' });
    const second = await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small' });
    expect(second).toMatchObject({ shops: 8, variants: stamp.variants, generated: false, historyImports: 0 });
    expect(statSync(join(dataDir, 'demo', 'feeds', 'domart.xml')).mtimeMs).toBe(feedTime);
    expect(await readMeta(handle.db, CATALOGUE_VERSION)).toBe('seeded');
    expect(await count('variants')).toBe(stamp.variants);
  });

  it('regenerates when the size changes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-seed-size-'));
    await seedDemoCatalogue({ db: handle.db, dataDir, size: { shops: 3, products: 40 } });
    const result = await seedDemoCatalogue({ db: handle.db, dataDir, size: { shops: 4, products: 50 } });
    expect(result).toMatchObject({ shops: 4, generated: true });
  });

  it('replays 90 days of history: honest shops get verified discounts and price drops, fake-discount shops none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-seed-history-'));
    const now = new Date('2026-11-22T06:00:00.000Z');
    await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small', now });
    const shops = JSON.parse(readFileSync(join(dataDir, 'demo', 'shops.json'), 'utf8')) as { slug: string; fakeDiscounts: boolean }[];
    const fake = shops.filter((s) => s.fakeDiscounts).map((s) => s.slug);
    const rows = await handle.db
      .selectFrom('variants')
      .innerJoin('shops', 'shops.id', 'variants.shop_id')
      .select(['shops.slug', 'variants.discount_verified', 'variants.price_before_discount', 'variants.price_drop_at'])
      .execute();
    const claimed = (fakeShop: boolean) => rows.filter((r) => fake.includes(r.slug) === fakeShop && r.price_before_discount !== null);
    expect(claimed(true).length).toBeGreaterThan(5);
    expect(claimed(true).every((r) => r.discount_verified === 0)).toBe(true);
    expect(claimed(false).filter((r) => r.discount_verified === 1).length / claimed(false).length).toBeGreaterThan(0.8);
    expect(rows.some((r) => r.price_drop_at !== null && r.price_drop_at <= now.toISOString())).toBe(true);
    const oldest = await handle.db
      .selectFrom('price_history')
      .select((eb) => eb.fn.min('recorded_at').as('at'))
      .executeTakeFirstOrThrow();
    expect(oldest.at).toBe('2026-08-24T06:00:00.000Z');
  });

  it('creates Black Friday and garden season running at the seeding time, with part of the shops and qualifying offers in both', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-seed-campaigns-'));
    const now = new Date('2026-11-22T06:00:00.000Z');
    await seedDemoCatalogue({ db: handle.db, dataDir, size: 'small', now });
    const campaigns = await listCampaigns(handle.db);
    expect(campaigns.map((c) => [c.slug, c.tag, c.starts_at, c.ends_at, c.category_slug, c.requires_verified_discount])).toEqual([
      ['garden-season', 'gardenSales', '2026-11-20T00:00:00.000Z', '2026-12-04T00:00:00.000Z', 'gradina', 0],
      ['black-friday', 'blackFriday', '2026-11-15T22:00:00.000Z', '2026-11-30T22:00:00.000Z', null, 1],
    ]);
    const blackFriday = campaigns.find((c) => c.slug === 'black-friday')!;
    expect(blackFriday.shops).toHaveLength(Math.ceil(0.4 * 8));
    expect(campaigns.find((c) => c.slug === 'garden-season')!.shops.length).toBeGreaterThan(0);

    const running = await runningCampaigns(handle.db, now);
    const offers = await createCampaignsRepository(handle.db).activeOffers();
    const tags = offers.map((o) =>
      campaignTags({
        campaigns: running,
        offer: {
          shopId: o.shop_id,
          categoryId: o.category_id,
          active: true,
          verifiedDiscount:
            verifiedDiscount({
              price: o.price,
              priceBeforeDiscount: o.price_before_discount,
              discountVerified: o.discount_verified === 1,
            }) !== null,
        },
        now,
      }),
    );
    expect(tags.filter((t) => t.blackFriday).length).toBeGreaterThan(0);
    expect(tags.filter((t) => t.gardenSales).length).toBeGreaterThan(0);
    expect(tags.filter((t) => t.blackFriday).length).toBeLessThan(offers.length / 2);
  });
});
