import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FeedItem, FeedRecord } from './feed-format';
import { itemSlug } from './parallel-parse';

/** What an import's batch writes run in. */
export type Trx = Kysely<Database>;

/** One good item of a batch, mapped to its category, on its way to the database. */
export interface Prepared {
  record: Extract<FeedRecord, { ok: true }>;
  item: FeedItem;
  categoryId: number;
  hash: string;
  /** Computed by the parser while its thread has time to spare, else by slugOf for the new and changed offers. */
  slug?: string;
  /**
   * Null when titles may not join products. Computed by the parser while its thread has time to spare
   * (feeds/parallel-parse.ts parsePostedChunks), else by titleKeyOf for the offers that reach it, as for
   * another rule.
   */
  titleKey?: string | null;
}

/** The stored offer a feed item rewrites. */
export interface ExistingVariant {
  id: number;
  item_id: string;
  product_id: number;
  content_hash: string;
  active: number;
}

/** The entry's URL slug, computed once (the parser's, when its thread had time for it). */
export function slugOf(entry: Prepared): string {
  entry.slug ??= itemSlug(entry.item.productName);
  return entry.slug;
}

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += size) result.push(list.slice(i, i + size));
  return result;
}

export const unique = <T>(list: Iterable<T>): T[] => [...new Set(list)];
