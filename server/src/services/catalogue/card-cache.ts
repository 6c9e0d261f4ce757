import type { VariantCard } from './variant-dto';

/** One catalogue change as the cache follows it: the variant it names and that variant's product (null when gone). */
export interface CardChange {
  id: number;
  variantId: number;
  productId: number | null;
}

/**
 * Variant cards and active-offer counts per product, kept across requests and across changes to other variants: the
 * service follows the catalogue change log up to the newest change before it reads (`follow`), which forgets the card
 * of every variant a change names and the offer count of its product. The least recently used go past `size` each.
 *
 * What a request read is kept only if no change was followed since it read it (`store` checks the `generation` it was
 * given), so a row read before a change can never outlive that change.
 */
export class CardCache {
  private readonly cards = new Map<number, VariantCard>();
  private readonly offerCounts = new Map<number, number>();
  /** The newest change the cache reflects; undefined before the first `follow`. */
  private applied: number | undefined;
  private moves = 0;

  constructor(private readonly options: { size: number }) {}

  /** Moves on every followed change: a read made at one generation is kept only while it is still current. */
  get generation(): number {
    return this.moves;
  }

  /**
   * Brings the cache up to the change `lastChange` with one `read` of the changes after the last one followed (oldest
   * first, at most `batch`): change ids are given in order, so at most `lastChange` minus that id came since. More than
   * a batch (a large import), or a change log that went back, forget everything instead.
   */
  async follow(options: { lastChange: number; batch: number; read: (after: number) => Promise<CardChange[]> }): Promise<void> {
    const { lastChange } = options;
    const after = this.applied;
    if (after === lastChange) return;
    if (after === undefined || lastChange < after || lastChange - after > options.batch) {
      this.clear(lastChange);
      return;
    }
    const changes = await options.read(after);
    this.moves++;
    for (const change of changes) this.forget(change);
    this.applied = Math.max(this.applied ?? lastChange, lastChange, changes.at(-1)?.id ?? lastChange);
  }

  card(variantId: number): VariantCard | undefined {
    const card = this.cards.get(variantId);
    if (card === undefined) return undefined;
    this.cards.delete(variantId);
    this.cards.set(variantId, card);
    return card;
  }

  offerCount(productId: number): number | undefined {
    return this.offerCounts.get(productId);
  }

  /** Keeps cards and offer counts read at `generation`; nothing when a change was followed since. */
  store(options: { generation: number; cards: readonly VariantCard[]; offerCounts: ReadonlyMap<number, number> }): void {
    if (options.generation !== this.moves) return;
    for (const card of options.cards) remember(this.cards, { key: card.row.id, value: card, size: this.options.size });
    for (const [productId, count] of options.offerCounts)
      remember(this.offerCounts, { key: productId, value: count, size: this.options.size });
  }

  private forget(change: CardChange): void {
    const card = this.cards.get(change.variantId);
    if (card !== undefined) this.offerCounts.delete(card.row.product_id);
    if (change.productId !== null) this.offerCounts.delete(change.productId);
    this.cards.delete(change.variantId);
  }

  private clear(lastChange: number): void {
    this.moves++;
    this.cards.clear();
    this.offerCounts.clear();
    this.applied = lastChange;
  }
}

/** Sets `key` as the most recently used entry of `map`, dropping the least recently used past `size`. */
function remember<K, V>(map: Map<K, V>, entry: { key: K; value: V; size: number }): void {
  map.delete(entry.key);
  map.set(entry.key, entry.value);
  if (map.size > entry.size) map.delete(map.keys().next().value!);
}
