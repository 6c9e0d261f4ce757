import { convertMinor, MINOR_PER_MAJOR, type WatchdogType } from '@uyut/core';

/** An offer as a watchdog sees it: its price in minor units of its currency, whether the shop lists it and has it in stock. */
export interface OfferState {
  price: number;
  currency: string;
  active: boolean;
  inStock: boolean;
}

/** What a watchdog waits for: availability, or a price at or below a target (minor units of `targetCurrency`). */
export interface WatchedCondition {
  type: WatchdogType;
  targetPrice: number | null;
  targetCurrency: string | null;
}

/**
 * Whether what the watchdog waits for holds now (docs/adr/0008-watchdog.md): availability, an active offer in stock;
 * price, an active offer whose price, converted to the target's currency, is at or below the target.
 */
export function conditionHolds(watched: WatchedCondition, offer: OfferState): boolean {
  if (!offer.active) return false;
  if (watched.type === 'availability') return offer.inStock;
  if (watched.targetPrice === null || watched.targetCurrency === null) return false;
  const price = convertMinor({ amount: offer.price, from: offer.currency, to: watched.targetCurrency });
  return price !== null && price <= watched.targetPrice;
}

/**
 * What an evaluation does with a watchdog: `alert` when the condition has just come to hold (one e-mail per crossing),
 * `reset` when it stopped holding after an alert (so the next crossing alerts again), otherwise nothing: no repeat
 * while a price hovers under its target.
 */
export function crossing(options: { alerted: boolean; holds: boolean }): 'alert' | 'reset' | null {
  if (options.holds) return options.alerted ? null : 'alert';
  return options.alerted ? 'reset' : null;
}

/** The largest target price a shopper may give, in major units (exclusive). */
export const MAX_TARGET_PRICE = 10_000_000;

/** A target price in major units (e.g. 499.9) as whole minor units, or null when it is not a positive amount below the maximum. */
export function targetMinor(targetPrice: number): number | null {
  if (!(targetPrice > 0 && targetPrice < MAX_TARGET_PRICE)) return null;
  const minor = Math.round(targetPrice * MINOR_PER_MAJOR);
  return minor >= 1 ? minor : null;
}
