export const FAVOURITES_PAGE_SIZE = 24;
const SHARE_PREFIX = '/user/favourites/';

/** The share token of `/user/favourites/{encryptedShare}`, or null on the own list's path (or anything else). */
export function shareTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(SHARE_PREFIX)) return null;
  const token = pathname.slice(SHARE_PREFIX.length).replace(/\/$/, '');
  return /^[A-Za-z0-9_-]+$/.test(token) ? token : null;
}

/** The link a shopper hands out for their list. */
export function shareUrl(origin: string, encryptedShare: string): string {
  return new URL(`${SHARE_PREFIX}${encryptedShare}`, origin).href;
}
