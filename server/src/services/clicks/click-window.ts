/**
 * Remembers which visitor clicked which offer recently, so a shop is billed once per visitor, offer and window
 * however often the link is followed. Bounded: the oldest entries go first once `maxEntries` are held. Per process,
 * like the rate limit; several API processes would each count a visitor's first click in a window.
 */
export function createClickWindow(options: { windowMs: number; maxEntries: number }) {
  const { windowMs, maxEntries } = options;
  /* A Map iterates in insertion order; a key is re-inserted when it opens a new window, so the first entry is the oldest. */
  const opened = new Map<string, number>();
  return {
    /** True when `key` (visitor and offer) has no click in the window ending at `now`, and opens a window for it. */
    isFirst(key: string, now: number): boolean {
      const since = opened.get(key);
      if (since !== undefined && now - since < windowMs) return false;
      opened.delete(key);
      opened.set(key, now);
      for (const [oldest, at] of opened) {
        if (opened.size <= maxEntries && now - at < windowMs) break;
        opened.delete(oldest);
      }
      return true;
    },
  };
}
