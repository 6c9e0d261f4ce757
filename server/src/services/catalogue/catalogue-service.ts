import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { MAX_ROW_ID } from '../../db/schema';
import { basePath, isVoucherCode, type ListingQuery, parseListingUrl, productPath, serialiseListingQuery } from '@uyut/core';
import type { CatalogueIndex } from '../../index/catalogue-index';
import type { FilterIndex } from '../../index/filter-index';
import type { IndexQuery, IndexResult, MatchedVariants } from '../../index/types';
import { CardCache, type CardChange } from './card-cache';
import { breadcrumb, buildCategoryTree, buildMenu, type CategoryTree } from './category-tree';
import { buildFilteringResponse, type ResolvedListing, resolveListing } from './filtering';
import { listHtml, nextPageUrl, pageCountOf, paginatorHtml } from './listing-pages';
import { vocabularyOf } from './listing-vocabulary';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import * as repository from './repository';
import type { VariantRow } from './repository';
import { ResponseCache } from './response-cache';
import { type SerialisedAnswer, serialiseAnswer } from './serialised-answer';
import type { CategoryExport, EshopExport, FilteringResponse, Menu, VariantDto, VariantFeed } from './schemas';
import { rankSimilar, SIMILAR_LIMIT } from './similarity';
import { toVariantCard, toVariantDto, type VariantCard } from './variant-dto';

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

/** What the search results listing (`/search?q=…`) needs of the search service. */
export interface SearchMatching {
  /** The variants of `index` a normalised query lists. */
  matches(options: { query: string; index: FilterIndex }): Promise<MatchedVariants>;
  /** The query's spelling in the catalogue's words when it has a misspelled word and that spelling lists variants. */
  didYouMean(options: { query: string; index: FilterIndex }): Promise<string | null>;
}

export interface CatalogueServiceOptions {
  index: CatalogueIndex;
  now?: () => Date;
  /** A fresh id for every listing answer (the click-through `ri`). */
  requestId?: () => string;
}

/** A listing page as the index and the catalogue give it now. */
interface ListingPage {
  query: ListingQuery;
  resolved: ResolvedListing;
  result: IndexResult;
  variants: VariantDto[];
}

/** A listing page read at `at`, with the index it was read from; `lastChange`: the newest change id, when the caller has read it. */
interface PageRequest {
  current: FilterIndex;
  query: ListingQuery;
  at: Date;
  lastChange?: number;
}

/**
 * The catalogue's domain logic over the filter index (listings) and the repository (everything else): listings, the
 * offers of products, similar offers, the menu and the build exports. Routes call its public methods; SQL stays in
 * repository.ts.
 */
export class CatalogueService {
  private readonly index: CatalogueIndex;
  private readonly now: () => Date;
  private readonly requestId: () => string;
  private cachedTree: { version: string | undefined; tree: CategoryTree } | undefined;
  private readonly answers = new ResponseCache<KeptAnswer>({ size: KEPT_RESPONSES, ttlMs: KEPT_RESPONSE_MS });
  private readonly cards = new CardCache({ size: KEPT_CARDS });
  private search: SearchMatching | undefined;

  constructor(
    private readonly db: Db,
    options: CatalogueServiceOptions,
  ) {
    this.index = options.index;
    this.now = options.now ?? (() => new Date());
    this.requestId = options.requestId ?? randomUUID;
  }

  /** Answers the search results listings from now on (the search service starts after the catalogue). */
  useSearch(search: SearchMatching): void {
    this.search = search;
  }

  /** The category tree with counts, rebuilt only when the catalogue version changes. */
  async tree(): Promise<CategoryTree> {
    const version = await repository.catalogueVersion(this.db);
    if (!this.cachedTree || this.cachedTree.version !== version) {
      const [categories, counts] = await Promise.all([repository.categories(this.db), repository.activeVariantCountsByCategory(this.db)]);
      this.cachedTree = { version, tree: buildCategoryTree(categories, counts) };
    }
    return this.cachedTree.tree;
  }

  async menu(): Promise<Menu> {
    return buildMenu(await this.tree());
  }

  /** The filter index as it is now (the AI search reads its vocabulary). */
  currentIndex(): Promise<FilterIndex> {
    return this.index.current();
  }

