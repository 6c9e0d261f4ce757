import { useEffect, useState } from 'react';
import { type User, userFromCookies } from './user';

/**
 * The signed-in user, or null. Always null during SSR and the first client render (so hydration
 * matches the static HTML); read from `document.cookie` right after mount.
 */
export function useUser(): User | null {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    setUser(userFromCookies(document.cookie));
  }, []);
  return user;
}
