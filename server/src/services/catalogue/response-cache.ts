/** What a kept response was rendered from: it is answered again only while all of it is unchanged. */
export interface RenderedFrom {
  /** The filter index object (a rebuild replaces it) and its version (every row change moves it). */
  index: object;
  indexVersion: number;
  /** The catalogue's version and newest change id (repository `catalogueState`). */
  catalogue: string;
}

interface Kept<T> {
  from: RenderedFrom;
  expires: number;
  value: T;
}

/**
 * Rendered responses per canonical URL, least recently used out past `size`. An entry is answered while the index
 * and the catalogue it was rendered from are unchanged, and for at most `ttlMs` (time-based rules move on their own);
 * past that it is offered as `expired` for the caller to check, and `renew` answers it for another `ttlMs`.
 */
export class ResponseCache<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(private readonly options: { size: number; ttlMs: number }) {}

  get(key: string, options: { from: RenderedFrom; at: number }): T | undefined {
    const kept = this.current(key, options.from);
    return kept && options.at < kept.expires ? kept.value : undefined;
  }

  /** An entry rendered from the same index and catalogue whose time ran out. */
  expired(key: string, options: { from: RenderedFrom; at: number }): T | undefined {
    const kept = this.current(key, options.from);
    return kept && options.at >= kept.expires ? kept.value : undefined;
  }

  /** Answers the entry for another `ttlMs` from `at`. */
  renew(key: string, options: { at: number }): void {
    const kept = this.kept.get(key);
    if (kept) kept.expires = options.at + this.options.ttlMs;
  }

  set(key: string, options: { from: RenderedFrom; at: number; value: T }): void {
    this.kept.delete(key);
    this.kept.set(key, { from: options.from, expires: options.at + this.options.ttlMs, value: options.value });
    if (this.kept.size > this.options.size) this.kept.delete(this.kept.keys().next().value!);
  }

  /** The entry of `key` as the most recently used, if it was rendered from `from`; forgets one rendered from another. */
  private current(key: string, from: RenderedFrom): Kept<T> | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    this.kept.delete(key);
    if (kept.from.index !== from.index || kept.from.indexVersion !== from.indexVersion || kept.from.catalogue !== from.catalogue)
      return undefined;
    this.kept.set(key, kept);
    return kept;
  }
}
