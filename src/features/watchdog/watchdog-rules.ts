import { formatMoney, isValidEmail, MINOR_PER_MAJOR, normaliseEmail, watchdogType } from '@uyut/core';
import type { ApiProblem, WatchdogState, WatchdogSubscribeBody } from '../../client';
import { bgWatchdog } from '../../i18n/watchdog';
import { PRIMARY_CURRENCY } from '../../lib/currency';

const t = bgWatchdog.errors;

/** The server refuses a target of 10,000,000 or more (the watchdog contract): the form says so before it asks. */
export const TARGET_PRICE_LIMIT = 10_000_000;

/** What the subscribe form holds, as typed. */
export interface SubscribeValues {
  email: string;
  targetPrice: string;
}

export type SubscribeErrors = Partial<Record<keyof SubscribeValues | 'form', string>>;

/** A price as a shopper types it: digits, grouped by spaces or not, with a decimal comma or point and up to 2 decimals. */
const PRICE = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * The target price in major units, null when left empty (an availability watchdog), or the message why it is not one.
 * Spaces are group separators ('1 299,90' as bg-BG writes it).
 */
export function parseTargetPrice(raw: string): { value: number | null } | { error: string } {
  const text = raw.replace(/[\s\u00a0]/g, '');
  if (text === '') return { value: null };
  if (!PRICE.test(text)) return { error: t.priceInvalid };
  const value = Number(text.replace(',', '.'));
  if (value <= 0) return { error: t.priceNotPositive };
  if (value >= TARGET_PRICE_LIMIT) return { error: t.priceTooHigh };
  return { value };
}

function emailProblem(raw: string): string | null {
  const email = normaliseEmail(raw);
  if (email === '') return t.emailRequired;
  return isValidEmail(email) ? null : t.emailInvalid;
}

/** The subscribe payload (spec §3) of valid values, or the messages for the fields at fault. */
export function subscribeBody(values: SubscribeValues): { body: WatchdogSubscribeBody } | { errors: SubscribeErrors } {
  const email = emailProblem(values.email);
  const price = parseTargetPrice(values.targetPrice);
  if (email === null && 'value' in price) return { body: { email: { email: normaliseEmail(values.email) }, targetPrice: price.value } };
  const errors: SubscribeErrors = {};
  if (email) errors.email = email;
  if ('error' in price) errors.targetPrice = price.error;
  return { errors };
}

/** The messages of a refused subscribe: the field the server names, else one for the form. */
export function subscribeProblemErrors(problem: ApiProblem | null): SubscribeErrors {
  if (problem?.field === 'email') return { email: t.emailInvalid };
  if (problem?.field === 'targetPrice') return { targetPrice: t.priceInvalid };
  if (problem?.status === 429) return { form: t.tooMany };
  if (problem?.status === 404) return { form: t.notFound };
  return { form: t.server };
}

/** What the status reads once a signed-in user's subscription is stored (spec §3 Watchdog state). */
export function subscribedState(body: WatchdogSubscribeBody): WatchdogState {
  return { subscribed: true, type: watchdogType(body.targetPrice), targetPrice: body.targetPrice };
}

export const UNSUBSCRIBED: WatchdogState = { subscribed: false, type: null, targetPrice: null };

/** A target price in major units as the site shows prices ('499,90 лв.'). */
export function targetPriceText(targetPrice: number): string {
  return formatMoney({ amount: Math.round(targetPrice * MINOR_PER_MAJOR), currency: PRIMARY_CURRENCY });
}

/** What a watchdog waits for, as the list shows it: availability, or the price down to its target. */
export function watchdogTypeText(watchdog: { type: WatchdogState['type']; targetPrice: number | null }): string {
  return watchdog.type === 'price' && watchdog.targetPrice !== null
    ? bgWatchdog.types.price(targetPriceText(watchdog.targetPrice))
    : bgWatchdog.types.availability;
}

/** The hash of `/watchdog/unsubscribe/{hash}`, or null for any other shape. */
export function unsubscribeHash(pathname: string): string | null {
  const match = /^\/watchdog\/unsubscribe\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The query parameter the confirmation link's redirect adds to the product page (server: `?watchdog=confirmed`). */
const CONFIRMED_PARAM = 'watchdog';

/**
 * Whether a page's query string carries the confirmation redirect's flag, and the query string without it (so a reload
 * or a shared link does not announce it again).
 */
export function readConfirmation(search: string): { confirmed: boolean; rest: string } {
  const params = new URLSearchParams(search);
  const confirmed = params.get(CONFIRMED_PARAM) === 'confirmed';
  if (confirmed) params.delete(CONFIRMED_PARAM);
  const rest = params.toString();
  return { confirmed, rest: rest === '' ? '' : `?${rest}` };
}