  /** How many variants a listing state lists now. */
  async listingCount(query: ListingQuery): Promise<number> {
    const current = await this.index.current();
    const matched = await this.matchedOf({ current, query });
    return current.query({ ...resolveListing(current, { query, now: this.now(), matched }).indexQuery, limit: 0 }).total;
  }

  /** Spec §7 variant/filtering as an object. A non-canonical but valid URL is answered for its canonical form (see `url`). */
  async filtering(url: string): Promise<FilteringResponse> {
    const current = await this.index.current();
    return (await this.render({ current, query: this.listing({ url, current }), at: this.now() })).response;
  }

  /**
   * Spec §7 variant/filtering as bytes for the route, with a request id of its own. The answer of a canonical URL
   * is kept, serialised, and answered again until the index or the catalogue changes; every `KEPT_RESPONSE_MS` it
   * is checked against what the clock, shops and categories would change (`drift`) and rendered again if any did.
   */
  async filteringAnswer(url: string): Promise<{ answer: SerialisedAnswer; requestId: string }> {
    const current = await this.index.current();
    const query = this.listing({ url, current });
    const key = serialiseListingQuery(query);
    const state = await repository.catalogueState(this.db);
    const from = { index: current, indexVersion: current.version, catalogue: state.key };
    const at = this.now();
    const kept = this.answers.get(key, { from, at: at.getTime() });
    if (kept) return { answer: kept.answer, requestId: this.requestId() };
    const expired = this.answers.expired(key, { from, at: at.getTime() });
    if (expired && (await this.stillCurrent({ kept: expired, current, query, at, lastChange: state.lastChange }))) {
      this.answers.renew(key, { at: at.getTime() });
      return { answer: expired.answer, requestId: this.requestId() };
    }
    const { response, resolved, result, variants } = await this.render({ current, query, at, lastChange: state.lastChange });
    const answer = serialiseAnswer(response);
    const value = { answer, variantIds: result.variantIds, drift: drift({ indexQuery: resolved.indexQuery, variants }) };
    this.answers.set(key, { from, at: at.getTime(), value });
    return { answer, requestId: response.dataLayer.requestId };
  }

  /** Spec §7 variant/feed: the page a `nextPageUrl` names, for "load more". */
  async feed(url: string): Promise<VariantFeed> {
    const current = await this.index.current();
    const { query, result, variants } = await this.pageOf({ current, query: this.listing({ url, current }), at: this.now() });
    const pageCount = pageCountOf(result.total);
    return {
      variants,
      nextPageUrl: nextPageUrl(query, pageCount),
      listHtml: listHtml(variants),
      paginatorHtml: paginatorHtml(query, pageCount),
      dataLayer: { requestId: this.requestId() },
    };
  }

  /** Spec §7 variant/by-ids: variants in the order asked, unknown ids left out. */
  async byIds(ids: readonly number[]): Promise<VariantDto[]> {
    return this.variantsByIds(ids);
  }

  /**
   * Spec §7 similarity: listed offers of other products in the offer's category (or `categoryId`), ranked by
   * shared parameters, manufacturer, price proximity and rating (similarity.ts).
   */
  async similar(options: { variantId: number; categoryId?: number }): Promise<VariantDto[]> {
    const [current, variant] = await Promise.all([this.index.current(), this.index.variant(options.variantId)]);
    if (!variant) throw new NotFoundError(`Unknown variant ${options.variantId}`);
    if (options.categoryId !== undefined && !current.hasCategory(options.categoryId)) {
      throw new BadRequestError(`categoryId: unknown category ${options.categoryId}`, 'categoryId');
    }
    const candidates = current.similarityCandidates({
      categoryId: options.categoryId ?? variant.categoryId,
      excludeProductId: variant.productId,
    });
    return this.byIds(rankSimilar({ target: current.similarityProfile(variant), candidates, limit: SIMILAR_LIMIT }));
  }

  /** For the site server: a listing page path is served, redirected (301) to its canonical URL, or a 404. */
  async listingLocation(url: string): Promise<ListingLocation> {
    const parsed = parseListingUrl(url, vocabularyOf(await this.index.current()));
    if ('query' in parsed) return { status: 'canonical', basePath: basePath(parsed.query.base) };
    if ('redirect' in parsed) return { status: 'redirect', location: parsed.redirect };
    return { status: 'not-found' };
  }

  /** The current filter index (the search suggestions count over it). */
  filterIndex(): Promise<FilterIndex> {
    return this.index.current();
  }

