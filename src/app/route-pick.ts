import { pick as rankedPick } from '@gatsbyjs/reach-router';

interface Route {
  path: string;
}

export interface Picked<R extends Route> {
  route: R;
  params: Record<string, string>;
  uri: string;
}

const SPLAT = '/*';

const SLASH = 47;

/**
 * The path without its leading and trailing slashes ('a/b' for '/a/b/'), character by character: the route table
 * takes this of every match path on each page's first load, while the code is still cold, where a regular
 * expression's replace costs several times as much.
 */
function trimSlashes(path: string): string {
  let start = 0;
  let end = path.length;
  while (start < end && path.charCodeAt(start) === SLASH) start++;
  while (end > start && path.charCodeAt(end - 1) === SLASH) end--;
  return path.slice(start, end);
}

const segmentsOf = (path: string) => trimSlashes(path).split('/');

/** Route index by the route's segments: static routes, and `/*` routes by their prefix. */
interface RouteTable {
  exact: Map<string, number>;
  splat: Map<string, number>;
}

/** Null when a route has parameters (or a splat inside). */
function tableOf(routes: Route[]): RouteTable | null {
  const exact = new Map<string, number>();
  const splat = new Map<string, number>();
  for (let index = 0; index < routes.length; index++) {
    const { path } = routes[index]!;
    const isSplat = path.endsWith(SPLAT);
    const base = isSplat ? path.slice(0, -SPLAT.length) : path;
    if (base.includes(':') || base.includes('*')) return null;
    const key = trimSlashes(base);
    const target = isSplat ? splat : exact;
    if (!target.has(key)) target.set(key, index);
  }
  return { exact, splat };
}

/** Gatsby's 404 page names itself so in the `window.pagePath` of its HTML; every other page names its own path. */
const NOT_FOUND_PAGE = /^\/404(\.html|\/)?$/;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path of this page load, as route segments, when the server answered it with the 404 page; else null. Gatsby
 * would match such a path anyway (a listing's `{page}/*` route takes any path below the listing, garbage included)
 * and render that listing over the 404 page's markup: React's hydration errors #418 and #423, and a listing shown
 * under a 404.
 */
export function serverNotFoundPath(load: { pagePath: string | undefined; pathname: string }): string | null {
  return load.pagePath !== undefined && NOT_FOUND_PAGE.test(load.pagePath) ? segmentsOf(decoded(load.pathname)).join('/') : null;
}

const notFoundHere =
  typeof window === 'undefined'
    ? null
    : serverNotFoundPath({ pagePath: (window as { pagePath?: string }).pagePath, pathname: window.location.pathname });

let last: { table: RouteTable | null; paths: string[] } = { table: null, paths: [] };

/**
 * Gatsby passes a fresh copy of the same match paths on every call: the table is built once per list of paths. The
 * check is a plain loop: a callback per route (`every`) over hundreds of listing paths made it a visible part of
 * every lookup during a page load.
 */
function cachedTableOf(routes: Route[]): RouteTable | null {
  let same = last.paths.length === routes.length;
  for (let index = 0; same && index < routes.length; index++) same = routes[index]!.path === last.paths[index];
  if (!same) last = { table: tableOf(routes), paths: routes.map((route) => route.path) };
  return last.table;
}

/**
 * @reach/router's `pick` for Gatsby's page lookup. Gatsby resolves every path it loads or prefetches against all match
 * paths, and `pick` ranks the whole list on each call, which grows with our listing pages, each with a `{page}/*` match
 * path (docs/adr/0004-static-plus-live-pages.md). When every route is a static path or a static path followed by `/*`, as ours are, the
 * ranking reduces to this: the route equal to the path, else the `/*` route of the longest prefix. Any other pattern
 * falls back to the ranked `pick`. The path the server answered with the 404 page matches no route, so Gatsby renders
 * its 404 page there, as the server did.
 */
export function pick<R extends Route>(routes: R[], uri: string): Picked<R> | null {
  const segments = segmentsOf(uri.split('?')[0]!);
  if (notFoundHere !== null && segments.join('/') === notFoundHere) return null;
  const table = cachedTableOf(routes);
  if (!table) return rankedPick(routes, uri);
  const whole = table.exact.get(segments.join('/'));
  if (whole !== undefined) return { route: routes[whole]!, params: {}, uri: `/${segments.join('/')}` };
  for (let length = segments.length; length >= 0; length--) {
    const index = table.splat.get(segments.slice(0, length).join('/'));
    if (index !== undefined)
      return {
        route: routes[index]!,
        params: { '*': segments.slice(length).map(decodeURIComponent).join('/') },
        uri: `/${segments.slice(0, length).join('/')}`,
      };
  }
  return null;
}
