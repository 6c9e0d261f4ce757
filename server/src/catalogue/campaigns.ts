/**
 * Promo campaigns, the way comparison marketplaces run them: the marketplace announces a campaign (Black
 * Friday, garden season) with a time window, optionally limited to a category subtree and with rules; shops
 * join it; while it runs, each offer of a joined shop that meets the rules carries the campaign's promo tag
 * (spec §3 Variant.promoTags) and is listed on the campaign's route (spec §2 /products/black-friday,
 * /products/garden-season). All functions here are pure.
 *
 * Rules:
 * - A campaign runs from `startsAt` (included) to `endsAt` (excluded).
 * - An offer qualifies when it is active, its shop takes part, its category is in the campaign's subtree
 *   (when the campaign has one) and, when the campaign requires it, its discount is verified by our own price
 *   history (EU Omnibus; catalogue/pricing.ts). A Black Friday tag announces a price reduction, so it needs a
 *   verified discount; the garden season tag announces an assortment, not a price, so it does not.
 */

/** The Variant.promoTags keys a campaign can set. */
export const CAMPAIGN_TAGS = ['blackFriday', 'gardenSales'] as const;
export type CampaignTag = (typeof CAMPAIGN_TAGS)[number];

export function isCampaignTag(value: string): value is CampaignTag {
  return (CAMPAIGN_TAGS as readonly string[]).includes(value);
}

export interface CampaignWindow {
  /** ISO-8601 timestamps. */
  startsAt: string;
  endsAt: string;
}

/** A campaign as the tag rule needs it: the shops taking part and the categories of its subtree resolved. */
export interface CampaignRule extends CampaignWindow {
  tag: CampaignTag;
  requiresVerifiedDiscount: boolean;
  shopIds: ReadonlySet<number>;
  /** Every category of the campaign's subtree; null = every category. */
  categoryIds: ReadonlySet<number> | null;
}

/** What the rule reads of an offer. */
export interface PromoCandidate {
  shopId: number;
  categoryId: number;
  active: boolean;
  /** A discount (≥ 1 %) that our price history verifies. */
  verifiedDiscount: boolean;
}

export type CampaignTags = Record<CampaignTag, boolean>;

export function isRunning(window: CampaignWindow, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(window.startsAt) <= time && time < Date.parse(window.endsAt);
}

/** Whether the offer meets the campaign's rules (the window is checked separately, by `isRunning`). */
export function qualifies(campaign: CampaignRule, offer: PromoCandidate): boolean {
  return (
    offer.active &&
    campaign.shopIds.has(offer.shopId) &&
    (campaign.categoryIds === null || campaign.categoryIds.has(offer.categoryId)) &&
    (!campaign.requiresVerifiedDiscount || offer.verifiedDiscount)
  );
}

/** The promo tags an offer carries at `now`: those of every running campaign it qualifies for. */
export function campaignTags(options: { campaigns: readonly CampaignRule[]; offer: PromoCandidate; now: Date }): CampaignTags {
  const tags: CampaignTags = { blackFriday: false, gardenSales: false };
  for (const campaign of options.campaigns) {
    if (isRunning(campaign, options.now) && qualifies(campaign, options.offer)) tags[campaign.tag] = true;
  }
  return tags;
}

/** The ids of a category and all its descendants, from flat (id, parent) pairs. */
export function categorySubtree(categories: ReadonlyArray<{ id: number; parentId: number | null }>, rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const c of categories) if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const subtree = new Set<number>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (subtree.has(id)) continue;
    subtree.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return subtree;
}

/** Checks a campaign definition; answers the problem, or null when it is valid. */
export function campaignProblem(campaign: { slug: string; tag: string; name: string } & CampaignWindow): string | null {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(campaign.slug))
    return `The slug "${campaign.slug}" must be lower-case latin letters, digits and single hyphens`;
  if (!isCampaignTag(campaign.tag)) return `The tag must be one of ${CAMPAIGN_TAGS.join(', ')}, got "${campaign.tag}"`;
  if (campaign.name.trim() === '') return 'The name must not be empty';
  const starts = Date.parse(campaign.startsAt);
  const ends = Date.parse(campaign.endsAt);
  if (Number.isNaN(starts) || Number.isNaN(ends)) return 'The start and end must be ISO-8601 times, e.g. 2026-11-16T00:00:00+02:00';
  if (ends <= starts) return 'The campaign must end after it starts';
  return null;
}
