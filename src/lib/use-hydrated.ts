import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page hydrates, true after. A client route's page is rendered at build for its shell path, without
 * the URL's parameters or the shopper's cookies: until hydration ends a view renders what the build did, then reads them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The page's location as a view may read it: null while the page hydrates, the browser's after. The build renders a
 * client route once, at its shell path and without a query; a view that rendered the browser's URL during hydration
 * would differ from that HTML, and React would throw the page's HTML away and render it anew (errors 418 and 425).
 */
export function usePageLocation<L>(location: L): L | null {
  return useHydrated() ? location : null;
}
