import { createHash, randomUUID } from 'node:crypto';
import { CATALOGUE_VERSION, readMeta } from '../../db/meta';
import type { Db } from '../../db/database';
import { basePath, isVoucherCode, type ListingQuery, parseListingUrl, serialiseListingQuery } from '../../../../src/lib/listing-url';
import type { CatalogueIndex } from '../../index/catalogue-index';
import type { FilterIndex } from '../../index/filter-index';
import type { IndexQuery } from '../../index/types';
import { CardCache, type CardChange } from './card-cache';
import { breadcrumb, buildCategoryTree, buildMenu, type CategoryTree } from './category-tree';
import {
  buildFilteringResponse,
  listHtml,
  nextPageUrl,
  NotFoundError,
  pageCountOf,
  paginatorHtml,
  resolveListing,
  vocabularyOf,
} from './filtering';
import { createCatalogueRepository, type VariantRow } from './repository';
import { ResponseCache } from './response-cache';
import { type SerialisedAnswer, serialiseAnswer } from './serialised-answer';
import type { FilteringResponse, VariantDto, VariantFeed } from './schemas';
import { rankSimilar, SIMILAR_LIMIT } from './similarity';
import { toVariantCard, toVariantDto, type VariantCard } from './variant-dto';
import { MAX_ROW_ID } from '../../db/schema';

export { NotFoundError, PAGE_SIZE } from './filtering';

/** Filtering answers kept as bytes per canonical URL (popular listings are asked again and again): ~10 KB each. */
const KEPT_RESPONSES = 4000;
/**
 * How long a kept response may answer unchecked: the 30-day price-drop window, the Christmas rule and campaigns move
 * with the clock, and shops and categories change without a logged change. Then it is checked (`drift`) and renewed.
 */
const KEPT_RESPONSE_MS = 10_000;
/** Variant cards kept across requests (~2 KB each): the pages of the popular listings and then some. */
const KEPT_CARDS = 20_000;
/** The most changes the kept cards catch up with in one read (~4 ms); after more, as after a large import, they all go. */
const CHANGE_BATCH = 1000;

/** A kept listing answer and what it was rendered from besides the index and the catalogue state. */
interface KeptAnswer {
  answer: SerialisedAnswer;
  variantIds: readonly number[];
  /** `drift` when it was rendered. */
  drift: string;
}

/**
 * A digest of what can change a listing answer while the index and the logged catalogue changes stand still: the index
 * query (the clock moves the Christmas and price-drop rules) and, per variant, its shop, category and time-bound tags.
 */
function drift(options: { indexQuery: IndexQuery; variants: readonly VariantDto[] }): string {
  const facts = JSON.stringify([options.indexQuery, options.variants.map((v) => [v.eshop, v.category, v.promoTags])]);
  return createHash('sha256').update(facts).digest('base64');
}

/** A 400 that names the request field it is about. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'Bad Request';
  }
}

/**
 * What the site does with a listing page path: serve the built page of `basePath` (filters render live from the
 * URL), redirect (301) to the canonical URL, or 404.
 */
export type ListingLocation =
  { status: 'canonical'; basePath: string } | { status: 'redirect'; location: string } | { status: 'not-found' };

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  manufacturer: string | null;
  ean: string | null;
  category: { id: number; name: string; longName: string; slug: string };
  breadcrumbs: Array<{ id: number; name: string; slug: string }>;
  offers: VariantDto[];
}

