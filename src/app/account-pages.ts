import path from 'node:path';
import type { AccountContext, AccountPage } from '../templates/account';

/**
 * The account pages (spec §2 User routes), all from one template. Those with `params` render every URL below them
 * (/user/{userId}) through a `/*` match path, which keeps route-pick's fast lookup; the server answers those URLs with
 * the page (clientRouteShell). Gatsby runs gatsby-node without compiling packages consumed as source, so it cannot import
 * @uyut/core's ACCOUNT_PAGES and CLIENT_ROUTE_SHELLS: account-pages.test.ts keeps the lists equal.
 */
export const ACCOUNT_TEMPLATE_PAGES: ReadonlyArray<{ path: string; page: AccountPage; params?: true }> = [
  { path: '/login', page: 'login' },
  { path: '/register', page: 'register' },
  { path: '/logout', page: 'logout' },
  { path: '/password/renew', page: 'renew' },
  { path: '/password/confirmation', page: 'reset', params: true },
  { path: '/register/confirmation', page: 'confirmation', params: true },
  { path: '/user', page: 'user', params: true },
  { path: '/user/watchdog', page: 'watchdog' },
  { path: '/watchdog/unsubscribe', page: 'watchdogUnsubscribe', params: true },
  { path: '/user/favourites', page: 'favourites', params: true },
];

/**
 * Creates the account pages with their match paths, called from gatsby-node's createPages: it lives here because
 * Gatsby takes every function gatsby-node exports for an API of its own.
 */
export function createAccountPages(
  createPage: (page: { path: string; matchPath?: string; component: string; context: AccountContext }) => void,
) {
  for (const { path: pagePath, page, params } of ACCOUNT_TEMPLATE_PAGES) {
    const context: AccountContext = { page, pagePath };
    createPage({
      path: pagePath,
      ...(params ? { matchPath: `${pagePath}/*` } : {}),
      component: path.resolve('src/templates/account.tsx'),
      context,
    });
  }
}
