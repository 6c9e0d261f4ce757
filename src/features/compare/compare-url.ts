/** The comparison page (spec §2 Product routes). */
export const COMPARE_PATH = '/compare-products';
/** The query parameter a shared comparison carries its variant ids in: `/compare-products?ids=12,34`. */
export const COMPARE_IDS_PARAMETER = 'ids';
/** The API answers at most this many ids at once (variant/by-ids), so a shared link carries no more. */
export const MAX_SHARED_IDS = 100;

const ID = /^[1-9]\d{0,15}$/;

/**
 * The variant ids a compare URL's query string names, in order, each once; null when it names none (the page then
 * shows the visitor's own list). Anything that is not a positive whole number is left out.
 */
export function parseCompareIds(search: string): number[] | null {
  const raw = new URLSearchParams(search).get(COMPARE_IDS_PARAMETER);
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => ID.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
  const unique = [...new Set(ids)].slice(0, MAX_SHARED_IDS);
  return unique.length === 0 ? null : unique;
}

/** The page path that shows exactly `ids` (the shared link); the bare page for an empty list. */
export function compareUrl(ids: readonly number[]): string {
  if (ids.length === 0) return COMPARE_PATH;
  return `${COMPARE_PATH}?${COMPARE_IDS_PARAMETER}=${ids.slice(0, MAX_SHARED_IDS).join(',')}`;
}
