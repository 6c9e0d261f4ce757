import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import type { CardLayout } from '../catalog';
import { localStorageOrNull } from '../../lib/local-storage';

/** Client intent only: how the visitor likes listings laid out. */
export interface ListingUiState {
  layout: CardLayout;
}

export const LISTING_LAYOUT_STORAGE_KEY = 'uyut:listing-layout';

export const listingUiStore = proxy<ListingUiState>({ layout: 'grid' });

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

/** Back to the grid, forgetting persistence (tests call it in beforeEach). */
export function resetListingUi(): void {
  stopPersisting?.();
  stopPersisting = null;
  listingUiStore.layout = 'grid';
}

export function useListingLayout(): CardLayout {
  useEffect(hydrateListingUi, []);
  return useSnapshot(listingUiStore).layout;
}
