import { useSyncExternalStore } from 'react';
import { proxy, snapshot, subscribe } from 'valtio';
import { productPath, RECENT_PRODUCTS_LIMIT } from '@uyut/core';
import type { Product } from '../../client';
import { localStorageOrNull } from '../../lib/local-storage';

/** A product the shopper viewed, as the search panel lists it under 'Започнете оттам, откъдето сте спрели'. */
export interface RecentProduct {
  id: number;
  name: string;
  /** The product page's path. */
  path: string;
}

export interface RecentProductsState {
  /** Newest first, at most RECENT_PRODUCTS_LIMIT. */
  products: RecentProduct[];
}

export const RECENT_PRODUCTS_STORAGE_KEY = 'uyut:recent-products';

export const recentProductsStore = proxy<RecentProductsState>({ products: [] });

let hydrated = false;

/** The list after viewing `product`: it moves to the front (once), the oldest beyond the limit drop off. */
export function withViewedProduct(list: readonly RecentProduct[], product: RecentProduct): RecentProduct[] {
  return [product, ...list.filter((entry) => entry.id !== product.id)].slice(0, RECENT_PRODUCTS_LIMIT);
}

/**
 * What the panel keeps of a product page: its id, name and path. No photo: its URL needs the image rules, which would
 * then load in one chunk more and so, by webpack's count, with every page's first load (load-on-demand.ts).
 */
export function recentProductOf(product: Pick<Product, 'id' | 'slug' | 'name'>): RecentProduct {
  return { id: product.id, name: product.name, path: productPath({ productId: product.id, productSlug: product.slug }) };
}

function isRecentProduct(value: unknown): value is RecentProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(entry.id) && typeof entry.name === 'string' && typeof entry.path === 'string' && entry.path.startsWith('/product/')
  );
}

/** The stored list, keeping only well-formed entries (storage is the shopper's to edit) and at most the limit. */
export function parseStoredRecent(text: string | null): RecentProduct[] {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecentProduct).slice(0, RECENT_PRODUCTS_LIMIT) : [];
  } catch (cause) {
    console.warn('The stored recently viewed products are unreadable; starting empty.', cause);
    return [];
  }
}

function save(products: readonly RecentProduct[]): void {
  const storage = localStorageOrNull('the recently viewed products');
  try {
    storage?.setItem(RECENT_PRODUCTS_STORAGE_KEY, JSON.stringify(products));
  } catch (cause) {
    console.warn('Could not save the recently viewed products (storage full or disabled).', cause);
  }
}

/** Reads the stored list once per page load, after mount (the server render and the first client render agree). */
export function hydrateRecentProducts(): void {
  if (hydrated) return;
  hydrated = true;
  const stored = parseStoredRecent(localStorageOrNull('the recently viewed products')?.getItem(RECENT_PRODUCTS_STORAGE_KEY) ?? null);
  recentProductsStore.products = stored;
}

/** A product page was viewed: it leads the list, in memory and in storage. */
export function rememberViewedProduct(product: Pick<Product, 'id' | 'slug' | 'name'>): void {
  hydrateRecentProducts();
  recentProductsStore.products = withViewedProduct(recentProductsStore.products, recentProductOf(product));
  save(recentProductsStore.products);
}

/** Empties the list and forgets hydration (tests call it in beforeEach). */
export function resetRecentProducts(): void {
  hydrated = false;
  recentProductsStore.products = [];
}

const subscribeRecent = (onChange: () => void) => subscribe(recentProductsStore, onChange);
const recentSnapshot = () => snapshot(recentProductsStore).products;
const noProducts = (): readonly RecentProduct[] => [];

/** The recently viewed products, newest first (React's store hook, as the compare store reads its own). */
export function useRecentProducts(): readonly RecentProduct[] {
  return useSyncExternalStore(subscribeRecent, recentSnapshot, noProducts);
}
