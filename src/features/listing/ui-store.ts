import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import type { CardLayout } from '../catalogue';
import { localStorageOrNull } from '../../lib/local-storage';

/** Client intent only: how the visitor likes listings laid out, and whether the filters sheet is open (small screens). */
export interface ListingUiState {
  layout: CardLayout;
  filtersOpen: boolean;
}

export const LISTING_LAYOUT_STORAGE_KEY = 'uyut:listing-layout';

export const listingUiStore = proxy<ListingUiState>({ layout: 'grid', filtersOpen: false });

let stopPersisting: (() => void) | null = null;

function isLayout(value: string | null): value is CardLayout {
  return value === 'grid' || value === 'row';
}

/** Reads the stored layout once and persists every change (after mount, so SSR HTML stays 'grid'). */
export function hydrateListingUi(): void {
  const store = localStorageOrNull('the listing layout');
  if (stopPersisting || !store) return;
  const stored = store.getItem(LISTING_LAYOUT_STORAGE_KEY);
  if (isLayout(stored)) listingUiStore.layout = stored;
  stopPersisting = subscribe(listingUiStore, () => {
    try {
      store.setItem(LISTING_LAYOUT_STORAGE_KEY, listingUiStore.layout);
    } catch (cause) {
      console.warn('Could not save the listing layout.', cause);
    }
  });
}

export function setListingLayout(layout: CardLayout): void {
  listingUiStore.layout = layout;
}

export function setFiltersOpen(open: boolean): void {
  listingUiStore.filtersOpen = open;
}

/** Back to the grid with the filters sheet closed, forgetting persistence (tests call it in beforeEach). */
export function resetListingUi(): void {
  stopPersisting?.();
  stopPersisting = null;
  listingUiStore.layout = 'grid';
  listingUiStore.filtersOpen = false;
}

export function useListingLayout(): CardLayout {
  useEffect(hydrateListingUi, []);
  return useSnapshot(listingUiStore).layout;
}

export function useFiltersOpen(): boolean {
  return useSnapshot(listingUiStore).filtersOpen;
}