  /** Applies catalogue changes to the filter index now (it also polls on its own); answers how many variants it re-read. */
  refreshIndex(): Promise<number> {
    return this.index.refresh();
  }

  /** Shops with active offers for the build, each with the voucher codes its voucher listing pages name. */
  async eshopsExport(): Promise<EshopExport[]> {
    const [shops, vouchers] = await Promise.all([repository.eshopsWithOffers(this.db), repository.activeVoucherCodes(this.db)]);
    const codes = new Map<number, string[]>();
    for (const { shop_id, voucher_code } of vouchers)
      if (isVoucherCode(voucher_code)) codes.set(shop_id, [...(codes.get(shop_id) ?? []), voucher_code]);
    return shops.map((shop) => ({ ...shop, voucherCodes: codes.get(shop.id) ?? [] }));
  }

  async categoriesExport(): Promise<CategoryExport[]> {
    const categories = await this.tree();
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
  }

  /** One page of the build export: products after the id `after`, and the id to ask after next (null on the last page). */
  async productsPage(options: { after: number; limit: number }): Promise<{ items: ProductDetail[]; nextAfter: number | null }> {
    const items = await this.products({ ids: options });
    return { items, nextAfter: items.length === options.limit ? items[items.length - 1]!.id : null };
  }

  async products(options: { ids: number[] | { after: number; limit: number } }): Promise<ProductDetail[]> {
    const { ids } = options;
    const [categories, products] = await Promise.all([
      this.tree(),
      Array.isArray(ids)
        ? Promise.all(ids.map((id) => repository.product(this.db, id))).then((rows) => rows.filter((r) => r !== undefined))
        : repository.productsAfter(this.db, ids),
    ]);
    const generation = await this.caughtUp();
    const offers = await this.toDtos({
      variants: await this.cardsOf(
        await repository.variantsOfProducts(
          this.db,
          products.map((p) => p.id),
        ),
      ),
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

  async product(id: number): Promise<ProductDetail> {
    const [product] = await this.products({ ids: [id] });
    if (!product) throw new NotFoundError(`Unknown product ${id}`);
    return product;
  }

  /** Canonical page paths for the redirecting routes of spec §2. */
  async productPath(id: number): Promise<string | null> {
    const product = id <= MAX_ROW_ID ? await repository.product(this.db, id) : undefined;
    return product ? productPath({ productId: product.id, productSlug: product.slug }) : null;
  }

  async productPathOfVariant(variantId: number): Promise<string | null> {
    const product = variantId <= MAX_ROW_ID ? await repository.productOfVariant(this.db, variantId) : undefined;
    return product ? productPath({ productId: product.id, productSlug: product.slug }) : null;
  }

  async categoryPath(id: number): Promise<string | null> {
    const node = (await this.tree()).byId.get(id);
    return node ? basePath({ kind: 'category', categorySlug: node.category.slug }) : null;
  }

  /**
   * Follows the change log up to `lastChange` (read now when not given): the kept cards of the variants changed since,
   * and the offer counts of their products, go. Answers the generation to store what is read next with.
   */
  private async caughtUp(lastChange?: number): Promise<number> {
    const read = (after: number): Promise<CardChange[]> => repository.changesAfter(this.db, { after, limit: CHANGE_BATCH });
    await this.cards.follow({ lastChange: lastChange ?? (await repository.catalogueState(this.db)).lastChange, batch: CHANGE_BATCH, read });
    return this.cards.generation;
  }

  private async cardsOf(rows: VariantRow[]): Promise<VariantCard[]> {
    const images = await repository.imagesOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toVariantCard(row, images.get(row.id) ?? []));
  }

  /**
   * The DTOs of `variants`, with their shops and categories as they are now, their products' active offers (kept or
   * counted now) and the tags of the campaigns running now; keeps `fresh` cards and the counts read at `generation`.
   * A variant whose shop or category is gone is left out.
   */
  private async toDtos(options: {
    variants: readonly VariantCard[];
    fresh: readonly VariantCard[];
    generation: number;
  }): Promise<VariantDto[]> {
    const { variants } = options;
    const at = this.now();
    const distinct = (ids: number[]) => [...new Set(ids)];
    const offerCounts = new Map<number, number>();
    const uncounted: number[] = [];
    for (const productId of distinct(variants.map((v) => v.row.product_id))) {
      const kept = this.cards.offerCount(productId);
      if (kept === undefined) uncounted.push(productId);
      else offerCounts.set(productId, kept);
    }
    const [shops, categories, counted, campaigns] = await Promise.all([
      repository.shopsByIds(this.db, distinct(variants.map((v) => v.row.shop_id))),
      repository.categoriesByIds(this.db, distinct(variants.map((v) => v.row.category_id))),
      repository.activeOfferCounts(this.db, uncounted),
      this.index.campaigns(),
    ]);
    const fresh = new Map(uncounted.map((productId) => [productId, counted.get(productId) ?? 0]));
    this.cards.store({ generation: options.generation, cards: options.fresh, offerCounts: fresh });
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
  private listing(options: { url: string; current: FilterIndex }): ListingQuery {
    const { url } = options;
    const vocabulary = vocabularyOf(options.current);
    const parsed = parseListingUrl(url, vocabulary);
    const result = 'redirect' in parsed ? parseListingUrl(parsed.redirect, vocabulary) : parsed;
    if ('query' in result) return result.query;
    if ('redirect' in result) throw new Error(`Listing URL ${url} does not settle on a canonical form`);
    if (['category', 'eshop', 'merchantId'].includes(result.field)) throw new NotFoundError(`No listing at ${url}: ${result.error}`);
    if (result.field === 'q') throw new BadRequestError(`q: ${result.error}`, 'q');
    throw new BadRequestError(`url: ${result.error}`, 'url');
  }

  /** The variants a search listing's query matches (undefined for the other listings). */
  private async matchedOf(options: { current: FilterIndex; query: ListingQuery }): Promise<MatchedVariants | undefined> {
    const { base } = options.query;
    if (base.kind !== 'search') return undefined;
    if (!this.search) throw new NotFoundError('Search results are not served here', 'url');
    return this.search.matches({ query: base.query, index: options.current });
  }

  private async pageOf(options: PageRequest): Promise<ListingPage> {
    const { current, query } = options;
    const matched = await this.matchedOf({ current, query });
    const resolved = resolveListing(current, { query, now: options.at, matched });
    const result = current.query(resolved.indexQuery);
    if (query.page > pageCountOf(result.total)) throw new NotFoundError(`No page ${query.page} at ${serialiseListingQuery(query)}`);
    const variants = await this.variantsByIds(result.variantIds, options.lastChange);
    return { query, resolved, result, variants };
  }

  /** Variants in the order of `ids`, unknown ids left out: kept cards, and the others read now (and kept). */
  private async variantsByIds(ids: readonly number[], lastChange?: number): Promise<VariantDto[]> {
    const generation = await this.caughtUp(lastChange);
    const found = new Map<number, VariantCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.cards.card(id);
      if (card === undefined) missing.push(id);
      else found.set(id, card);
    }
    const fresh = missing.length === 0 ? [] : await this.cardsOf(await repository.variantsByIds(this.db, missing));
    for (const card of fresh) found.set(card.row.id, card);
    return this.toDtos({ variants: ids.flatMap((id) => found.get(id) ?? []), fresh, generation });
  }

  /** The filtering response of a listing URL, rendered now. */
  private async render(options: PageRequest): Promise<ListingPage & { response: FilteringResponse }> {
    const page = await this.pageOf(options);
    const { base } = options.query;
    const didYouMean =
      base.kind === 'search' && page.result.total === 0 && this.search
        ? await this.search.didYouMean({ query: base.query, index: options.current })
        : null;
    const response = buildFilteringResponse({
      didYouMean,
      index: options.current,
      query: options.query,
      resolved: page.resolved,
      result: page.result,
      variants: page.variants,
      requestId: this.requestId(),
    });
    return { ...page, response };
  }

  /** Whether an answer kept past its time would be rendered the same now: its variants are read again (kept cards). */
  private async stillCurrent(options: PageRequest & { kept: KeptAnswer; lastChange: number }): Promise<boolean> {
    const matched = await this.matchedOf({ current: options.current, query: options.query });
    const { indexQuery } = resolveListing(options.current, { query: options.query, now: options.at, matched });
    const variants = await this.variantsByIds(options.kept.variantIds, options.lastChange);
    return drift({ indexQuery, variants }) === options.kept.drift;
  }
}
