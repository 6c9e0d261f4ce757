import type { Static } from '@sinclair/typebox';
import { isLikeItemType, type LikeItemType, parseComparisonItemId, parseVariantItemId, PROJECT } from '@uyut/core';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { type Database, MAX_ROW_ID } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import { pairVisitorWatchdogs } from '../watchdog';
import { LikeCache, ownerKey } from './like-cache';
import * as repository from './repository';
import type { LikeInfoSchema } from './schemas';
import type { Owner } from './repository';

/** Spec §3 Like info. */
export type LikeInfo = Static<typeof LikeInfoSchema>;

/** The optional counts a batch asks for (spec §7 Likes service query). */
export interface CountFlags {
  commentsCount?: boolean;
  stars?: boolean;
  answersCount?: boolean;
  reviewCounts?: boolean;
}

const NOTHING_LIKED: ReadonlySet<string> = new Set();
const NO_FACTS = { rating: null, reviewsCount: 0, imagesCount: 0 } as const;

export interface LikeToggle {
  item_id: string;
  liked_by_user: boolean;
  likes_count: number;
}

/** The canonical item id of `raw` for its type, or null when it is not one. */
export function canonicalItemId(itemType: LikeItemType, raw: string | number): string | null {
  const text = String(raw);
  if (itemType === 'variant') return parseVariantItemId(text) === null ? null : text;
  return parseComparisonItemId(text) === null ? null : text;
}

/** The distinct canonical ids among `raw`, in the order first given; the others are left out. */
function canonicalItemIds(itemType: LikeItemType, raw: ReadonlyArray<string | number>): string[] {
  const ids = new Set<string>();
  for (const id of raw) {
    const itemId = canonicalItemId(itemType, id);
    if (itemId !== null) ids.add(itemId);
  }
  return [...ids];
}

/** Refuses a project other than ours (404) and an unknown item type (400), naming the field. */
export function checkedTarget(options: { project: string; itemType: string }): LikeItemType {
  if (options.project !== PROJECT) throw new NotFoundError(`Unknown project ${options.project.slice(0, 40)}`, 'project');
  if (!isLikeItemType(options.itemType)) throw new BadRequestError(`Unknown item type ${options.itemType.slice(0, 40)}`, 'item_type');
  return options.itemType;
}

/**
 * The likes service (spec §7, docs/adr/0007-likes.md): batch like info, like and unlike, the caller's likes, likes
 * received and pairing a visitor's likes with the user who signs in. An owner is the signed-in user, else the
 * visitor; a reader with neither likes nothing.
 */
export class LikeService {
  private readonly cache = new LikeCache();
  /** The version read each item type's batches of this turn of the event loop share (see version()). */
  private readonly versionReads = new Map<LikeItemType, Promise<string>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Like info of the distinct valid ids among `ids`, in the order asked (spec §7 batch). Counts and the caller's liked
   * items come from the process's cache while the type's version is unchanged (one primary-key read), else from the
   * database, and are then kept.
   */
  async batch(options: { itemType: LikeItemType; ids: ReadonlyArray<string | number>; owner: Owner | null; flags: CountFlags }) {
    const { itemType, owner, flags } = options;
    const itemIds = canonicalItemIds(itemType, options.ids);
    if (itemIds.length === 0) return [];
    const variantFacts = itemType === 'variant' && (flags.stars || flags.reviewCounts || flags.commentsCount);
    const [likes, facts] = await Promise.all([
      this.itemLikes({ itemType, itemIds, owner }),
      variantFacts
        ? repository.variantCounts(
            this.db,
            itemIds.map(Number).filter((id) => id <= MAX_ROW_ID),
          )
        : null,
    ]);
    /* Built field by field, each optional count only when asked: this runs for every id of every batch. */
    return itemIds.map((itemId, i): LikeInfo => {
      const liked = likes.liked.has(itemId);
      const info: LikeInfo = { item_id: itemId, liked_by_user: liked, saved_by_user: liked, likes_count: likes.counts[i]! };
      const fact = facts === null ? NO_FACTS : (facts.get(Number(itemId)) ?? NO_FACTS);
      if (flags.commentsCount) info.comments_count = fact.reviewsCount;
      if (flags.stars) info.star_value = fact.rating === null ? 0 : Math.round(fact.rating * 10) / 10;
      if (flags.answersCount) info.answers_count = 0;
      if (flags.reviewCounts) {
        info.reviews_count = fact.reviewsCount;
        info.images_count = fact.imagesCount;
      }
      return info;
    });
  }

