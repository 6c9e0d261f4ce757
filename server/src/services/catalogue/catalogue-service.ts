import { CATALOGUE_VERSION, readMeta } from '../../db/meta';
import type { Db } from '../../db/database';
import { breadcrumb, buildCategoryTree, buildMenu, type CategoryNode, type CategoryTree, subtreeIds } from './category-tree';
import { escapeHtml } from './html';
import { createCatalogueRepository, type VariantRow, type VariantSort } from './repository';
import type { FilteringResponse, VariantDto } from './schemas';
import { toVariantDto } from './variant-dto';

export const PAGE_SIZE = 24;

export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor(message: string) {
    super(message);
    this.name = 'Not Found';
  }
}

const SORTS: Array<{ ident: VariantSort; name: string }> = [
  { ident: 'relevance', name: 'Препоръчани' },
  { ident: 'cheapest', name: 'Най-евтини' },
  { ident: 'expensive', name: 'Най-скъпи' },
  { ident: 'discount', name: 'Най-голяма отстъпка' },
  { ident: 'newest', name: 'Най-нови' },
  { ident: 'rating', name: 'Най-добре оценени' },
];

export interface ListingRoute {
  /** null = the whole catalogue (/, /products). */
  categorySlug: string | null;
  page: number;
}

/** Parses the listing URLs this foundation serves: `/`, `/products`, `/products/{slug}` with an optional `/page-{n}`. */
export function parseListingUrl(url: string): ListingRoute | null {
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const match = /^(?:\/products(?:\/([a-z0-9-]+?))?)?(?:\/page-([1-9]\d{0,4}))?$/.exec(path === '/' ? '' : path);
  if (!match) return null;
  const [, slug, page] = match;
  if (path !== '/' && !path.startsWith('/products')) return null;
  return { categorySlug: slug ?? null, page: page ? Number(page) : 1 };
}

function listingPath(options: { slug: string | null; page: number }): string {
  const base = options.slug ? `/products/${options.slug}` : '/products';
  return options.page > 1 ? `${base}/page-${options.page}` : base;
}

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

export function createCatalogueService(db: Db) {
  const repo = createCatalogueRepository(db);
  let cached: { version: string | undefined; tree: CategoryTree } | undefined;

  /** The category tree with counts, rebuilt only when the catalogue version changes. */
  async function tree(): Promise<CategoryTree> {
    const version = await readMeta(db, CATALOGUE_VERSION);
    if (!cached || cached.version !== version) {
      const [categories, counts] = await Promise.all([repo.categories(), repo.activeVariantCountsByCategory()]);
      cached = { version, tree: buildCategoryTree(categories, counts) };
    }
    return cached.tree;
  }

  async function toDtos(rows: VariantRow[]): Promise<VariantDto[]> {
    const ids = rows.map((r) => r.id);
    const [images, offers] = await Promise.all([repo.imagesOf(ids), repo.activeOfferCounts([...new Set(rows.map((r) => r.product_id))])]);
    return rows.map((row) => toVariantDto(row, { imageIds: images.get(row.id) ?? [], offerCount: offers.get(row.product_id) ?? 0 }));
  }

  function categoryChoices(nodes: CategoryNode[]) {
    return nodes
      .filter((n) => n.count > 0)
      .map((n) => ({
        ident: 'category',
        id: n.category.id,
        name: n.category.name,
        url: listingPath({ slug: n.category.slug, page: 1 }),
        selected: false,
        disabled: false,
        followable: true,
        highlighted: false,
        count: n.count,
      }));
  }

  function listHtml(variants: VariantDto[]): string {
    const items = variants.map(
      (v) => `<li><a href="/product/${v.productId}-${escapeHtml(v.productSlug)}">${escapeHtml(v.name)}</a> <span>${escapeHtml(v.eshop.name)}</span></li>`,
    );
    return `<ul class="variant-list">${items.join('')}</ul>`;
  }

  async function products(options: { ids: number[] | { after: number; limit: number } }): Promise<ProductDetail[]> {
      const [categories, products] = await Promise.all([
        tree(),
        Array.isArray(options.ids)
          ? Promise.all(options.ids.map((id) => repo.product(id))).then((rows) => rows.filter((r) => r !== undefined))
          : repo.productsAfter(options.ids),
      ]);
      const offers = await toDtos(await repo.variantsOfProducts(products.map((p) => p.id)));
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

  return {
    tree,

    async menu() {
      return buildMenu(await tree());
    },

    async filtering(url: string): Promise<FilteringResponse> {
      const route = parseListingUrl(url);
      if (!route) throw new NotFoundError(`No listing at ${url}`);
      const categories = await tree();
      const node = route.categorySlug === null ? null : categories.bySlug.get(route.categorySlug);
      if (node === undefined) throw new NotFoundError(`Unknown category ${route.categorySlug}`);
      const categoryIds = node ? subtreeIds(node) : null;
      const sort: VariantSort = 'relevance';
      const [totalCount, bounds, rows] = await Promise.all([
        repo.countVariants({ categoryIds }),
        repo.priceBounds({ categoryIds }),
        repo.variantsPage({ categoryIds, sort, limit: PAGE_SIZE, offset: (route.page - 1) * PAGE_SIZE }),
      ]);
      const variants = await toDtos(rows);
      const pageCount = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
      const slug = node?.category.slug ?? null;
      const nextPageUrl = route.page < pageCount ? listingPath({ slug, page: route.page + 1 }) : null;
      const selfUrl = listingPath({ slug, page: route.page });
      return {
        totalCount,
        title: node ? node.category.name : 'Всички продукти',
        groups: {
          category: categoryChoices(node ? node.children : categories.roots),
          search: [],
          price: bounds && {
            range: { min: bounds.min, max: bounds.max, selected: false, selectedMin: null, selectedMax: null, url: selfUrl },
            predefined: [],
            histogram: [],
          },
          sort: SORTS.map((s) => ({
            ident: s.ident,
            id: s.ident,
            name: s.name,
            url: selfUrl,
            selected: s.ident === sort,
            disabled: false,
            followable: false,
            highlighted: false,
            count: totalCount,
          })),
          parameters: [],
          features: [],
          manufacturers: [],
          eshops: [],
          dimensions: [],
          smartPromptChoices: [],
        },
        url: selfUrl,
        categoryUrl: slug ? listingPath({ slug, page: 1 }) : null,
        showAiSearch: false,
        aiSearchPlaceholder: 'Опишете какво търсите',
        topHtml: node?.category.description ? `<p>${escapeHtml(node.category.description)}</p>` : '',
        listHtml: listHtml(variants),
        bottomHtml: '',
        paginatorHtml: nextPageUrl ? `<a rel="next" href="${escapeHtml(nextPageUrl)}">Следваща страница</a>` : '',
        nextPageUrl,
        dataLayer: { pageType: node ? 'category' : 'listing', categoryId: node?.category.id ?? null, totalCount },
        pagination: { page: route.page, pageSize: PAGE_SIZE, pageCount, totalCount },
        variants,
      };
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
      const product = await repo.product(id);
      return product ? `/product/${product.id}-${product.slug}` : null;
    },
    async productPathOfVariant(variantId: number): Promise<string | null> {
      const product = await repo.productOfVariant(variantId);
      return product ? `/product/${product.id}-${product.slug}` : null;
    },
    async categoryPath(id: number): Promise<string | null> {
      const node = (await tree()).byId.get(id);
      return node ? listingPath({ slug: node.category.slug, page: 1 }) : null;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
