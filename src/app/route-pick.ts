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

const segmentsOf = (path: string) => path.replace(/(^\/+|\/+$)/g, '').split('/');

/** Route index by the route's segments: static routes, and `/*` routes by their prefix. */
interface RouteTable {
  exact: Map<string, number>;
  splat: Map<string, number>;
}

/** Null when a route has parameters (or a splat inside). */
function tableOf(routes: Route[]): RouteTable | null {
  const exact = new Map<string, number>();
  const splat = new Map<string, number>();
  for (const [index, route] of routes.entries()) {
    const isSplat = route.path.endsWith(SPLAT);
    const base = isSplat ? route.path.slice(0, -SPLAT.length) : route.path;
    if (/[:*]/.test(base)) return null;
    const key = segmentsOf(base).join('/');
    const target = isSplat ? splat : exact;
    if (!target.has(key)) target.set(key, index);
  }
  return { exact, splat };
}

let last: { table: RouteTable | null; paths: string[] } = { table: null, paths: [] };

/** Gatsby passes a fresh copy of the same match paths on every call: the table is built once per list of paths. */
function cachedTableOf(routes: Route[]): RouteTable | null {
  const same = last.paths.length === routes.length && routes.every((route, index) => route.path === last.paths[index]);
  if (!same) last = { table: tableOf(routes), paths: routes.map((route) => route.path) };
  return last.table;
}

/**
 * @reach/router's `pick` for Gatsby's page lookup. Gatsby resolves every path it loads or prefetches against all match
 * paths, and `pick` ranks the whole list on each call (about 3 ms per link with our ~1100 listing pages, each with a
 * `{page}/*` match path). When every route is a static path or a static path followed by `/*`, as ours are, the
 * ranking reduces to this: the route equal to the path, else the `/*` route of the longest prefix. Any other pattern
 * falls back to the ranked `pick`.
 */
export function pick<R extends Route>(routes: R[], uri: string): Picked<R> | null {
  const table = cachedTableOf(routes);
  if (!table) return rankedPick(routes, uri);
  const segments = segmentsOf(uri.split('?')[0]!);
  const whole = table.exact.get(segments.join('/'));
  if (whole !== undefined) return { route: routes[whole]!, params: {}, uri: `/${segments.join('/')}` };
  for (let length = segments.length; length >= 0; length--) {
    const index = table.splat.get(segments.slice(0, length).join('/'));
    if (index !== undefined) return { route: routes[index]!, params: { '*': segments.slice(length).map(decodeURIComponent).join('/') }, uri: `/${segments.slice(0, length).join('/')}` };
  }
  return null;
}
