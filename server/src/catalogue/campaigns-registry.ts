import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import { bumpCatalogueVersion } from '../db/meta';
import type { Database } from '../db/schema';
import { type CampaignRule, campaignProblem, type CampaignTag, categorySubtree, isCampaignTag } from './campaigns';
import { createCampaignsRepository } from './campaigns-repository';

export interface AddCampaignOptions {
  db: Db;
  slug: string;
  tag: string;
  name: string;
  /** ISO-8601 with an offset, e.g. 2026-11-16T00:00:00+02:00; stored as UTC. */
  startsAt: string;
  endsAt: string;
  /** Limits the campaign to this category's subtree. */
  categorySlug?: string;
  requiresVerifiedDiscount: boolean;
  now?: Date;
}

/**
 * Creates a campaign, or redefines the one with the same slug. Every campaign change bumps the catalogue
 * version, so the next start rebuilds the static listings; running API processes pick the change up on
 * their next index refresh (catalogue-index.ts).
 */
export async function addCampaign(options: AddCampaignOptions): Promise<number> {
  const problem = campaignProblem(options);
  if (problem) throw new Error(problem);
  return options.db.transaction().execute(async (trx) => {
    const repo = createCampaignsRepository(trx);
    let categoryId: number | null = null;
    if (options.categorySlug !== undefined) {
      categoryId = (await repo.categoryIdBySlug(options.categorySlug)) ?? null;
      if (categoryId === null) throw new Error(`Unknown category "${options.categorySlug}"`);
    }
    const id = await repo.upsert({
      slug: options.slug,
      tag: options.tag,
      name: options.name.trim(),
      starts_at: new Date(options.startsAt).toISOString(),
      ends_at: new Date(options.endsAt).toISOString(),
      category_id: categoryId,
      requires_verified_discount: options.requiresVerifiedDiscount ? 1 : 0,
      created_at: (options.now ?? new Date()).toISOString(),
    });
    await bumpCatalogueVersion(trx);
    return id;
  });
}

export function listCampaigns(db: Db) {
  return createCampaignsRepository(db).list();
}

async function campaignAndShop(trx: Kysely<Database>, options: { campaignSlug: string; shopSlug: string }) {
  const repo = createCampaignsRepository(trx);
  const [campaign, shopId] = await Promise.all([repo.bySlug(options.campaignSlug), repo.shopIdBySlug(options.shopSlug)]);
  if (!campaign) throw new Error(`Unknown campaign "${options.campaignSlug}"`);
  if (shopId === undefined) throw new Error(`Unknown shop "${options.shopSlug}"`);
  return { repo, campaignId: campaign.id, shopId };
}

/** The shop takes part in the campaign from now on; answers false when it already did. */
export async function joinCampaign(options: { db: Db; campaignSlug: string; shopSlug: string; now?: Date }): Promise<boolean> {
  return options.db.transaction().execute(async (trx) => {
    const { repo, campaignId, shopId } = await campaignAndShop(trx, options);
    const joined = await repo.join({ campaignId, shopId, joinedAt: (options.now ?? new Date()).toISOString() });
    if (joined) await bumpCatalogueVersion(trx);
    return joined;
  });
}

/** The shop no longer takes part; answers false when it did not. */
export async function leaveCampaign(options: { db: Db; campaignSlug: string; shopSlug: string }): Promise<boolean> {
  return options.db.transaction().execute(async (trx) => {
    const { repo, campaignId, shopId } = await campaignAndShop(trx, options);
    const left = await repo.leave({ campaignId, shopId });
    if (left) await bumpCatalogueVersion(trx);
    return left;
  });
}

/** The campaigns running at `now`, with their shops and category subtrees resolved for the tag rule. */
export async function runningCampaigns(db: Kysely<Database>, now: Date): Promise<CampaignRule[]> {
  const repo = createCampaignsRepository(db);
  const rows = (await repo.runningAt(now.toISOString())).filter((row): row is typeof row & { tag: CampaignTag } => isCampaignTag(row.tag));
  if (rows.length === 0) return [];
  const [members, categories] = await Promise.all([
    repo.shopsOf(rows.map((r) => r.id)),
    rows.some((r) => r.category_id !== null) ? repo.categoryParents() : Promise.resolve([]),
  ]);
  const parents = categories.map((c) => ({ id: c.id, parentId: c.parent_id }));
  return rows.map((row) => ({
    tag: row.tag,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    requiresVerifiedDiscount: row.requires_verified_discount === 1,
    shopIds: new Set(members.filter((m) => m.campaign_id === row.id).map((m) => m.shop_id)),
    categoryIds: row.category_id === null ? null : categorySubtree(parents, row.category_id),
  }));
}
