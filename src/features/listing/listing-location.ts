/** The part of Gatsby's `location` a listing needs. */
export interface ListingLocation {
  pathname: string;
  search: string;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The listing URL to fetch for a location: path (without Gatsby's trailing slash) and query. */
export function listingUrl(location: ListingLocation): string {
  return `${withoutTrailingSlash(location.pathname)}${location.search}`;
}

/** True when the location is the static page itself, so the build snapshot is its first page. */
export function isSnapshotLocation({ location, snapshotUrl }: { location: ListingLocation; snapshotUrl: string }): boolean {
  return listingUrl(location) === withoutTrailingSlash(snapshotUrl);
}