export function createCatalogueService(db: Db, options: { index: CatalogueIndex; now?: () => Date; requestId?: () => string }) {
  const repo = createCatalogueRepository(db);
  const { index } = options;
  const now = options.now ?? (() => new Date());
  /** A fresh id for every listing answer (the click-through `ri`). */
  const requestId = options.requestId ?? randomUUID;
  let cached: { version: string | undefined; tree: CategoryTree } | undefined;
  const answers = new ResponseCache<KeptAnswer>({ size: KEPT_RESPONSES, ttlMs: KEPT_RESPONSE_MS });
  const cards = new CardCache({ size: KEPT_CARDS });

  /** The category tree with counts, rebuilt only when the catalogue version changes. */
  async function tree(): Promise<CategoryTree> {
    const version = await readMeta(db, CATALOGUE_VERSION);
    if (!cached || cached.version !== version) {
      const [categories, counts] = await Promise.all([repo.categories(), repo.activeVariantCountsByCategory()]);
      cached = { version, tree: buildCategoryTree(categories, counts) };
    }
    return cached.tree;
  }

  /**
   * Follows the change log up to `lastChange` (read now when not given): the kept cards of the variants changed since,
   * and the offer counts of their products, go. Answers the generation to store what is read next with.
   */
  async function caughtUp(lastChange?: number): Promise<number> {
    const read = (after: number): Promise<CardChange[]> => repo.changesAfter({ after, limit: CHANGE_BATCH });
    await cards.follow({ lastChange: lastChange ?? (await repo.catalogueState()).lastChange, batch: CHANGE_BATCH, read });
    return cards.generation;
  }

  async function cardsOf(rows: VariantRow[]): Promise<VariantCard[]> {
    const images = await repo.imagesOf(rows.map((r) => r.id));
    return rows.map((row) => toVariantCard(row, images.get(row.id) ?? []));
  }

  /**
   * The DTOs of `variants`, with their shops and categories as they are now, their products' active offers (kept or
   * counted now) and the tags of the campaigns running now; keeps `fresh` cards and the counts read at `generation`.
   * A variant whose shop or category is gone is left out.
   */
  async function toDtos(options: {
    variants: readonly VariantCard[];
    fresh: readonly VariantCard[];
    generation: number;
  }): Promise<VariantDto[]> {
    const { variants } = options;
    const at = now();
    const distinct = (ids: number[]) => [...new Set(ids)];
    const offerCounts = new Map<number, number>();
    const uncounted: number[] = [];
    for (const productId of distinct(variants.map((v) => v.row.product_id))) {
      const kept = cards.offerCount(productId);
      if (kept === undefined) uncounted.push(productId);
      else offerCounts.set(productId, kept);
    }
    const [shops, categories, counted, campaigns] = await Promise.all([
      repo.shopsByIds(distinct(variants.map((v) => v.row.shop_id))),
      repo.categoriesByIds(distinct(variants.map((v) => v.row.category_id))),
      repo.activeOfferCounts(uncounted),
      index.campaigns(),
    ]);
    const fresh = new Map(uncounted.map((productId) => [productId, counted.get(productId) ?? 0]));
    cards.store({ generation: options.generation, cards: options.fresh, offerCounts: fresh });
    for (const [productId, count] of fresh) offerCounts.set(productId, count);
    const shopById = new Map(shops.map((s) => [s.id, s]));
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    return variants.flatMap((card) => {
      const shop = shopById.get(card.row.shop_id);
      const category = categoryById.get(card.row.category_id);
      if (!shop || !category) return [];
      return [toVariantDto(card, { shop, category, offerCount: offerCounts.get(card.row.product_id)!, campaigns, now: at })];
    });
  }

  /** The listing state of a URL; a parseable non-canonical URL gives the state of its canonical form. */
  function listing(options: { url: string; current: FilterIndex }): ListingQuery {
    const { url } = options;
    const vocabulary = vocabularyOf(options.current);
    const parsed = parseListingUrl(url, vocabulary);
    const result = 'redirect' in parsed ? parseListingUrl(parsed.redirect, vocabulary) : parsed;
    if ('query' in result) return result.query;
    if ('redirect' in result) throw new Error(`Listing URL ${url} does not settle on a canonical form`);
    if (['category', 'eshop', 'merchantId'].includes(result.field)) throw new NotFoundError(`No listing at ${url}: ${result.error}`);
    throw new BadRequestError(`url: ${result.error}`, 'url');
  }

  async function page(url: string) {
    const current = await index.current();
    return pageOf({ current, query: listing({ url, current }), at: now() });
  }

  /** `lastChange`: the newest change id, when the caller has read it. */
  async function pageOf(options: { current: FilterIndex; query: ListingQuery; at: Date; lastChange?: number }) {
    const { current, query } = options;
    const resolved = resolveListing(current, { query, now: options.at });
    const result = current.query(resolved.indexQuery);
    if (query.page > pageCountOf(result.total)) throw new NotFoundError(`No page ${query.page} at ${serialiseListingQuery(query)}`);
    const variants = await variantsByIds(result.variantIds, options.lastChange);
    return { current, query, resolved, result, variants };
  }

  /** Variants in the order of `ids`, unknown ids left out: kept cards, and the others read now (and kept). */
  async function variantsByIds(ids: readonly number[], lastChange?: number): Promise<VariantDto[]> {
    const generation = await caughtUp(lastChange);
    const found = new Map<number, VariantCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = cards.card(id);
      if (card === undefined) missing.push(id);
      else found.set(id, card);
    }
    const fresh = missing.length === 0 ? [] : await cardsOf(await repo.variantsByIds(missing));
    for (const card of fresh) found.set(card.row.id, card);
    return toDtos({ variants: ids.flatMap((id) => found.get(id) ?? []), fresh, generation });
  }

  const byIds = (ids: readonly number[]) => variantsByIds(ids);

  async function products(options: { ids: number[] | { after: number; limit: number } }): Promise<ProductDetail[]> {
    const [categories, products] = await Promise.all([
      tree(),
      Array.isArray(options.ids)
        ? Promise.all(options.ids.map((id) => repo.product(id))).then((rows) => rows.filter((r) => r !== undefined))
        : repo.productsAfter(options.ids),
    ]);
    const generation = await caughtUp();
    const offers = await toDtos({
      variants: await cardsOf(await repo.variantsOfProducts(products.map((p) => p.id))),
      fresh: [],
      generation,
    });
    return products.map((p) => {
      const node = categories.byId.get(p.category_id);
      if (!node) throw new Error(`Product ${p.id} has unknown category ${p.category_id}`);
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        description: p.description,
        manufacturer: p.manufacturer,
        ean: p.ean,
        category: { id: node.category.id, name: node.category.name, longName: node.category.long_name, slug: node.category.slug },
        breadcrumbs: breadcrumb(categories, node).map((b) => ({ id: b.category.id, name: b.category.name, slug: b.category.slug })),
        offers: offers.filter((o) => o.productId === p.id),
      };
    });
  }

  /** The filtering response of a listing URL, rendered now. */
  async function render(options: { current: FilterIndex; query: ListingQuery; at: Date; lastChange?: number }) {
    const { resolved, result, variants } = await pageOf(options);
    const response = buildFilteringResponse({
      index: options.current,
      query: options.query,
      resolved,
      result,
      variants,
      requestId: requestId(),
    });
    return { response, resolved, result, variants };
  }

  /** Whether an answer kept past its time would be rendered the same now: its variants are read again (kept cards). */
  async function stillCurrent(options: {
    kept: KeptAnswer;
    current: FilterIndex;
    query: ListingQuery;
    at: Date;
    lastChange: number;
  }): Promise<boolean> {
    const { indexQuery } = resolveListing(options.current, { query: options.query, now: options.at });
    const variants = await variantsByIds(options.kept.variantIds, options.lastChange);
    return drift({ indexQuery, variants }) === options.kept.drift;
  }

  return {
    tree,

    async menu() {
      return buildMenu(await tree());
    },

    /** Spec §7 variant/filtering as an object. A non-canonical but valid URL is answered for its canonical form (see `url`). */
    async filtering(url: string): Promise<FilteringResponse> {
      const current = await index.current();
      return (await render({ current, query: listing({ url, current }), at: now() })).response;
    },

    /**
     * Spec §7 variant/filtering as bytes for the route, with a request id of its own. The answer of a canonical URL
     * is kept, serialised, and answered again until the index or the catalogue changes; every `KEPT_RESPONSE_MS` it
     * is checked against what the clock, shops and categories would change (`drift`) and rendered again if any did.
     */
    async filteringAnswer(url: string): Promise<{ answer: SerialisedAnswer; requestId: string }> {
      const current = await index.current();
      const query = listing({ url, current });
      const key = serialiseListingQuery(query);
      const state = await repo.catalogueState();
      const from = { index: current, indexVersion: current.version, catalogue: state.key };
      const at = now();
      const kept = answers.get(key, { from, at: at.getTime() });
      if (kept) return { answer: kept.answer, requestId: requestId() };
      const expired = answers.expired(key, { from, at: at.getTime() });
      if (expired && (await stillCurrent({ kept: expired, current, query, at, lastChange: state.lastChange }))) {
        answers.renew(key, { at: at.getTime() });
        return { answer: expired.answer, requestId: requestId() };
      }
      const { response, resolved, result, variants } = await render({ current, query, at, lastChange: state.lastChange });
      const answer = serialiseAnswer(response);
      const value = { answer, variantIds: result.variantIds, drift: drift({ indexQuery: resolved.indexQuery, variants }) };
      answers.set(key, { from, at: at.getTime(), value });
      return { answer, requestId: response.dataLayer.requestId };
    },

    /** Spec §7 variant/feed: the page a `nextPageUrl` names, for "load more". */
    async feed(url: string): Promise<VariantFeed> {
      const { query, result, variants } = await page(url);
      const pageCount = pageCountOf(result.total);
      return {
        variants,
        nextPageUrl: nextPageUrl(query, pageCount),
        listHtml: listHtml(variants),
        paginatorHtml: paginatorHtml(query, pageCount),
        dataLayer: { requestId: requestId() },
      };
    },

    /** Spec §7 variant/by-ids: variants in the order asked, unknown ids left out. */
    byIds,

    /**
     * Spec §7 similarity: listed offers of other products in the offer's category (or `categoryId`), ranked by
     * shared parameters, manufacturer, price proximity and rating (similarity.ts).
     */
    async similar(options: { variantId: number; categoryId?: number }): Promise<VariantDto[]> {
      const [current, variant] = await Promise.all([index.current(), index.variant(options.variantId)]);
      if (!variant) throw new NotFoundError(`Unknown variant ${options.variantId}`);
      if (options.categoryId !== undefined && !current.hasCategory(options.categoryId)) {
        throw new BadRequestError(`categoryId: unknown category ${options.categoryId}`, 'categoryId');
      }
      const candidates = current.similarityCandidates({
        categoryId: options.categoryId ?? variant.categoryId,
        excludeProductId: variant.productId,
      });
      return byIds(rankSimilar({ target: current.similarityProfile(variant), candidates, limit: SIMILAR_LIMIT }));
    },

    /** For the site server: a listing page path is served, redirected (301) to its canonical URL, or a 404. */
    async listingLocation(url: string): Promise<ListingLocation> {
      const parsed = parseListingUrl(url, vocabularyOf(await index.current()));
      if ('query' in parsed) return { status: 'canonical', basePath: basePath(parsed.query.base) };
      if ('redirect' in parsed) return { status: 'redirect', location: parsed.redirect };
      return { status: 'not-found' };
    },

    /** Applies catalogue changes to the filter index now (it also polls on its own). */
    refreshIndex: () => index.refresh(),

    /** Shops with active offers for the build, each with the voucher codes its voucher listing pages name. */
    async eshopsExport() {
      const [shops, vouchers] = await Promise.all([repo.eshopsWithOffers(), repo.activeVoucherCodes()]);
      const codes = new Map<number, string[]>();
      for (const { shop_id, voucher_code } of vouchers)
        if (isVoucherCode(voucher_code)) codes.set(shop_id, [...(codes.get(shop_id) ?? []), voucher_code]);
      return shops.map((shop) => ({ ...shop, voucherCodes: codes.get(shop.id) ?? [] }));
    },

    async categoriesExport() {
      const categories = await tree();
      return [...categories.byId.values()].map((n) => ({
        id: n.category.id,
        parentId: n.category.parent_id,
        slug: n.category.slug,
        name: n.category.name,
        longName: n.category.long_name,
        description: n.category.description,
        count: n.count,
        breadcrumbs: breadcrumb(categories, n).map((b) => ({ id: b.category.id, name: b.category.name, slug: b.category.slug })),
      }));
    },

    products,

    async product(id: number): Promise<ProductDetail> {
      const [product] = await products({ ids: [id] });
      if (!product) throw new NotFoundError(`Unknown product ${id}`);
      return product;
    },

    /** Canonical page paths for the redirecting routes of spec §2. */
    async productPath(id: number): Promise<string | null> {
      const product = id <= MAX_ROW_ID ? await repo.product(id) : undefined;
      return product ? `/product/${product.id}-${product.slug}` : null;
    },
    async productPathOfVariant(variantId: number): Promise<string | null> {
      const product = variantId <= MAX_ROW_ID ? await repo.productOfVariant(variantId) : undefined;
      return product ? `/product/${product.id}-${product.slug}` : null;
    },
    async categoryPath(id: number): Promise<string | null> {
      const node = (await tree()).byId.get(id);
      return node ? basePath({ kind: 'category', categorySlug: node.category.slug }) : null;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
