export {
  BGN_PER_EUR,
  convert,
  convertMinor,
  CURRENCIES,
  type CurrencyCode,
  DEFAULT_PRIMARY_CURRENCY,
  type DisplayPrices,
  displayPrices,
  formatMoney,
  isCurrencyCode,
  MINOR_PER_MAJOR,
  type Money,
  primaryCurrencyOf,
  secondaryCurrencyOf,
} from './money';
export { CURRENCY_SYMBOLS, formatNumber } from './number-format';
