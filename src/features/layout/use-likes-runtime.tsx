import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { loadLikes } from '../likes/load-likes';
import type { LikesRuntimeProps } from '../likes/likes-runtime';

/**
 * Loads the likes runtime (startup sending, pairing, the sign-in prompt, the favourites modal) once the page is
 * interactive: none of it is in a page's first load. `ready` is false until it has loaded (the favourites link then
 * just navigates).
 */
export function useLikesRuntime(props: LikesRuntimeProps): { likesRuntime: ReactNode; ready: boolean } {
  const [Runtime, setRuntime] = useState<ComponentType<LikesRuntimeProps> | null>(null);
  useEffect(() => {
    loadLikes().then(
      (module) => setRuntime(() => module.LikesRuntime),
      (cause: unknown) => console.warn('Could not load the likes code; likes given while signed out wait for the next page.', cause),
    );
  }, []);
  return { likesRuntime: Runtime ? <Runtime {...props} /> : null, ready: Runtime !== null };
}
