/**
 * Spec §9 click source catalogue: numeric codes 1 to 47, and 99 for other. The site writes the code of the place a
 * click-out starts from into `/go` links; the server accepts exactly these codes.
 */
export const CLICK_SOURCES = {
  marketplaceCategory: 1,
  searchResults: 2,
  userFavourites: 3,
  homepage: 4,
  detail: 5,
  similarProducts: 6,
  remarketingVariants: 7,
  other: 99,
} as const;

export function isClickSource(code: number): boolean {
  return Number.isInteger(code) && ((code >= 1 && code <= 47) || code === CLICK_SOURCES.other);
}
