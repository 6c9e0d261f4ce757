import {
  basePath,
  type BaseSelection,
  type ChoiceUrls,
  choiceUrls,
  CURRENCY_SYMBOLS,
  type CurrencyCode,
  daysUntilChristmas,
  DIMENSIONS,
  FEATURES,
  isChoiceSelected,
  type ListingChoice,
  type ListingQuery,
  MINOR_PER_MAJOR,
  serialiseListingQuery,
  SORTS,
  withDimension,
  withPrice,
  withoutSearch,
  withSort,
} from '@uyut/core';
import type { FilterIndex } from '../../index/filter-index';
import { BASE_FLAGS, FEATURE_BITS, type IndexQuery, type IndexResult, type MatchedVariants } from '../../index/types';
import {
  AI_SEARCH_PLACEHOLDER,
  baseTitle,
  DIMENSION_NAMES,
  FEATURE_NAMES,
  PAGE,
  PRICE_FROM,
  PRICE_UP_TO,
  SORT_NAMES,
} from './choice-names';
import { NotFoundError } from '../../lib/http-errors';
import type { FilteringResponse, VariantDto } from './schemas';
import { PRICE_DROP_DAYS } from './variant-dto';
import { listHtml, nextPageUrl, PAGE_SIZE, pageCountOf, paginatorHtml, topHtml } from './listing-pages';
import { allIndexes, valuesByParam } from './listing-vocabulary';

const DAY_MS = 86_400_000;
const TOP_PARAMS = 8;
const TOP_VALUES = 20;
const TOP_CHOICES = 30;
/** Fewer search results than this offer the AI search box (search contract "Results"). */
const FEW_SEARCH_RESULTS = 5;

const FEATURE_BIT: Readonly<Record<(typeof FEATURES)[number], number>> = {
  'free-shipping': FEATURE_BITS.freeShipping,
  'in-stock': FEATURE_BITS.inStock,
  voucher: FEATURE_BITS.voucher,
  discount: FEATURE_BITS.discount,
  installments: FEATURE_BITS.installments,
  'fast-delivery': FEATURE_BITS.fastDelivery,
};

const collator = new Intl.Collator('bg');

function categoryOfBase(base: BaseSelection): string | null {
  return base.kind === 'category' || base.kind === 'sales' || base.kind === 'price-drops' || base.kind === 'search'
    ? base.categorySlug
    : null;
}

export interface ResolvedListing {
  indexQuery: IndexQuery;
  categoryId: number | null;
  shopName: string | null;
}

/**
 * Translates a listing state into an index query (slugs to dictionary indexes, leva to stotinki, cm to mm); a search
 * listing needs the variants its query matches (`matched`).
 */
