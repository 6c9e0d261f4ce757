import { DESCRIPTOR_LENGTH } from './descriptor';

/** One listed offer as the visual index holds it: the descriptor of its main picture. */
export interface VisualEntry {
  variantId: number;
  productId: number;
  categoryId: number;
  vector: Float32Array;
}

/** What a nearest-neighbour query asks for. */
export interface VisualQuery {
  vector: Float32Array;
  limit: number;
  /** Only offers in these categories; every category when absent. */
  categoryIds?: ReadonlySet<number>;
  /** The asked offer's own product, left out. */
  excludeProductId?: number;
}

/**
 * The descriptors of the listed offers in one typed array, searched by brute force: the squared distance to every
 * row, keeping the `limit` nearest products in a small sorted list (one offer per product: its nearest). At the demo
 * size and at 100k offers the figures are in tests/bench/visual.bench.ts.
 */
export class VisualIndex {
  private readonly vectors: Float32Array;
  private readonly variantIds: Int32Array;
  private readonly productIds: Int32Array;
  private readonly categoryIds: Int32Array;

  constructor(entries: readonly VisualEntry[]) {
    this.vectors = new Float32Array(entries.length * DESCRIPTOR_LENGTH);
    this.variantIds = new Int32Array(entries.length);
    this.productIds = new Int32Array(entries.length);
    this.categoryIds = new Int32Array(entries.length);
    entries.forEach((entry, row) => {
      this.vectors.set(entry.vector, row * DESCRIPTOR_LENGTH);
      this.variantIds[row] = entry.variantId;
      this.productIds[row] = entry.productId;
      this.categoryIds[row] = entry.categoryId;
    });
  }

  get size(): number {
    return this.variantIds.length;
  }

  /** The variant ids of the nearest offers, nearest first (ties: lower id), one per product. */
  nearest(query: VisualQuery): number[] {
    const { vector, limit, categoryIds, excludeProductId } = query;
    if (limit <= 0) return [];
    /* The kept rows, nearest first, and their distances; `worst` is the distance a row must beat once the list is full. */
    const kept: number[] = [];
    const distances: number[] = [];
    let worst = Infinity;
    const vectors = this.vectors;
    for (let row = 0; row < this.variantIds.length; row += 1) {
      const productId = this.productIds[row]!;
      if (productId === excludeProductId) continue;
      if (categoryIds && !categoryIds.has(this.categoryIds[row]!)) continue;
      let sum = 0;
      const base = row * DESCRIPTOR_LENGTH;
      for (let i = 0; i < DESCRIPTOR_LENGTH && sum < worst; i += 1) {
        const d = vectors[base + i]! - vector[i]!;
        sum += d * d;
      }
      if (sum > worst || (sum === worst && this.variantIds[row]! > this.variantIds[kept[kept.length - 1]!]!)) continue;
      this.keep({ kept, distances, row, distance: sum, limit });
      if (kept.length === limit) worst = distances[distances.length - 1]!;
    }
    return kept.map((row) => this.variantIds[row]!);
  }

  /** Puts `row` in its place among the kept rows: it replaces a farther offer of its own product, or takes a place. */
  private keep(input: { kept: number[]; distances: number[]; row: number; distance: number; limit: number }): void {
    const { kept, distances, row, distance } = input;
    const productId = this.productIds[row]!;
    const before = (other: number, otherDistance: number) =>
      distance < otherDistance || (distance === otherDistance && this.variantIds[row]! < this.variantIds[other]!);
    const same = kept.findIndex((other) => this.productIds[other] === productId);
    if (same !== -1) {
      if (!before(kept[same]!, distances[same]!)) return;
      kept.splice(same, 1);
      distances.splice(same, 1);
    }
    let at = kept.length;
    while (at > 0 && before(kept[at - 1]!, distances[at - 1]!)) at -= 1;
    kept.splice(at, 0, row);
    distances.splice(at, 0, distance);
    if (kept.length > input.limit) {
      kept.pop();
      distances.pop();
    }
  }
}
