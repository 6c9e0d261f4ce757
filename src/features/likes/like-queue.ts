import type { LikeItemType } from '../../client/likes-api';
import type { LikeInfo } from '../../client';

/** The service answers at most this many ids per request (the contract's batch limit). */
export const LIKE_BATCH_MAX = 100;
/** How long ids whose lookup failed wait before they are asked for again (spec §8: re-queued, retried later). */
export const LIKE_RETRY_MS = 10_000;

export interface LikeQueueOptions {
  fetchInfos: (request: { itemType: LikeItemType; ids: string[] }) => Promise<LikeInfo[]>;
  onInfos: (itemType: LikeItemType, infos: LikeInfo[]) => void;
}

/**
 * Spec §4/§7: like info is asked for in batches per item type. Every id requested during one tick joins the batch
 * sent after it; a failed batch is logged and its ids go back into the queue, asked for again after LIKE_RETRY_MS.
 */
export function createLikeQueue({ fetchInfos, onInfos }: LikeQueueOptions) {
  const waiting = new Map<LikeItemType, Set<string>>();
  const inFlight = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flightKey = (itemType: LikeItemType, id: string) => `${itemType}:${id}`;

  function schedule(delay: number) {
    if (timer !== null) return;
    timer = setTimeout(flush, delay);
  }

  function enqueue(itemType: LikeItemType, ids: readonly string[]) {
    const queue = waiting.get(itemType) ?? new Set<string>();
    waiting.set(itemType, queue);
    for (const id of ids) if (!inFlight.has(flightKey(itemType, id))) queue.add(id);
  }

  async function send(itemType: LikeItemType, ids: string[]) {
    for (const id of ids) inFlight.add(flightKey(itemType, id));
    try {
      onInfos(itemType, await fetchInfos({ itemType, ids }));
    } catch (cause) {
      console.error(`Could not load likes of ${ids.length} ${itemType} items; asking again later.`, cause);
      for (const id of ids) inFlight.delete(flightKey(itemType, id));
      enqueue(itemType, ids);
      schedule(LIKE_RETRY_MS);
      return;
    }
    for (const id of ids) inFlight.delete(flightKey(itemType, id));
  }

  function flush() {
    timer = null;
    const batches: Array<Promise<void>> = [];
    for (const [itemType, queue] of waiting) {
      const ids = [...queue];
      queue.clear();
      for (let start = 0; start < ids.length; start += LIKE_BATCH_MAX)
        batches.push(send(itemType, ids.slice(start, start + LIKE_BATCH_MAX)));
    }
    return Promise.all(batches);
  }

  return {
    /** Asks for an item's like info in the next batch (an id already asked for and not answered yet is not asked twice). */
    request(itemType: LikeItemType, itemId: string) {
      enqueue(itemType, [itemId]);
      schedule(0);
    },
    /** Forgets what waits (tests, and a change of user that makes every answer stale). */
    clear() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting.clear();
      inFlight.clear();
    },
  };
}
