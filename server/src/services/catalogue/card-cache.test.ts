import { CardCache, type CardChange } from './card-cache';
import type { VariantRow } from './repository';
import { toVariantCard } from './variant-dto';

const card = (id: number, productId: number) =>
  toVariantCard({ id, product_id: productId, params: '[]', price_drop_at: null } as VariantRow, []);

describe('kept variant cards follow the change log', () => {
  /** A change log of `changes` read `batch` at a time, as the repository reads it. */
  const log = (changes: CardChange[], batch = 100) => ({
    batch,
    read: async (after: number) => changes.filter((c) => c.id > after).slice(0, batch),
  });

  async function warm(cache: CardCache): Promise<void> {
    await cache.follow({ lastChange: 10, ...log([]) });
    cache.store({
      generation: cache.generation,
      cards: [card(1, 100), card(2, 100), card(3, 300)],
      offerCounts: new Map([
        [100, 2],
        [300, 1],
        [400, 5],
      ]),
    });
  }

  it('forgets the cards of the variants a change names and the offer counts of their products, and keeps the others', async () => {
    const cache = new CardCache({ size: 10 });
    await warm(cache);
    await cache.follow({
      lastChange: 12,
      ...log([
        { id: 11, variantId: 1, productId: 100 },
        { id: 12, variantId: 9, productId: 400 },
      ]),
    });
    expect([1, 2, 3].map((id) => cache.card(id)?.row.id)).toEqual([undefined, 2, 3]);
    expect([100, 300, 400].map((id) => cache.offerCount(id))).toEqual([undefined, 1, undefined]);
  });

  it('forgets the offer count of a kept variant that is gone (its change names no product)', async () => {
    const cache = new CardCache({ size: 10 });
    await warm(cache);
    await cache.follow({ lastChange: 11, ...log([{ id: 11, variantId: 3, productId: null }]) });
    expect(cache.card(3)).toBeUndefined();
    expect(cache.offerCount(300)).toBeUndefined();
  });

  it('reads the changes since in one batch, those committed after the newest change it was given too', async () => {
    const cache = new CardCache({ size: 10 });
    await warm(cache);
    await cache.follow({ lastChange: 12, ...log([11, 12, 13].map((id) => ({ id, variantId: id - 10, productId: 500 }))) });
    expect([1, 2, 3].map((id) => cache.card(id)?.row.id)).toEqual([undefined, undefined, undefined]);
    cache.store({ generation: cache.generation, cards: [card(3, 300)], offerCounts: new Map() });
    await cache.follow({ lastChange: 13, ...log([]) });
    expect(cache.card(3)).toBeDefined();
  });

  it('keeps nothing read before a change it followed since', async () => {
    const cache = new CardCache({ size: 10 });
    await cache.follow({ lastChange: 10, ...log([]) });
    const before = cache.generation;
    await cache.follow({ lastChange: 11, ...log([{ id: 11, variantId: 1, productId: 100 }]) });
    cache.store({ generation: before, cards: [card(1, 100)], offerCounts: new Map([[100, 2]]) });
    expect(cache.card(1)).toBeUndefined();
    expect(cache.offerCount(100)).toBeUndefined();
  });

  it('forgets everything when more changes came than one batch reads, or the change log went back', async () => {
    const cache = new CardCache({ size: 10 });
    await warm(cache);
    await cache.follow({ lastChange: 14, ...log([], 3) });
    expect(cache.card(3)).toBeUndefined();
    cache.store({ generation: cache.generation, cards: [card(3, 300)], offerCounts: new Map() });
    await cache.follow({ lastChange: 2, ...log([]) });
    expect(cache.card(3)).toBeUndefined();
  });

  it('drops the least recently used card past its size', async () => {
    const cache = new CardCache({ size: 2 });
    await cache.follow({ lastChange: 0, ...log([]) });
    cache.store({ generation: cache.generation, cards: [card(1, 100), card(2, 100)], offerCounts: new Map() });
    cache.card(1);
    cache.store({ generation: cache.generation, cards: [card(3, 100)], offerCounts: new Map() });
    expect([1, 2, 3].map((id) => cache.card(id)?.row.id)).toEqual([1, undefined, 3]);
  });
});
