import { bg } from '../i18n';
import { sitePrices } from './currency';
import { formatCount } from '@uyut/core';

/** Delivery times of two weeks or more are shown in weeks (spec §9 "relative days or weeks"). */
const WEEKS_FROM_DAYS = 14;
const DAYS_PER_WEEK = 7;

/**
 * Availability and delivery time of one offer (spec §4 availability display, spec §9 delivery text):
 * inactive → 'Не е в наличност'; 0 days → 'Готов за изпращане'; N days → 'Доставка до N дни' (weeks
 * from 14 days on, rounded up); unknown days → 'В наличност' when in stock, else nothing.
 */
export function deliveryTimeText(offer: { active: boolean; inStock: boolean; deliveryInDays: number | null }): string | null {
  if (!offer.active) return bg.availability.inactive;
  const days = offer.deliveryInDays;
  if (days === null) return offer.inStock ? bg.availability.inStock : null;
  if (days <= 0) return bg.availability.readyToShip;
  if (days >= WEEKS_FROM_DAYS) return bg.delivery.within(formatCount(Math.ceil(days / DAYS_PER_WEEK), bg.units.weeks));
  return bg.delivery.within(formatCount(days, bg.units.days));
}

/** 'Безплатна доставка' for 0 (spec §9), the price in the primary currency otherwise, null when unknown. */
export function deliveryPriceText(offer: { deliveryPrice: number | null; currency: string }): string | null {
  if (offer.deliveryPrice === null) return null;
  if (offer.deliveryPrice === 0) return bg.delivery.free;
  return bg.delivery.price(sitePrices({ amount: offer.deliveryPrice, currency: offer.currency }).primary);
}

/** '1 ден за връщане', '14 дни за връщане' (spec §9 returns text, spec §5 plural); null when unknown. */
export function returnsText(coolingOffPeriod: number | null): string | null {
  if (coolingOffPeriod === null || coolingOffPeriod <= 0) return null;
  return formatCount(coolingOffPeriod, bg.units.returnDays);
}
