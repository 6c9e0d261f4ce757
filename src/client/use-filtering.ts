import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher } from './fetcher';
import { type FilteringKey, apiKeys } from './keys';
import { preloadCall, takingPreloaded } from './preload-call';
import type { ApiError } from './errors';
import type { FilteringResponse } from './types';

const withoutRequestId = (answer: FilteringResponse) => JSON.stringify({ ...answer, dataLayer: { ...answer.dataLayer, requestId: null } });

/**
 * Two filtering answers show the same listing when they differ at most in their request id, which is fresh
 * on every answer. Keeping the answer on screen then spares re-rendering every card after a revalidation;
 * its request id still names the request that produced the list the visitor sees.
 */
export function sameListing(a: FilteringResponse | undefined, b: FilteringResponse | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return withoutRequestId(a) === withoutRequestId(b);
}

const callFiltering: (key: FilteringKey) => Promise<FilteringResponse> = apiFetcher;
const fetchListing = takingPreloaded(callFiltering);

/** The live listing for a URL (spec §7 filtering); pass the build-time page as `fallbackData`. Null pauses. */
export function useFiltering(
  url: string | null,
  options: SWRConfiguration<FilteringResponse, ApiError> = {},
): SWRResponse<FilteringResponse, ApiError> {
  return useSWR<FilteringResponse, ApiError, FilteringKey | null>(url === null ? null : apiKeys.filtering(url), fetchListing, options);
}

/** Starts the live listing's call for a URL before a view asks for it (`useFiltering` with that URL takes its answer). */
export const preloadFiltering = (url: string): void => preloadCall(apiKeys.filtering(url), callFiltering);
