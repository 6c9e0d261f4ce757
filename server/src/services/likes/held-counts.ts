/**
 * Ids below this are held in a typed array indexed by id (4 bytes each, so at most 16 MB for a type); a larger id
 * goes to the map. Variant ids are row ids, dense from 1, so in practice every variant count is in the array.
 */
const DENSE_IDS = 1 << 22;
const DENSE_DIGITS = String(DENSE_IDS).length;
/** The array's first length; it doubles as larger ids are kept. */
const FIRST_LENGTH = 1 << 10;

/** The slot of a canonical positive integer id below DENSE_IDS (no sign, no leading zero), else -1. */
function denseIndex(itemId: string): number {
  const { length } = itemId;
  if (length === 0 || length > DENSE_DIGITS) return -1;
  let id = 0;
  for (let at = 0; at < length; at++) {
    const digit = itemId.charCodeAt(at) - 0x30;
    if (digit < 0 || digit > 9 || (at === 0 && digit === 0)) return -1;
    id = id * 10 + digit;
  }
  return id < DENSE_IDS ? id : -1;
}

/**
 * The like counts a process holds for one item type, by canonical item id. A batch looks up every id it is asked
 * about, and for variants a map of tens of thousands of string keys cost several cache misses per lookup (its
 * bucket, its entry, the key's text): ids that are small positive integers are slots of a typed array instead.
 */
export class HeldCounts {
  /** count + 1 at each id's slot; 0 when the id's count is not held. */
  private dense = new Int32Array(0);
  private readonly sparse = new Map<string, number>();
  private denseSize = 0;

  get size(): number {
    return this.denseSize + this.sparse.size;
  }

  get(itemId: string): number | undefined {
    const index = denseIndex(itemId);
    if (index < 0) return this.sparse.get(itemId);
    const slot = index < this.dense.length ? this.dense[index]! : 0;
    return slot === 0 ? undefined : slot - 1;
  }

  set(itemId: string, count: number): void {
    const index = denseIndex(itemId);
    if (index < 0) {
      this.sparse.set(itemId, count);
      return;
    }
    if (index >= this.dense.length) this.grow(index);
    if (this.dense[index] === 0) this.denseSize++;
    this.dense[index] = count + 1;
  }

  clear(): void {
    this.dense = new Int32Array(0);
    this.denseSize = 0;
    this.sparse.clear();
  }

  private grow(index: number): void {
    let length = Math.max(FIRST_LENGTH, this.dense.length);
    while (length <= index) length *= 2;
    const grown = new Int32Array(Math.min(length, DENSE_IDS));
    grown.set(this.dense);
    this.dense = grown;
  }
}
