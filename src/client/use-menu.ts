import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher } from './fetcher';
import { type MenuKey, apiKeys } from './keys';
import type { ApiError } from './errors';
import type { MenuResponse } from './types';

/** Spec §9: the menu is cached for an hour. */
export const MENU_CACHE_MS = 60 * 60 * 1000;

/** The live menu (spec §7); pass the build-time menu as `fallbackData`. */
export function useMenu(options: SWRConfiguration<MenuResponse, ApiError> = {}): SWRResponse<MenuResponse, ApiError> {
  return useSWR<MenuResponse, ApiError, MenuKey>(apiKeys.menu(), apiFetcher, {
    dedupingInterval: MENU_CACHE_MS,
    revalidateOnFocus: false,
    ...options,
  });
}
