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
