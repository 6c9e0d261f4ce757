/** What a shopper can like (spec §3 Like info). */
export const LIKE_ITEM_TYPES = ['variant', 'comparison'] as const;
export type LikeItemType = (typeof LIKE_ITEM_TYPES)[number];

export const isLikeItemType = (value: string): value is LikeItemType => (LIKE_ITEM_TYPES as readonly string[]).includes(value);

/** How a favourites list may be ordered (spec §5: the liked-variants call requires one). */
export const FAVOURITE_SORTS = ['newest', 'oldest', 'cheapest', 'dearest', 'discount'] as const;
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number];

export const isFavouriteSort = (value: string): value is FavouriteSort => (FAVOURITE_SORTS as readonly string[]).includes(value);

/** Spec §9: three local variant likes raise the prompt to sign in and keep them. */
export const LOCAL_LIKES_PROMPT = 3;

/** Variants a comparison can hold (the comparison page answers at most this many). */
export const MAX_COMPARISON_VARIANTS = 100;

const VARIANT_ID = /^[1-9]\d{0,15}$/;

/**
 * A comparison's item id: its variant ids ascending, each once, joined by '-', so that the same set liked from
 * any order is one item. Null for fewer than two ids or any id that is not a positive whole number.
 */
export function comparisonItemId(variantIds: readonly number[]): string | null {
  if (variantIds.some((id) => !Number.isSafeInteger(id) || id < 1)) return null;
  const ids = [...new Set(variantIds)].sort((a, b) => a - b);
  if (ids.length < 2 || ids.length > MAX_COMPARISON_VARIANTS) return null;
  return ids.join('-');
}

/** The variant ids of a comparison item id in its canonical form (comparisonItemId), or null for any other text. */
export function parseComparisonItemId(itemId: string): number[] | null {
  const parts = itemId.split('-');
  if (!parts.every((part) => VARIANT_ID.test(part))) return null;
  const ids = parts.map(Number);
  return comparisonItemId(ids) === itemId ? ids : null;
}

/** A variant item id: a positive whole number in canonical decimal form, or null. */
export function parseVariantItemId(itemId: string): number | null {
  if (!VARIANT_ID.test(itemId)) return null;
  const id = Number(itemId);
  return Number.isSafeInteger(id) ? id : null;
}
