import type { FilteringResponse } from '../../client';

export type FilterGroups = FilteringResponse['groups'];
/** Spec §3 Filter choice: ident, id, name, url, selected, disabled, followable, highlighted, count. */
export type FilterChoice = FilterGroups['category'][number];
/** Spec §3 Price filter. Range and histogram bounds are whole BGN, like `priceFrom` / `priceTo`. */
export type PriceGroup = NonNullable<FilterGroups['price']>;
