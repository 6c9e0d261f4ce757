import { useMemo } from 'react';
import { type Product, useProducts, useVariantsByIds } from '../../client';
import type { CompareColumn } from './compare-rows';

export interface Comparison {
  /** The compared offers the catalogue still knows, in the order of the list; undefined while loading. */
  columns: CompareColumn[] | undefined;
  failed: boolean;
  retry: () => void;
}

/**
 * The offers of `ids` (variant/by-ids), then their products (for the lowest offer and the shops), through the client
 * layer's SWR hooks. The table shows as soon as the offers are in; the products fill in the lowest offers after.
 */
/*
 * A removal asks for a shorter list, a new key: the previous answer stays meanwhile, narrowed to the ids still asked
 * for, so the table (and its 'Само разликите' switch) stays on screen instead of flashing 'loading'.
 */
const KEEP = { keepPreviousData: true };

export function useComparison(ids: readonly number[]): Comparison {
  const variants = useVariantsByIds(ids, KEEP);
  const productIds = useMemo(() => [...new Set((variants.data?.variants ?? []).map((variant) => variant.productId))], [variants.data]);
  const products = useProducts(productIds, KEEP);
  const asked = ids.join(',');
  const columns = useMemo(() => {
    if (variants.data === undefined) return undefined;
    const byId = new Map<number, Product>((products.data ?? []).map((product) => [product.id, product]));
    const wanted = new Set(asked.split(',').map(Number));
    return variants.data.variants
      .filter((variant) => wanted.has(variant.id))
      .map((variant) => {
        const product = byId.get(variant.productId);
        return product === undefined ? { variant } : { variant, product };
      });
  }, [variants.data, products.data, asked]);
  return {
    columns: ids.length === 0 ? [] : columns,
    failed: variants.error !== undefined,
    retry: () => {
      void variants.mutate();
    },
  };
}
