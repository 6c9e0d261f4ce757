import type { LikeItemType } from '@uyut/core';
import { HeldCounts } from './held-counts';
import type { Owner } from './repository';

/** Counts held per item type at most; past it they are dropped and read again (a bound on memory, not a policy). */
const MAX_COUNTS = 500_000;
/** Callers whose liked items are held per item type at most; the earliest held go first. */
const MAX_OWNERS = 20_000;

/** What one process holds of an item type's likes, all of it as of one `like_versions` version. */
export interface HeldLikes {
  readonly version: string;
  /** Likes of each item read (an item nobody likes holds 0). */
  readonly counts: HeldCounts;
  /** Every item each caller read so far likes, by ownerKey. */
  readonly liked: Map<string, ReadonlySet<string>>;
}

/** One key per owner: users and visitors never collide (a visitor key is 64 hex digits, a user id a number). */
export const ownerKey = (owner: Owner): string => ('userId' in owner ? `u${owner.userId}` : `v${owner.visitorKey}`);

/**
 * The likes cache of a server process (docs/adr/0007-likes.md "Cache"). The database's triggers move an item type's
 * version with every like and unlike, whichever process wrote it; a batch reads that version first and answers from
 * what is held when it is the same, so a held count or liked set is never older than the version it is kept under.
 * A new version drops everything held for the type.
 */
export class LikeCache {
  private readonly held = new Map<LikeItemType, HeldLikes>();

  /** What is held for the type at `version` (empty when the version moved since). */
  at(itemType: LikeItemType, version: string): HeldLikes {
    const current = this.held.get(itemType);
    if (current?.version === version) return current;
    const fresh: HeldLikes = { version, counts: new HeldCounts(), liked: new Map() };
    this.held.set(itemType, fresh);
    return fresh;
  }

  /**
   * Keeps what a batch read after it read `held.version`, unless the version moved meanwhile (another batch saw a
   * newer one): then what was read may be older than the version now held, and is not kept.
   */
  keep(options: {
    itemType: LikeItemType;
    held: HeldLikes;
    counts: ReadonlyMap<string, number>;
    liked?: { owner: string; items: ReadonlySet<string> };
  }): void {
    const { held, liked } = options;
    if (this.held.get(options.itemType) !== held) return;
    if (held.counts.size + options.counts.size > MAX_COUNTS) held.counts.clear();
    for (const [itemId, count] of options.counts) held.counts.set(itemId, count);
    if (liked === undefined) return;
    if (held.liked.size >= MAX_OWNERS) held.liked.delete(held.liked.keys().next().value as string);
    held.liked.set(liked.owner, liked.items);
  }
}
