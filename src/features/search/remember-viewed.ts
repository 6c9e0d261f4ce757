import { useEffect } from 'react';
import type { Product } from '../../client';

/**
 * A product page records its product among the recently viewed ones (the search panel lists them) once it has
 * hydrated; the list's code loads then, on demand, so it stays out of the product page's first load (its budget). The
 * chunk is left unnamed: a name is one more entry in the webpack runtime, which every page loads first.
 */
export function useRememberViewedProduct(product: Pick<Product, 'id' | 'slug' | 'name'>): void {
  useEffect(() => {
    /* The page works without it; only the panel's list misses this product. */
    import('./recent-products').then((recent) => recent.rememberViewedProduct(product), console.warn);
  }, [product]);
}
