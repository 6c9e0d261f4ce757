import { CURRENCY_SYMBOLS, type CurrencyCode, type DisplayPrices, displayPrices, type Money, primaryCurrencyOf } from '@uyut/core';

/**
 * The site's primary currency, fixed when the site is built: `npm start` gives Gatsby the server's PRIMARY_CURRENCY as
 * GATSBY_PRIMARY_CURRENCY, which Gatsby writes into the bundles, so the pages and the API they call agree.
 */
export const PRIMARY_CURRENCY: CurrencyCode = primaryCurrencyOf(process.env.GATSBY_PRIMARY_CURRENCY);

/** The sign of the primary currency, as price filters label their amounts ('лв.' or '€'). */
export const PRIMARY_SYMBOL = CURRENCY_SYMBOLS[PRIMARY_CURRENCY];

/** A price as the site shows it: in the primary currency first, the other one second (spec §9). */
export function sitePrices(money: Money): DisplayPrices {
  return displayPrices(money, PRIMARY_CURRENCY);
}
