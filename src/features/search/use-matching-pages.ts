import { useMemo } from 'react';
import useSWR from 'swr';
import { loadPageIndex, type PageHit, type PageIndex, searchPages } from '../../lib/page-index';
import { PAGE_INDEX_PATH, type SerialisedPageIndex } from '../../lib/page-index-file';

async function fetchPageIndex(path: string): Promise<PageIndex> {
  const response = await fetch(new URL(path, window.location.href));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return loadPageIndex((await response.json()) as SerialisedPageIndex);
}

const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * The site's pages (info and legal pages now) that match a query, for the panel's 'Страници' group. The page index is a
 * static file fetched once, when the panel first has a query; without it (still loading, or failed) there are none.
 */
export function useMatchingPages(query: string | null): PageHit[] {
  const { data: pageIndex } = useSWR(query === null ? null : PAGE_INDEX_PATH, fetchPageIndex, once);
  return useMemo(() => (pageIndex && query !== null ? searchPages({ pageIndex, query }) : []), [pageIndex, query]);
}
