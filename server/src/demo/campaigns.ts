import { type CampaignRule, type CampaignWindow, categorySubtree, isRunning, qualifies } from '../catalogue/campaigns';
import { addCampaign, joinCampaign, listCampaigns } from '../catalogue/campaigns-registry';
import { createCampaignsRepository } from '../catalogue/campaigns-repository';
import type { Db } from '../db/database';
import { verifiedDiscount } from '../catalogue/pricing';
import { Random } from './prng';

const DAY_MS = 86_400_000;
/** The garden root category of the taxonomy (catalogue/taxonomy.ts). */
const GARDEN_CATEGORY = 'gradina';
/** Shares of shops that join: any shop for Black Friday, the shops with garden offers for garden season. */
export const BLACK_FRIDAY_SHARE = 0.4;
export const GARDEN_SEASON_SHARE = 0.6;

/** Black Friday of `year`: the day after the fourth Thursday of November, as a UTC date. */
export function blackFridayDate(year: number): Date {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return new Date(Date.UTC(year, 10, firstThursday + 21 + 1));
}

/** Midnight in Sofia on a UTC calendar date, for a fixed UTC offset in hours (+2 in winter, +3 in summer). */
function sofiaMidnight(date: number, offsetHours: number): number {
  return date - offsetHours * 3_600_000;
}

/**
 * The demo's campaign windows for a seeding time `now`. Black Friday: from the Monday eleven days before it
 * to the end of Cyber Monday; garden season: 1 March to 31 August; both in Sofia time of `now`'s year.
 * A campaign whose season does not hold `now` opens for two weeks from two days before `now` instead, so
 * that a demo seeded on any date shows both listings.
 */
export function demoCampaignWindows(now: Date): { blackFriday: CampaignWindow; gardenSeason: CampaignWindow } {
  const year = now.getUTCFullYear();
  const friday = blackFridayDate(year).getTime();
  const window = (starts: number, ends: number): CampaignWindow => ({
    startsAt: new Date(starts).toISOString(),
    endsAt: new Date(ends).toISOString(),
  });
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const fallback = window(today - 2 * DAY_MS, today + 12 * DAY_MS);
  const inSeason = (season: CampaignWindow) => (isRunning(season, now) ? season : fallback);
  return {
    blackFriday: inSeason(window(sofiaMidnight(friday - 11 * DAY_MS, 2), sofiaMidnight(friday + 4 * DAY_MS, 2))),
    gardenSeason: inSeason(window(sofiaMidnight(Date.UTC(year, 2, 1), 2), sofiaMidnight(Date.UTC(year, 8, 1), 3))),
  };
}

/**
 * The shops that join a demo campaign: `share` of the candidates (at least one), in an order fixed by the seed,
 * the campaign and each shop's slug; when none of them has a qualifying offer, the first candidate that has one takes the
 * last place, so the campaign's listing is never empty while any shop could fill it.
 */
export function pickParticipants(options: {
  shops: ReadonlyArray<{ slug: string; qualifying: number }>;
  share: number;
  seed: number;
  campaign: string;
}): string[] {
  const order = options.shops
    .map((shop) => ({ shop, key: Random.derive(options.seed, `${options.campaign}:${shop.slug}`).next() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.shop);
  if (order.length === 0) return [];
  const picked = order.slice(0, Math.max(1, Math.ceil(options.share * order.length)));
  const filler = order.find((shop) => shop.qualifying > 0);
  if (filler && !picked.some((shop) => shop.qualifying > 0)) picked[picked.length - 1] = filler;
  return picked.map((shop) => shop.slug);
}

/**
 * Creates the demo's Black Friday and garden season campaigns (see `demoCampaignWindows`) with their shops.
 * A campaign that exists already is left as it is, so seeding again writes nothing.
 */
export async function seedDemoCampaigns(options: { db: Db; now: Date; seed: number }): Promise<void> {
  const { db, now } = options;
  const existing = new Set((await listCampaigns(db)).map((c) => c.slug));
  const repo = createCampaignsRepository(db);
  const [offers, categories] = await Promise.all([repo.activeOffers(), repo.categoryParents()]);
  const gardenId = await repo.categoryIdBySlug(GARDEN_CATEGORY);
  const garden =
    gardenId === undefined
      ? new Set<number>()
      : categorySubtree(
          categories.map((c) => ({ id: c.id, parentId: c.parent_id })),
          gardenId,
        );
  const windows = demoCampaignWindows(now);
  const campaigns = [
    {
      slug: 'black-friday',
      tag: 'blackFriday',
      name: 'Черен петък',
      window: windows.blackFriday,
      categoryIds: null,
      requiresVerifiedDiscount: true,
      share: BLACK_FRIDAY_SHARE,
    },
    {
      slug: 'garden-season',
      tag: 'gardenSales',
      name: 'Градински сезон',
      window: windows.gardenSeason,
      categoryIds: garden,
      requiresVerifiedDiscount: false,
      share: GARDEN_SEASON_SHARE,
    },
  ] as const;
  for (const campaign of campaigns) {
    if (existing.has(campaign.slug)) continue;
    const everyShop: CampaignRule = {
      tag: campaign.tag,
      ...campaign.window,
      requiresVerifiedDiscount: campaign.requiresVerifiedDiscount,
      shopIds: new Set(offers.map((o) => o.shop_id)),
      categoryIds: campaign.categoryIds,
    };
    const qualifying = new Map<string, number>();
    for (const offer of offers) {
      const discounted =
        verifiedDiscount({
          price: offer.price,
          priceBeforeDiscount: offer.price_before_discount,
          discountVerified: offer.discount_verified === 1,
        }) !== null;
      const inScope = campaign.categoryIds === null || campaign.categoryIds.has(offer.category_id);
      if (inScope)
        qualifying.set(
          offer.shop_slug,
          (qualifying.get(offer.shop_slug) ?? 0) +
            (qualifies(everyShop, { shopId: offer.shop_id, categoryId: offer.category_id, active: true, verifiedDiscount: discounted })
              ? 1
              : 0),
        );
    }
    await addCampaign({
      db,
      slug: campaign.slug,
      tag: campaign.tag,
      name: campaign.name,
      ...campaign.window,
      ...(campaign.categoryIds === null ? {} : { categorySlug: GARDEN_CATEGORY }),
      requiresVerifiedDiscount: campaign.requiresVerifiedDiscount,
      now,
    });
    const shops = [...qualifying].map(([slug, count]) => ({ slug, qualifying: count }));
    for (const shopSlug of pickParticipants({ shops, share: campaign.share, seed: options.seed, campaign: campaign.slug }))
      await joinCampaign({ db, campaignSlug: campaign.slug, shopSlug, now });
  }
}
