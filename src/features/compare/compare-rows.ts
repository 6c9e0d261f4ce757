import type { Product, Variant } from '../../client';
import { bg } from '../../i18n';
import { sitePrices } from '../../lib/currency';
import { deliveryPriceText, deliveryTimeText } from '../../lib/delivery';
import { type DimensionName, dimensionText } from '../../lib/dimensions';
import { formatRating } from '../../lib/rating';
import { bgCompare } from '../../i18n/compare';

/** An amount in minor units of its currency, shown in both currencies as cards show it (spec §9). */
export interface CompareMoney {
  amount: number;
  currency: string;
}

/** One cell: the text two cells are compared by (null when the product has no value), and money for price cells. */
export interface CompareCell {
  text: string | null;
  money?: CompareMoney;
  note?: string;
}

export interface CompareRow {
  key: string;
  label: string;
  cells: CompareCell[];
  /** Whether the compared products have different values here (highlighted; the only rows 'Само разликите' keeps). */
  differs: boolean;
}

/** One compared offer, with its product's every offer once they are loaded (for the lowest offer). */
export interface CompareColumn {
  variant: Variant;
  product?: Product;
}

const DIMENSIONS: readonly DimensionName[] = ['width', 'height', 'depth', 'diameter'];

/** 'Материал: дъб' → name 'Материал', value 'дъб'; a parameter without a value is named only. */
export function splitParameter(parameter: string): { name: string; value: string } {
  const at = parameter.indexOf(': ');
  return at === -1 ? { name: parameter.trim(), value: '' } : { name: parameter.slice(0, at).trim(), value: parameter.slice(at + 2).trim() };
}

function moneyCell(money: CompareMoney, note?: string): CompareCell {
  const prices = sitePrices(money);
  return { text: `${prices.primary} ${prices.secondary}`, money, ...(note === undefined ? {} : { note }) };
}

/** The cheapest active offer of the product, or the compared offer itself while the product is loading. */
function lowestOffer(column: CompareColumn): Variant | null {
  const offers = (column.product?.offers ?? [column.variant]).filter((offer) => offer.active);
  return offers.reduce<Variant | null>((best, offer) => (best === null || offer.price.price < best.price.price ? offer : best), null);
}

function shopsCount(column: CompareColumn): number {
  const offers = column.product?.offers.filter((offer) => offer.active);
  return offers ? new Set(offers.map((offer) => offer.eshop.id)).size : column.variant.alternativeOffersCount + 1;
}

function deliveryText(variant: Variant): string | null {
  const parts = [deliveryPriceText({ deliveryPrice: variant.deliveryPrice, currency: variant.price.currency }), deliveryTimeText(variant)];
  const known = parts.filter((part): part is string => part !== null);
  return known.length === 0 ? null : known.join(' · ');
}

function row(key: string, label: string, cells: CompareCell[]): CompareRow {
  return { key, label, cells, differs: cellsDiffer(cells) };
}

/** Values differ when at least two products are compared and not every cell says the same (a missing value counts as one). */
export function cellsDiffer(cells: readonly CompareCell[]): boolean {
  return cells.length > 1 && new Set(cells.map((cell) => cell.text)).size > 1;
}

/** The names of every product's parameters, in the order they first appear. */
function parameterNames(columns: readonly CompareColumn[]): string[] {
  return [...new Set(columns.flatMap((column) => column.variant.displayParameters.map((parameter) => splitParameter(parameter).name)))];
}

function parameterValue(variant: Variant, name: string): string | null {
  const found = variant.displayParameters.map(splitParameter).find((parameter) => parameter.name === name);
  return found === undefined ? null : found.value;
}

/**
 * The table's rows, one per feature: price, shop, lowest offer, number of shops, each parameter any product has, each
 * dimension any product has, rating, delivery. A row no product has a value for is left out.
 */
export function compareRows(columns: readonly CompareColumn[]): CompareRow[] {
  const variants = columns.map((column) => column.variant);
  const rows = [
    row(
      'price',
      bgCompare.rows.price,
      variants.map((variant) => moneyCell({ amount: variant.price.price, currency: variant.price.currency })),
    ),
    row(
      'shop',
      bgCompare.rows.shop,
      variants.map((variant) => ({ text: variant.eshop.name })),
    ),
    row(
      'lowest-offer',
      bgCompare.rows.lowestOffer,
      columns.map((column) => {
        const offer = lowestOffer(column);
        return offer === null
          ? { text: null }
          : moneyCell({ amount: offer.price.price, currency: offer.price.currency }, bgCompare.lowestIn(offer.eshop.name));
      }),
    ),
    row(
      'shops',
      bgCompare.rows.shops,
      columns.map((column) => ({ text: bgCompare.shopsCount(shopsCount(column)) })),
    ),
    ...parameterNames(columns).map((name) =>
      row(
        `parameter:${name}`,
        name,
        variants.map((variant) => ({ text: parameterValue(variant, name) })),
      ),
    ),
    ...DIMENSIONS.map((name) =>
      row(
        `dimension:${name}`,
        bg.catalogue.dimensions[name],
        variants.map((variant) => ({ text: dimensionText(variant.dimensions[name]) })),
      ),
    ),
    row(
      'rating',
      bgCompare.rows.rating,
      variants.map((variant) => ({
        text:
          variant.reviews.rating === null
            ? null
            : bg.catalogue.rating(formatRating(variant.reviews.rating), String(variant.reviews.reviewsCount)),
      })),
    ),
    row(
      'delivery',
      bgCompare.rows.delivery,
      variants.map((variant) => ({ text: deliveryText(variant) })),
    ),
  ];
  return rows.filter((candidate) => candidate.cells.some((cell) => cell.text !== null));
}

/** The rows shown: all of them, or only those that differ when 'Само разликите' is on. */
export function shownRows(rows: readonly CompareRow[], onlyDifferences: boolean): CompareRow[] {
  return onlyDifferences ? rows.filter((candidate) => candidate.differs) : [...rows];
}
