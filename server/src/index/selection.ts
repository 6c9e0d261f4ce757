/** Selections of the filter index: the unfiltered one, and the key a selection's counts are cached under. */

import type { IndexQuery } from './types';

/** A selection without any filter or base flag: the whole catalogue (`categoryIds` null) or categories' subtrees. */
export function unfilteredQuery(categoryIds: number[] | null, childCategoryIds: number[]): IndexQuery {
  return {
    categoryIds,
    matched: null,
    childCategoryIds,
    baseFlags: 0,
    baseShopId: null,
    baseVoucherCode: null,
    maxDeliveryDays: null,
    priceDropSince: null,
    features: [],
    params: [],
    manufacturers: [],
    shops: [],
    price: { from: null, to: null },
    dimensions: [],
    sort: 'relevance',
    offset: 0,
    limit: 0,
  };
}

/** The selection a query counts over, as a key: everything but sort and page, in a fixed order. */
export function selectionKey(q: IndexQuery): string {
  return JSON.stringify([
    q.categoryIds,
    q.matched?.key ?? null,
    q.childCategoryIds,
    q.baseFlags,
    q.baseShopId,
    q.baseVoucherCode,
    q.maxDeliveryDays,
    q.priceDropSince,
    q.features,
    q.params,
    q.manufacturers,
    q.shops,
    q.price,
    q.dimensions,
  ]);
}
