import type { Variant } from '../../client';
import { bg } from '../../i18n';
import { discountLabel } from '@uyut/core';
import { sitePrices } from '../../lib/currency';

/*
 * The rules a card shares with the product page's offer table, apart from the card's own (card-rules.ts): the product
 * page loads these without the card's, which keeps its first load within its budget.
 */

/** A used or refurbished offer says so on its card and in the offer table; a new one says nothing. */
export function conditionLabel(condition: Variant['condition']): string | null {
  return condition === 'new' ? null : bg.catalogue.condition[condition];
}

export interface ShownDiscount {
  /** The badge, '-N %'. */
  label: string;
  /** The struck-out old price, minor units of the offer's currency. */
  before: number;
}

/**
 * The one rule of the site for a discount ('Без фалшиви намаления'): the server sends `discount` and the
 * struck `priceBeforeDiscount` only for an old price our price history verified (server catalogue/pricing.ts
 * verifiedDiscount), so badge and struck price come from those two fields and nothing else.
 */
export function shownDiscount(variant: Pick<Variant, 'discount' | 'price'>): ShownDiscount | null {
  const { discount } = variant;
  const before = variant.price.priceBeforeDiscount;
  if (!discount || before === null) return null;
  return { label: discountLabel(discount.discount), before };
}

/** An old price the shop states that our history did not verify: the shop's claim as plain text, or null. */
export function shopClaimText(variant: Pick<Variant, 'price'>): string | null {
  const claimed = variant.price.claimedPriceBefore;
  if (claimed === null) return null;
  return bg.catalogue.shopPriceBefore(sitePrices({ amount: claimed, currency: variant.price.currency }).primary);
}

export interface ClickThroughInput {
  variantId: number;
  clickSource: number;
  /** 1-based position of the card in the listing. */
  position: number;
  /** The listing request id (`ri`); omitted when unknown. */
  requestId?: string | null;
}

/** Spec §7 click-through link: `/go/{variantId}?src=…&pos=…&ri=…` (the server records and redirects). */
export function clickThroughUrl({ variantId, clickSource, position, requestId }: ClickThroughInput): string {
  const query = new URLSearchParams({ src: String(clickSource), pos: String(position) });
  if (requestId) query.set('ri', requestId);
  return `/go/${variantId}?${query.toString()}`;
}
