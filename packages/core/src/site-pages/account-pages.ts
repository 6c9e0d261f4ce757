/**
 * The account pages of the site (spec §2 User routes). The build creates them, the sitemap leaves them out (they are
 * private or personal, never worth a crawler's visit) and the server answers a client route below a shell with the
 * shell's page, which then reads its parameters from the URL.
 */
export const ACCOUNT_PAGES = ['/login', '/register', '/logout', '/password/renew', '/user', '/user/watchdog'] as const;

/** Pages whose URL carries parameters: `params` path segments follow the shell's path. */
export const CLIENT_ROUTE_SHELLS = [
  { path: '/register/confirmation', params: 2 },
  { path: '/password/confirmation', params: 1 },
  { path: '/user', params: 1 },
  { path: '/watchdog/unsubscribe', params: 1 },
  /* The own list at the shell's path, a shared list at /user/favourites/{encryptedShare}. */
  { path: '/user/favourites', params: 1 },
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The shell page that renders `urlPath` on the client ('/user/17' → '/user'), or null when no shell takes a path of
 * that shape (too few or too many segments, an empty one, another prefix).
 */
export function clientRouteShell(urlPath: string): string | null {
  if (/\/\/|\/$/.test(urlPath) && urlPath !== '/') return null;
  const segments = segmentsOf(urlPath);
  for (const shell of CLIENT_ROUTE_SHELLS) {
    const base = segmentsOf(shell.path);
    if (segments.length !== base.length + shell.params) continue;
    if (base.every((segment, index) => segments[index] === segment)) return shell.path;
  }
  return null;
}

/** Whether a site path is an account page or one of its client routes (kept out of the sitemap). */
export function isAccountPath(urlPath: string): boolean {
  const path = urlPath.replace(/\/+$/, '') || '/';
  return (
    ACCOUNT_PAGES.some((page) => page === path) ||
    CLIENT_ROUTE_SHELLS.some((shell) => shell.path === path) ||
    clientRouteShell(path) !== null
  );
}
