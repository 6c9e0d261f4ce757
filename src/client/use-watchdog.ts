import { PROJECT } from '@uyut/core';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from './errors';
import { apiKeys, type VariantsWatchedKey, type WatchdogKey } from './keys';
import type { VariantId, WatchdogState, WatchedItem } from './types';
import { watchdogApi } from './watchdog-api';

/**
 * The caller's watchdog on a variant, one cache entry per variant, so a card and the product page share it; `enabled`
 * false pauses (cards read it only once the shopper reaches them). A failed read is silent (spec §8): no retry, no
 * message; the caller shows the unsubscribed state.
 */
export function useWatchdogStatus(variantId: VariantId, enabled: boolean): SWRResponse<WatchdogState, ApiError> {
  return useSWR<WatchdogState, ApiError, WatchdogKey | null>(
    enabled ? apiKeys.watchdog(variantId) : null,
    ([, , id]) => watchdogApi.watchdogStatus({ project: PROJECT, variantId: id }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** The most watched variants the service lists at once: /user/watchdog shows them all on one page. */
const WATCHED_LIMIT = 200;

/** The signed-in user's watched variants; `signedIn` false pauses (no request that can only answer 401). */
export function useVariantsWatched(signedIn: boolean): SWRResponse<WatchedItem[], ApiError> {
  return useSWR<WatchedItem[], ApiError, VariantsWatchedKey | null>(signedIn ? apiKeys.variantsWatched() : null, () =>
    watchdogApi.variantsWatched({ limit: WATCHED_LIMIT }),
  );
}
