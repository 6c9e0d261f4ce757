import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher } from './fetcher';
import { type FilteringKey, apiKeys } from './keys';
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

/** The live listing for a URL (spec §7 filtering); pass the build-time page as `fallbackData`. Null pauses. */
export function useFiltering(
  url: string | null,
  options: SWRConfiguration<FilteringResponse, ApiError> = {},
): SWRResponse<FilteringResponse, ApiError> {
  return useSWR<FilteringResponse, ApiError, FilteringKey | null>(url === null ? null : apiKeys.filtering(url), apiFetcher, options);
}
