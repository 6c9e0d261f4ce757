import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher } from './fetcher';
import { type FilteringKey, apiKeys } from './keys';
import type { ApiError } from './errors';
import type { FilteringResponse } from './types';

/** The live listing for a URL (spec §7 filtering); pass the build-time page as `fallbackData`. Null pauses. */
export function useFiltering(
  url: string | null,
  options: SWRConfiguration<FilteringResponse, ApiError> = {},
): SWRResponse<FilteringResponse, ApiError> {
  return useSWR<FilteringResponse, ApiError, FilteringKey | null>(url === null ? null : apiKeys.filtering(url), apiFetcher, options);
}
