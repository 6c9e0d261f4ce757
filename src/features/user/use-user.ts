import { useMemo, useSyncExternalStore } from 'react';
import { TOKEN_CHANGE_EVENT } from '../../lib/session-token';
import { type User, userCookieKey, userFromCookieKey, userFromCookies } from './user';

/**
 * Re-reads cookies when the tab regains focus, so a login or logout in another tab shows up, and when this tab signs in
 * or out (the token cookie changes without an event of its own).
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(TOKEN_CHANGE_EVENT, onChange);
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener(TOKEN_CHANGE_EVENT, onChange);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const readUserCookies = () => userCookieKey(document.cookie);
const signedOut = () => '';

/**
 * The signed-in user, or null. Null during SSR and hydration (so the static HTML matches), then
 * decoded from `document.cookie`. A signed-out visitor reads '' as the server did: nothing re-renders after hydration.
 */
export function useUser(): User | null {
  const key = useSyncExternalStore(subscribe, readUserCookies, signedOut);
  return useMemo(() => userFromCookieKey(key), [key]);
}

/** The signed-in user right now, outside React's render (an effect deciding where to go); null during SSR. */
export function currentUser(): User | null {
  return typeof document === 'undefined' ? null : userFromCookies(document.cookie);
}