  /** Likes an item (idempotent); a variant must exist. Committed before it answers. */
  async like(options: { itemType: LikeItemType; itemId: string; owner: Owner; consent?: boolean }): Promise<LikeToggle> {
    const itemId = await this.existingItem(options);
    const consent = options.itemType === 'variant' ? options.consent : undefined;
    return this.written(async (trx) => {
      await repository.insertLike(trx, { ...options, itemId, consent, now: this.now().toISOString() });
      return { item_id: itemId, liked_by_user: true, likes_count: await repository.likeCount(trx, { itemType: options.itemType, itemId }) };
    });
  }

  /** Unlikes an item (idempotent). */
  async unlike(options: { itemType: LikeItemType; itemId: string; owner: Owner }): Promise<LikeToggle> {
    const itemId = this.validItem(options);
    return this.written(async (trx) => {
      await repository.deleteLike(trx, { ...options, itemId });
      return {
        item_id: itemId,
        liked_by_user: false,
        likes_count: await repository.likeCount(trx, { itemType: options.itemType, itemId }),
      };
    });
  }

  /** The caller's liked item ids of a type, newest first. */
  async likedItems(options: { itemType: LikeItemType; owner: Owner | null }): Promise<string[]> {
    return options.owner === null ? [] : repository.likedItemIds(this.db, { itemType: options.itemType, owner: options.owner });
  }

  /** Likes others gave to the comparisons the user liked first; variants have no owner. */
  async received(options: { itemType: LikeItemType; userId: number }): Promise<number> {
    return options.itemType === 'variant' ? 0 : repository.receivedLikes(this.db, options);
  }

  /**
   * Moves the visitor's likes and watchdogs to the user in one transaction (a union: the user's own stay, none
   * doubles); answers how many likes moved.
   */
  async pair(options: { visitorKey: string | null; userId: number }): Promise<number> {
    const { visitorKey, userId } = options;
    if (visitorKey === null) return 0;
    return this.written(async (trx) => {
      await pairVisitorWatchdogs(trx, { visitorKey, userId, now: this.now() });
      return repository.pairLikes(trx, { visitorKey, userId });
    });
  }

  /**
   * Counts of `itemIds` (in their order) and the items the owner likes: held ones as they are, the rest read and kept.
   * Each id is looked up once: a batch does this for every id it asks about.
   */
  private async itemLikes(options: { itemType: LikeItemType; itemIds: readonly string[]; owner: Owner | null }) {
    const { itemType, itemIds, owner } = options;
    const held = this.cache.at(itemType, await this.version(itemType));
    const key = owner === null ? null : ownerKey(owner);
    const heldLiked = key === null ? NOTHING_LIKED : held.liked.get(key);
    const counts = itemIds.map((itemId) => held.counts.get(itemId));
    const missing = itemIds.filter((_, i) => counts[i] === undefined);
    if (missing.length === 0 && heldLiked !== undefined) return { counts: counts as number[], liked: heldLiked };
    const [read, likedIds] = await Promise.all([
      missing.length === 0 ? new Map<string, number>() : repository.likeCounts(this.db, { itemType, itemIds: missing }),
      heldLiked === undefined && owner !== null ? repository.likedItemIds(this.db, { itemType, owner }) : null,
    ]);
    const liked = heldLiked ?? new Set(likedIds);
    this.cache.keep({
      itemType,
      held,
      counts: read,
      liked: key === null || heldLiked !== undefined ? undefined : { owner: key, items: liked },
    });
    return { counts: counts.map((count, i) => count ?? read.get(itemIds[i]!) ?? 0), liked };
  }

  /** Runs a change in a transaction; once committed, the next batch reads the version again (see version()). */
  private async written<T>(change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await this.db.transaction().execute(change);
    this.versionReads.clear();
    return result;
  }

  /**
   * The type's version, read once for the batches handled in one turn of the event loop (under load several arrive
   * together): a change another process commits during that turn is seen from the next turn on. A write through this
   * service drops the shared read, so its own changes are seen at once.
   */
  private version(itemType: LikeItemType): Promise<string> {
    let read = this.versionReads.get(itemType);
    if (read === undefined) {
      read = repository.likeVersion(this.db, itemType);
      this.versionReads.set(itemType, read);
      setImmediate(() => this.versionReads.delete(itemType));
    }
    return read;
  }

  private validItem(options: { itemType: LikeItemType; itemId: string }): string {
    const itemId = canonicalItemId(options.itemType, options.itemId);
    if (itemId === null) throw new BadRequestError(`Not a ${options.itemType} item id: ${options.itemId.slice(0, 40)}`, 'item_id');
    return itemId;
  }

  private async existingItem(options: { itemType: LikeItemType; itemId: string }): Promise<string> {
    const itemId = this.validItem(options);
    if (options.itemType !== 'variant') return itemId;
    const id = Number(itemId);
    const found = id <= MAX_ROW_ID && (await repository.existingVariants(this.db, [id])).has(id);
    if (!found) throw new NotFoundError(`Unknown variant ${itemId}`, 'item_id');
    return itemId;
  }
}
