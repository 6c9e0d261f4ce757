import type { SimilarityProfile } from '../../index/types';

/** Similar products shown under the clicked card (spec §2 'Може да ви хареса и'). */
export const SIMILAR_LIMIT = 12;

/**
 * Weights of the similarity rules. Each rule scores 0…1: the share of the clicked offer's parameter values the
 * candidate shares, the same manufacturer, price proximity (1 at the same price, 0 at half or double) and rating / 5.
 */
export const SIMILARITY_WEIGHTS = { parameters: 4, manufacturer: 2, price: 2, rating: 1 } as const;

/** How close two prices are on a ratio scale: 1 when equal, falling to 0 at a factor of two either way. */
export function priceProximity(options: { price: number; to: number }): number {
  if (options.price <= 0 || options.to <= 0) return 0;
  return Math.max(0, 1 - Math.abs(Math.log2(options.price / options.to)));
}

export function similarityScore(options: { target: SimilarityProfile; candidate: SimilarityProfile }): number {
  const { target, candidate } = options;
  const wanted = new Set(target.values);
  const shared = candidate.values.filter((value) => wanted.has(value)).length;
  const parameters = wanted.size === 0 ? 0 : shared / wanted.size;
  const manufacturer = target.manufacturerId !== null && candidate.manufacturerId === target.manufacturerId ? 1 : 0;
  const price = priceProximity({ price: candidate.price, to: target.price });
  const rating = (candidate.rating ?? 0) / 5;
  const w = SIMILARITY_WEIGHTS;
  return w.parameters * parameters + w.manufacturer * manufacturer + w.price * price + w.rating * rating;
}

/**
 * The ids of the most similar offers, best first (ties: lower id): one offer per product, never the clicked
 * offer's own product, at most `limit`.
 */
export function rankSimilar(options: { target: SimilarityProfile; candidates: readonly SimilarityProfile[]; limit: number }): number[] {
  const { target } = options;
  const best = new Map<number, { id: number; score: number }>();
  for (const candidate of options.candidates) {
    if (candidate.productId === target.productId) continue;
    const score = similarityScore({ target, candidate });
    const current = best.get(candidate.productId);
    if (!current || score > current.score || (score === current.score && candidate.id < current.id))
      best.set(candidate.productId, { id: candidate.id, score });
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, options.limit)
    .map((entry) => entry.id);
}
