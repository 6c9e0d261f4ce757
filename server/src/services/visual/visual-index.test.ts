import { Random } from '../../demo/prng';
import { DESCRIPTOR_LENGTH, descriptorDistance } from './descriptor';
import { type VisualEntry, VisualIndex } from './visual-index';

function vector(values: number[]): Float32Array {
  const out = new Float32Array(DESCRIPTOR_LENGTH);
  out.set(values);
  return out;
}

const entry = (variantId: number, productId: number, categoryId: number, x: number): VisualEntry => ({
  variantId,
  productId,
  categoryId,
  vector: vector([x]),
});

describe('VisualIndex (issue 25 §5 nearest neighbours)', () => {
  const index = new VisualIndex([entry(1, 10, 1, 0), entry(2, 11, 1, 1), entry(3, 11, 2, 0.5), entry(4, 12, 2, 3), entry(5, 13, 1, 1)]);

  it('answers the nearest offers first, one per product, ties by lower id', () => {
    expect(index.nearest({ vector: vector([0.9]), limit: 10 })).toEqual([2, 5, 1, 4]);
    expect(index.nearest({ vector: vector([0.6]), limit: 10 })).toEqual([3, 5, 1, 4]);
    expect(index.nearest({ vector: vector([1]), limit: 2 })).toEqual([2, 5]);
  });

  it('leaves out the asked product and offers outside the categories', () => {
    expect(index.nearest({ vector: vector([0.9]), limit: 10, excludeProductId: 11 })).toEqual([5, 1, 4]);
    expect(index.nearest({ vector: vector([0.9]), limit: 10, categoryIds: new Set([2]) })).toEqual([3, 4]);
    expect(index.nearest({ vector: vector([0.9]), limit: 0 })).toEqual([]);
  });

  it('agrees with sorting every distance (random catalogue)', () => {
    const random = new Random(7);
    const entries = Array.from({ length: 2000 }, (_, i) => ({
      variantId: i + 1,
      productId: random.int(1, 700),
      categoryId: random.int(1, 4),
      vector: Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => random.next()),
    }));
    const big = new VisualIndex(entries);
    for (let q = 0; q < 20; q += 1) {
      const query = Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => random.next());
      const best = new Map<number, { id: number; d: number }>();
      for (const e of entries) {
        if (e.categoryId === 4) continue;
        const d = descriptorDistance(query, e.vector);
        const current = best.get(e.productId);
        if (!current || d < current.d || (d === current.d && e.variantId < current.id)) best.set(e.productId, { id: e.variantId, d });
      }
      const expected = [...best.values()]
        .sort((a, b) => a.d - b.d || a.id - b.id)
        .slice(0, 24)
        .map((b) => b.id);
      expect(big.nearest({ vector: query, limit: 24, categoryIds: new Set([1, 2, 3]) })).toEqual(expected);
    }
  });
});
