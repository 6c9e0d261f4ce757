import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from './errors';
import { type SearchKey, searchKeys, type SearchTrendingKey } from './keys';
import { searchApi } from './search-api';
import type { SearchGroup, SearchTrending } from './types';

/**
 * The suggestion groups of a normalised query (spec §7 Search service); null pauses. Each query is its own cache entry,
 * so an answer that arrives after a newer query's never replaces what the newer query shows; the previous query's
 * groups stay on screen while the next one loads.
 */
export function useSearchSuggestions(query: string | null): SWRResponse<SearchGroup[], ApiError> {
  return useSWR<SearchGroup[], ApiError, SearchKey | null>(
    query === null ? null : searchKeys.search(query),
    ([, , q]) => searchApi.search({ q }),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}

/** The trending categories (spec §2 search panel, empty query); `enabled` false pauses. */
export function useSearchTrending(enabled: boolean): SWRResponse<SearchTrending, ApiError> {
  return useSWR<SearchTrending, ApiError, SearchTrendingKey | null>(
    enabled ? searchKeys.trending() : null,
    () => searchApi.searchTrending(),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}
