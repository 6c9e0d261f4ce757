import type { Variant } from '../../client';
import { bg } from '../../i18n';
import { deliversBeforeChristmas, discountLabel, productPath } from '@uyut/core';
import { deliveryTimeText } from '../../lib/delivery';
import { sitePrices } from '../../lib/currency';
import { type ClickThroughInput, clickThroughUrl } from './offer-rules';

export type CardLayout = 'grid' | 'row';

/** Spec §9: up to 3 parameters on cards, 6 in rows. */
export const PARAMETER_LIMITS: Record<CardLayout, number> = { grid: 3, row: 6 };
/** Spec §9: carousel images per card. */
export const CARD_SLIDER_MAX_IMAGES = 10;
/** Spec §5: a card's image slider is built only with 2 or more images. */
export const CARD_SLIDER_MIN_IMAGES = 2;

export function cardParameters(variant: Pick<Variant, 'displayParameters'>, layout: CardLayout): string[] {
  return variant.displayParameters.slice(0, PARAMETER_LIMITS[layout]);
}

/** The slider's images: none below two (no slider), at most ten. */
export function sliderImages<T>(images: readonly T[]): T[] {
  return images.length < CARD_SLIDER_MIN_IMAGES ? [] : images.slice(0, CARD_SLIDER_MAX_IMAGES);
}

export type TierKind = 'bestseller' | 'seller' | 'low';

/** Spec §4 tier label: bestseller, seller, or otherwise a low-tier label. */
export function tierLabel(tier: string | null): { kind: TierKind; text: string } {
  const kind: TierKind = tier === 'bestseller' || tier === 'seller' ? tier : 'low';
  return { kind, text: bg.catalogue.tiers[kind] };
}

export type PromoTagKind = 'priceDrop' | 'blackFriday' | 'gardenSales';

/** Spec §2/§3: price drops carry 'Ограничена оферта'; promo tags blackFriday and gardenSales. */
export function promoTags(tags: Variant['promoTags']): Array<{ kind: PromoTagKind; text: string }> {
  const all: Array<{ kind: PromoTagKind; text: string }> = [
    { kind: 'priceDrop', text: bg.catalogue.priceDrop },
    { kind: 'blackFriday', text: bg.catalogue.promo.blackFriday },
    { kind: 'gardenSales', text: bg.catalogue.promo.gardenSales },
  ];
  return all.filter(({ kind }) => tags[kind]);
}

/** Spec §9: 'или {months} пъти {amount}', null without an instalment plan. */
export function installmentText(price: Variant['price']): string | null {
  const { installmentMonths: months, installmentAmount: amount } = price;
  if (!months || !amount) return null;
  return bg.catalogue.installment(months, sitePrices({ amount, currency: price.currency }).primary);
}

/**
 * EU Omnibus: beside every (verified) discount, the lowest price of the 30 days before the reduction. Null
 * without a discount; the text is null when our history has no price in that window.
 */
export function omnibusNote(variant: Pick<Variant, 'discount' | 'price'>): { text: string | null } | null {
  const { discount } = variant;
  if (!discount) return null;
  const low = discount.lowestPrice30Days;
  return {
    text: low === null ? null : bg.catalogue.lowest30Days(sitePrices({ amount: low, currency: variant.price.currency }).primary),
  };
}

/** The voucher's value: '-10 %' for a percentage, '-20 лв.' for an amount (minor units). */
export function voucherValueText(voucher: Pick<NonNullable<Variant['voucher']>, 'value' | 'valueType'>, currency: string): string {
  if (voucher.valueType === 'percent') return discountLabel(voucher.value);
  return `-${sitePrices({ amount: voucher.value, currency }).primary}`;
}

export type AvailabilityKind = 'inactive' | 'christmas' | 'delivery';

export interface AvailabilityOptions {
  now: Date;
  /** Christmas feature flag: its days threshold, or null when the flag is off. */
  christmasThresholdDays: number | null;
}

export interface Availability {
  kind: AvailabilityKind;
  text: string | null;
  /** Spec §9: shipping 0 is 'Безплатна доставка'. */
  freeShipping: boolean;
}

/**
 * Spec §4 availability display: inactive 'Не е в наличност'; otherwise Christmas delivery, else the
 * delivery time (0 days 'Готов за изпращане', days or weeks) or in stock; plus free shipping.
 */
export function availability(
  variant: Pick<Variant, 'active' | 'inStock' | 'deliveryInDays' | 'deliveryPrice'>,
  options: AvailabilityOptions,
): Availability {
  if (!variant.active) return { kind: 'inactive', text: bg.availability.inactive, freeShipping: false };
  const freeShipping = variant.deliveryPrice === 0;
  const christmas = deliversBeforeChristmas({
    now: options.now,
    thresholdDays: options.christmasThresholdDays,
    deliveryInDays: variant.deliveryInDays,
  });
  if (christmas) return { kind: 'christmas', text: bg.catalogue.christmas, freeShipping };
  return { kind: 'delivery', text: deliveryTimeText(variant), freeShipping };
}

export interface MainLink {
  href: string;
  /** True for the shop (new tab, nofollow); false for the product page (in-site navigation). */
  external: boolean;
}

/**
 * The card's main link: the click-through link for active variants, the product page for inactive
 * ones or when the spec §6 feature flag (multiplier setting non-empty) sends it to the detail page.
 */
export function mainLink(
  input: ClickThroughInput & { variant: Pick<Variant, 'active' | 'productId' | 'productSlug'>; toDetail: boolean },
): MainLink {
  if (!input.variant.active || input.toDetail) return { href: productPath(input.variant), external: false };
  return { href: clickThroughUrl(input), external: true };
}

/** Spec §6: the flag's multiplier setting sends the main link to the detail page when non-empty. */
export function mainLinkToDetailFromFlag(multiplier: string | number | null | undefined): boolean {
  return multiplier !== null && multiplier !== undefined && String(multiplier).trim() !== '';
}
