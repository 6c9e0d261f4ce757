/**
 * The browser's localStorage, or null during SSR and where storage is disabled (spec §8: storage disabled,
 * unsupported or full). `purpose` names what will not be kept, for the warning.
 */
export function localStorageOrNull(purpose: string): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch (cause) {
    console.warn(`localStorage is not available; ${purpose} will not be kept.`, cause);
    return null;
  }
}
