import type { SimilarityProfile } from '../../index/types';
import { priceProximity, rankSimilar, SIMILARITY_WEIGHTS, similarityScore } from './similarity';

const target: SimilarityProfile = { id: 1, productId: 1, manufacturerId: 5, price: 100_000, values: [1, 2, 3, 4], rating: 4 };
/** A candidate that matches on nothing: no shared values, other manufacturer, price far off, unrated. */
const plain = (id: number, over: Partial<SimilarityProfile> = {}): SimilarityProfile => ({
  id,
  productId: 100 + id,
  manufacturerId: 9,
  price: 1_000_000,
  values: [],
  rating: null,
  ...over,
});
const rank = (candidates: SimilarityProfile[], limit = 12) => rankSimilar({ target, candidates, limit });

describe('similar products ranking (spec §2 similar row, §7 similarity)', () => {
  it('ranks more shared parameter values first', () => {
    expect(rank([plain(2, { values: [1] }), plain(3, { values: [1, 2, 3] }), plain(4, { values: [7, 8] })])).toEqual([3, 2, 4]);
  });

  it('ranks the same manufacturer first, all else equal (an unknown manufacturer matches nothing)', () => {
    expect(rank([plain(2), plain(3, { manufacturerId: 5 })])).toEqual([3, 2]);
    expect(similarityScore({ target: { ...target, manufacturerId: null }, candidate: plain(2, { manufacturerId: null }) })).toBe(0);
  });

  it('ranks the closer price first, on a ratio scale', () => {
    expect(rank([plain(2, { price: 180_000 }), plain(3, { price: 110_000 }), plain(4, { price: 60_000 })])).toEqual([3, 4, 2]);
    expect(priceProximity({ price: 100, to: 100 })).toBe(1);
    expect(priceProximity({ price: 50, to: 100 })).toBe(0);
    expect(priceProximity({ price: 200, to: 100 })).toBe(0);
    expect(priceProximity({ price: 0, to: 100 })).toBe(0);
  });

  it('ranks the better rated first, all else equal', () => {
    expect(rank([plain(2, { rating: 3 }), plain(3, { rating: 4.8 }), plain(4)])).toEqual([3, 2, 4]);
  });

  it('weighs shared parameters most: a full match beats the same manufacturer with the best rating', () => {
    expect(Math.max(...Object.values(SIMILARITY_WEIGHTS))).toBe(SIMILARITY_WEIGHTS.parameters);
    expect(rank([plain(2, { manufacturerId: 5, rating: 5 }), plain(3, { values: [1, 2, 3, 4] })])).toEqual([3, 2]);
  });

  it('shows one offer per product (its best), never the clicked product, ties by lower id, at most the limit', () => {
    const candidates = [
      plain(2, { productId: 50 }),
      plain(3, { productId: 50, values: [1] }),
      plain(4, { productId: 1, values: [1, 2, 3, 4] }),
      plain(5),
      plain(6),
    ];
    expect(rank(candidates)).toEqual([3, 5, 6]);
    expect(rank(candidates, 2)).toEqual([3, 5]);
  });
});
