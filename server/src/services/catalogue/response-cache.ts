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
 * and the catalogue it was rendered from are unchanged, and for at most `ttlMs` (time-based rules move on their own).
 */
export class ResponseCache<T> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(private readonly options: { size: number; ttlMs: number }) {}

  get(key: string, options: { from: RenderedFrom; at: number }): T | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    this.kept.delete(key);
    const { from } = options;
    if (kept.from.index !== from.index || kept.from.indexVersion !== from.indexVersion || kept.from.catalogue !== from.catalogue || options.at >= kept.expires) return undefined;
    this.kept.set(key, kept);
    return kept.value;
  }

  set(key: string, options: { from: RenderedFrom; at: number; value: T }): void {
    this.kept.delete(key);
    this.kept.set(key, { from: options.from, expires: options.at + this.options.ttlMs, value: options.value });
    if (this.kept.size > this.options.size) this.kept.delete(this.kept.keys().next().value!);
  }
}