export function resolveListing(
  index: FilterIndex,
  options: { query: ListingQuery; now: Date; matched?: MatchedVariants },
): ResolvedListing {
  const { query, now } = options;
  const base = query.base;
  const matched = options.matched ?? null;
  if (base.kind === 'search' && matched === null) throw new Error(`The search listing of "${base.query}" needs its matches`);
  const categorySlug = categoryOfBase(base);
  const category = categorySlug === null ? null : index.categoryBySlug.get(categorySlug);
  if (category === undefined) throw new NotFoundError(`Unknown category ${categorySlug}`);
  const roomRoots = index.roots.filter((r) => r.menu === 'rooms').map((r) => r.id);
  const categoryIds = category ? [category.id] : base.kind === 'rooms' ? roomRoots : null;
  let shopId: number | null = null;
  if (base.kind === 'eshop') shopId = index.shops.entries[index.shops.bySlug.get(base.shopSlug)!]!.id;
  if (base.kind === 'merchant') {
    if (!index.shops.byId.has(base.merchantId)) throw new NotFoundError(`Unknown eshop ${base.merchantId}`);
    shopId = base.merchantId;
  }
  const baseFlags: Partial<Record<BaseSelection['kind'], number>> = {
    sales: BASE_FLAGS.verifiedDiscount,
    vouchers: 1 << FEATURE_BITS.voucher,
    eco: BASE_FLAGS.eco,
    'black-friday': BASE_FLAGS.blackFriday,
    'garden-season': BASE_FLAGS.gardenSeason,
  };
  const toMinor = (leva: number | null) => (leva === null ? null : leva * 100);
  const toMm = (cm: number | null) => (cm === null ? null : cm * 10);
  return {
    categoryId: category?.id ?? null,
    shopName: shopId === null ? null : index.shops.entries[index.shops.byId.get(shopId)!]!.name,
    indexQuery: {
      categoryIds,
      matched: base.kind === 'search' ? matched : null,
      childCategoryIds: category ? category.childIds : base.kind === 'rooms' ? roomRoots : index.roots.map((r) => r.id),
      baseFlags: baseFlags[base.kind] ?? 0,
      baseShopId: shopId,
      baseVoucherCode: base.kind === 'eshop' ? base.voucherCode : null,
      maxDeliveryDays: base.kind === 'delivery-before-christmas' ? daysUntilChristmas(now) : null,
      priceDropSince: base.kind === 'price-drops' ? now.getTime() - PRICE_DROP_DAYS * DAY_MS : null,
      features: query.features.map((f) => FEATURE_BIT[f]),
      params: Object.entries(query.params).map(([slug, values]) => {
        const param = index.paramBySlug.get(slug)!;
        return { param, values: values.map((v) => index.valueBySlug(param, v)!) };
      }),
      manufacturers: query.manufacturers.map((slug) => index.manufacturers.bySlug.get(slug)!),
      shops: query.shops.map((slug) => index.shops.bySlug.get(slug)!),
      price: { from: toMinor(query.price.from), to: toMinor(query.price.to) },
      dimensions: DIMENSIONS.flatMap((d, dimension) => {
        const range = query.dimensions[d];
        return range ? [{ dimension, from: toMm(range.from), to: toMm(range.to) }] : [];
      }),
      sort: query.sort,
      offset: (query.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
  };
}

function selectedChoices(query: ListingQuery): number {
  return (
    query.features.length + Object.values(query.params).reduce((n, v) => n + v.length, 0) + query.manufacturers.length + query.shops.length
  );
}

/**
 * Indexable: at most one selected choice in at most one group besides the category, no ranges, default sort; never
 * a search listing (its queries are the shoppers' own words).
 */
export function isIndexable(query: ListingQuery): boolean {
  return (
    query.base.kind !== 'search' &&
    selectedChoices(query) <= 1 &&
    query.price.from === null &&
    query.price.to === null &&
    Object.keys(query.dimensions).length === 0 &&
    query.sort === 'relevance'
  );
}

type Choice = FilteringResponse['groups']['features'][number];

function choice(options: {
  ident: string;
  id: string | number;
  name: string;
  url: string;
  selected: boolean;
  count: number;
  indexable: boolean;
}): Choice {
  const disabled = options.count === 0 && !options.selected;
  return {
    ident: options.ident,
    id: options.id,
    name: options.name,
    url: options.url,
    selected: options.selected,
    disabled,
    followable: !disabled && options.indexable,
    highlighted: false,
    count: options.count,
  };
}

/** A choice that moves to another listing state. */
const moveTo = (options: { ident: string; id: string | number; name: string; target: ListingQuery; selected: boolean; count: number }) =>
  choice({ ...options, url: serialiseListingQuery(options.target), indexable: isIndexable(options.target) });

/**
 * Choices that switch one filter of `query` on or off. Their URLs come from `choiceUrls`; the listing they lead to is
 * indexable when it has at most one choice selected (one more or one fewer than `query`) and no range or sort.
 */
function togglesOf(query: ListingQuery, urls: ChoiceUrls) {
  const selectedNow = selectedChoices(query);
  const plain = isIndexable({ ...query, features: [], params: {}, manufacturers: [], shops: [] });
  return (options: { ident: string; id: string; name: string; count: number; choice: ListingChoice }): Choice => {
    const selected = isChoiceSelected(query, options.choice);
    const indexable = plain && selectedNow + (selected ? -1 : 1) <= 1;
    return choice({
      ident: options.ident,
      id: options.id,
      name: options.name,
      url: urls.toggle(options.choice),
      selected,
      count: options.count,
      indexable,
    });
  };
}

/**
 * The entries worth showing, best first: selected ones always, then the highest counts (ties in dictionary order,
 * then by name for display), at most `limit` in all. A bounded insertion keeps it linear in the dictionary size,
 * and only the winners get a choice object (and a serialised URL).
 */
function top(options: {
  entries: readonly number[];
  counts: Int32Array;
  selected: readonly number[];
  name: (entry: number) => string;
  limit: number;
}): number[] {
  const { counts, name } = options;
  const selected = new Set(options.selected);
  const room = Math.max(0, options.limit - selected.size);
  const best: number[] = [];
  for (const entry of options.entries) {
    const count = counts[entry]!;
    if (count === 0 || room === 0 || (best.length === room && count <= counts[best[best.length - 1]!]!) || selected.has(entry)) continue;
    let at = best.length;
    while (at > 0 && counts[best[at - 1]!]! < count) at--;
    best.splice(at, 0, entry);
    if (best.length > room) best.pop();
  }
  best.sort((a, b) => counts[b]! - counts[a]! || collator.compare(name(a), name(b)));
  return [...selected, ...best];
}

const wholeUnits = (minor: number) => minor / MINOR_PER_MAJOR;
const priceName = (range: { from: number | null; to: number | null }, currency: CurrencyCode) => {
  const symbol = CURRENCY_SYMBOLS[currency];
  if (range.from === null) return `${PRICE_UP_TO} ${range.to} ${symbol}`;
  return range.to === null ? `${PRICE_FROM} ${range.from} ${symbol}` : `${range.from} – ${range.to} ${symbol}`;
};

/** Spec §3 Filtering response from an index result (the page's variants already fetched). */
export function buildFilteringResponse(options: {
  index: FilterIndex;
  query: ListingQuery;
  resolved: ResolvedListing;
  result: IndexResult;
  variants: VariantDto[];
  /** Names this answer: cards send it back as `ri` in the click-through link (spec §7 Other). */
  requestId: string;
  /** A search listing without results: the spelling that has some. */
  didYouMean?: string | null;
}): FilteringResponse {
  const { index, query, resolved, result, variants } = options;
  const url = serialiseListingQuery(query);
  const category = resolved.categoryId === null ? null : index.categories.get(resolved.categoryId)!;
  const pageCount = pageCountOf(result.total);
  const title = baseTitle(query.base, { category: category?.name ?? null, shop: resolved.shopName });
  const urls = choiceUrls(query);
  const toggle = togglesOf(query, urls);

  /* Another category keeps the filters, sort and ranges: indexable exactly when this listing is. */
  const indexable = isIndexable(query);
  const categoryChoices = resolved.indexQuery.childCategoryIds.map((id, i) => {
    const child = index.categories.get(id)!;
    return choice({
      ident: 'category',
      id: child.id,
      name: child.name,
      url: urls.category(child.slug),
      selected: false,
      count: result.childCounts[i]!,
      indexable,
    });
  });

  const valuesOf = valuesByParam(index);
  const params = index.params
    .map((param, p) => ({
      param,
      p,
      coverage: valuesOf[p]!.reduce((sum, v) => sum + result.valueCounts[v]!, 0),
      selected: (query.params[param.slug]?.length ?? 0) > 0,
    }))
    .filter((g) => g.selected || g.coverage > 0)
    .sort((a, b) => Number(b.selected) - Number(a.selected) || b.coverage - a.coverage)
    .filter((g, i) => g.selected || i < TOP_PARAMS)
    .map(({ param, p }) => {
      const values = top({
        entries: valuesOf[p]!,
        counts: result.valueCounts,
        selected: (query.params[param.slug] ?? []).map((slug) => index.valueBySlug(p, slug)!),
        name: (v) => index.values[v]!.name,
        limit: TOP_VALUES,
      });
      return {
        ident: param.slug,
        name: param.name,
        choices: values.map((v) => {
          const value = index.values[v]!;
          return toggle({
            ident: param.slug,
            id: value.slug,
            name: value.name,
            count: result.valueCounts[v]!,
            choice: { group: 'param', name: param.slug, value: value.slug },
          });
        }),
      };
    });

  const dictionaryChoices = (options: { group: 'manufacturer' | 'eshop'; dictionary: FilterIndex['shops']; counts: Int32Array }) => {
    const selected = options.group === 'manufacturer' ? query.manufacturers : query.shops;
    const entries = options.dictionary.entries;
    return top({
      entries: allIndexes(entries.length),
      counts: options.counts,
      selected: selected.map((slug) => options.dictionary.bySlug.get(slug)!),
      name: (i) => entries[i]!.name,
      limit: TOP_CHOICES,
    }).map((i) => {
      const entry = entries[i]!;
      return toggle({
        ident: options.group,
        id: entry.slug,
        name: entry.name,
        count: options.counts[i]!,
        choice: { group: options.group, value: entry.slug },
      });
    });
  };

  const price = result.price;
  const priceSelected = query.price.from !== null || query.price.to !== null;
  /* The query is a selected choice of its own: removing it leaves the same filters over the catalogue. */
  const searchChoices =
    query.base.kind === 'search'
      ? [
          choice({
            ident: 'search',
            id: query.base.query,
            name: query.base.query,
            url: serialiseListingQuery(withoutSearch(query)),
            selected: true,
            count: result.total,
            indexable: false,
          }),
        ]
      : [];
  const isSearch = query.base.kind === 'search';
  return {
    totalCount: result.total,
    title: query.page > 1 ? `${title} – ${PAGE} ${query.page}` : title,
    groups: {
      category: categoryChoices,
      search: searchChoices,
      price: price && {
        range: {
          min: Math.floor(wholeUnits(price.min)),
          max: Math.ceil(wholeUnits(price.max)),
          selected: priceSelected,
          selectedMin: query.price.from,
          selectedMax: query.price.to,
          url: serialiseListingQuery(withPrice(query, { from: null, to: null })),
        },
        predefined: price.predefined.map((range) => {
          const target = withPrice(query, { from: range.from, to: range.to });
          const selected = query.price.from === range.from && query.price.to === range.to;
          return moveTo({
            ident: 'price',
            id: `${range.from ?? ''}-${range.to ?? ''}`,
            name: priceName(range, index.currency),
            target: selected ? withPrice(query, { from: null, to: null }) : target,
            selected,
            count: range.count,
          });
        }),
        histogram: price.histogram.map((bin) => ({
          lowerBound: wholeUnits(bin.lowerBound),
          upperBound: wholeUnits(bin.upperBound),
          count: bin.count,
        })),
      },
      sort: SORTS.map((sort) => ({
        ...moveTo({
          ident: 'sort',
          id: sort,
          name: SORT_NAMES[sort],
          target: withSort(query, sort),
          selected: query.sort === sort,
          count: result.total,
        }),
        followable: false,
      })),
      parameters: params,
      features: FEATURES.map((feature) =>
        toggle({
          ident: 'feature',
          id: feature,
          name: FEATURE_NAMES[feature],
          count: result.featureCounts[FEATURE_BIT[feature]]!,
          choice: { group: 'feature', value: feature },
        }),
      ),
      manufacturers: dictionaryChoices({ group: 'manufacturer', dictionary: index.manufacturers, counts: result.manufacturerCounts }),
      eshops: dictionaryChoices({ group: 'eshop', dictionary: index.shops, counts: result.shopCounts }),
      dimensions: DIMENSIONS.flatMap((d, i) => {
        const stats = result.dimensions[i];
        const selected = query.dimensions[d];
        if (!stats && !selected) return [];
        return [
          {
            ident: d,
            name: DIMENSION_NAMES[d],
            unit: 'cm' as const,
            min: stats ? Math.floor(stats.min / 10) : 0,
            max: stats ? Math.ceil(stats.max / 10) : 0,
            selectedFrom: selected?.from ?? null,
            selectedTo: selected?.to ?? null,
            count: stats?.count ?? 0,
            url: serialiseListingQuery(withDimension(query, { dimension: d, range: { from: null, to: null } })),
          },
        ];
      }),
      smartPromptChoices: [],
    },
    url,
    categoryUrl: category ? basePath({ kind: 'category', categorySlug: category.slug }) : null,
    /* The AI search box shows on the catalogue's category listings, whose filters it fills, and beside few search results. */
    showAiSearch: query.base.kind === 'category' || (isSearch && result.total < FEW_SEARCH_RESULTS),
    ...(isSearch && options.didYouMean ? { didYouMean: options.didYouMean } : {}),
    aiSearchPlaceholder: AI_SEARCH_PLACEHOLDER,
    topHtml: topHtml(category?.description),
    listHtml: listHtml(variants),
    bottomHtml: '',
    paginatorHtml: paginatorHtml(query, pageCount),
    nextPageUrl: nextPageUrl(query, pageCount),
    pagination: { page: query.page, pageSize: PAGE_SIZE, pageCount, totalCount: result.total },
    variants,
    /* Last, request id last: a kept answer is its serialised bytes up to the id, then the id and these few bytes. */
    dataLayer: {
      pageType: category && !isSearch ? 'category' : query.base.kind,
      categoryId: category?.id ?? null,
      totalCount: result.total,
      requestId: options.requestId,
    },
  };
}
