import { type Static, Type } from '@sinclair/typebox';
import { MAX_ROW_ID } from '../../db/schema';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Range = Type.Object({ from: Nullable(Type.Integer()), to: Nullable(Type.Integer()) });

/** A money amount: integer minor units of `currency` (BGN stotinki or EUR cents). */
export const Money = Type.Integer({ description: 'minor units' });

/** Spec §3 Variant: one shop's offer of a product, as cards render it. */
export const VariantSchema = Type.Object(
  {
    id: Type.Integer(),
    productId: Type.Integer(),
    productSlug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    slug: Type.String(),
    url: Type.String({ description: "The shop's product page" }),
    eshop: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), paid: Type.Boolean() }),
    price: Type.Object({
      currency: Type.String({ minLength: 3, maxLength: 3 }),
      price: Money,
      /** The struck-out old price: only the shop's old price that our price history verified (catalogue/pricing.ts verifiedDiscount). */
      priceBeforeDiscount: Nullable(Money),
      /** An old price the shop states that our history does not verify: shown as the shop's claim, never as a discount. */
      claimedPriceBefore: Nullable(Money),
      installmentMonths: Nullable(Type.Integer()),
      installmentAmount: Nullable(Money),
    }),
    /** Only a discount verified by our price history (EU Omnibus); null otherwise, whatever old price the shop states. */
    discount: Nullable(
      Type.Object({
        discount: Type.Integer(),
        validity: Nullable(Type.String()),
        /** EU Omnibus: the lowest price in the 30 days before the reduction, in the offer's currency. */
        lowestPrice30Days: Nullable(Money),
      }),
    ),
    voucher: Nullable(
      Type.Object({
        code: Type.String(),
        value: Type.Integer(),
        valueType: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
        priceWithVoucher: Money,
      }),
    ),
    discounted: Type.Boolean(),
    inStock: Type.Boolean(),
    /** From the shop's feed: new goods, used (second-hand) or refurbished. */
    condition: Type.Union([Type.Literal('new'), Type.Literal('used'), Type.Literal('refurbished')]),
    category: Type.Object({ id: Type.Integer(), name: Type.String(), longName: Type.String(), slug: Type.String() }),
    active: Type.Boolean(),
    disabled: Type.Boolean(),
    dataLayer: Type.Object({ id: Type.Integer(), name: Type.String() }),
    freeShipping: Type.Boolean(),
    tier: Nullable(Type.String()),
    reviews: Type.Object({
      rating: Nullable(Type.Number()),
      reviewsCount: Type.Integer(),
      imagesCount: Type.Integer(),
    }),
    dimensions: Type.Object({ width: Range, height: Range, depth: Range, diameter: Range }),
    promoTags: Type.Object({ blackFriday: Type.Boolean(), gardenSales: Type.Boolean(), priceDrop: Type.Boolean() }),
    hasDeliveries: Type.Boolean(),
    image: Nullable(Type.Object({ id: Type.Integer(), type: Type.String(), cropped: Type.Boolean() })),
    images: Type.Array(Type.Object({ id: Type.Integer(), type: Type.String() })),
    coolingOffPeriod: Nullable(Type.Integer()),
    deliveryPrice: Nullable(Money),
    deliveryInDays: Nullable(Type.Integer()),
    alternativeOffersCount: Type.Integer(),
    displayParameters: Type.Array(Type.String()),
    highlighted: Type.Boolean(),
    topProductLabel: Nullable(Type.String()),
  },
  { $id: 'Variant' },
);
export type VariantDto = Static<typeof VariantSchema>;

export const FilteringRequestSchema = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }) },
  { $id: 'FilteringRequest', additionalProperties: false },
);

export const FilterChoiceSchema = Type.Object({
  ident: Type.String(),
  id: Type.Union([Type.Integer(), Type.String()]),
  name: Type.String(),
  url: Type.String(),
  selected: Type.Boolean(),
  disabled: Type.Boolean(),
  followable: Type.Boolean(),
  highlighted: Type.Boolean(),
  count: Type.Integer(),
});

export const PriceFilterSchema = Type.Object({
  range: Type.Object({
    min: Type.Number(),
    max: Type.Number(),
    selected: Type.Boolean(),
    selectedMin: Nullable(Type.Number()),
    selectedMax: Nullable(Type.Number()),
    url: Type.String(),
  }),
  predefined: Type.Array(FilterChoiceSchema),
  histogram: Type.Array(Type.Object({ lowerBound: Type.Number(), upperBound: Type.Number(), count: Type.Integer() })),
});

export const PaginationSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  pageCount: Type.Integer(),
  totalCount: Type.Integer(),
});

const Choices = Type.Array(FilterChoiceSchema);

/** One dimension range filter (the `dimension` query parameter), bounds in whole centimetres. */
export const DimensionFilterSchema = Type.Object({
  ident: Type.Union([Type.Literal('width'), Type.Literal('height'), Type.Literal('depth'), Type.Literal('diameter')]),
  name: Type.String(),
  unit: Type.Literal('cm'),
  min: Type.Integer(),
  max: Type.Integer(),
  selectedFrom: Nullable(Type.Integer()),
  selectedTo: Nullable(Type.Integer()),
  /** Variants matching the other filters that have this dimension. */
  count: Type.Integer(),
  /** The listing with this dimension's range cleared. */
  url: Type.String(),
});

/** Names one listing answer; cards send it back as `ri` in the click-through link (spec §7 Other), and /go stores it. */
export const RequestIdSchema = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Listing request id, the click-through `ri`',
});

/** Spec §3 Filtering response, plus the page of variants and its pagination that the site renders. */
export const FilteringResponseSchema = Type.Object(
  {
    totalCount: Type.Integer(),
    title: Type.String(),
    groups: Type.Object({
      category: Choices,
      search: Choices,
      price: Nullable(PriceFilterSchema),
      sort: Choices,
      parameters: Type.Array(Type.Object({ ident: Type.String(), name: Type.String(), choices: Choices })),
      features: Choices,
      manufacturers: Choices,
      eshops: Choices,
      dimensions: Type.Array(DimensionFilterSchema),
      smartPromptChoices: Choices,
    }),
    url: Type.String(),
    categoryUrl: Nullable(Type.String()),
    showAiSearch: Type.Boolean(),
    /** A search results listing without results: the query spelled as the catalogue's words, when that spelling lists offers. */
    didYouMean: Type.Optional(Type.String()),
    aiSearchPlaceholder: Type.String(),
    topHtml: Type.String(),
    listHtml: Type.String(),
    bottomHtml: Type.String(),
    paginatorHtml: Type.String(),
    nextPageUrl: Nullable(Type.String()),
    dataLayer: Type.Object({
      pageType: Type.String(),
      categoryId: Nullable(Type.Integer()),
      totalCount: Type.Integer(),
      requestId: RequestIdSchema,
    }),
    pagination: PaginationSchema,
    variants: Type.Array(Type.Ref('Variant')),
  },
  { $id: 'FilteringResponse' },
);
export type FilteringResponse = Static<typeof FilteringResponseSchema>;

/** "Load more": the page of variants a `nextPageUrl` names, without the facets. */
export const VariantFeedSchema = Type.Object(
  {
    variants: Type.Array(Type.Ref('Variant')),
    nextPageUrl: Nullable(Type.String()),
    listHtml: Type.String(),
    paginatorHtml: Type.String(),
    dataLayer: Type.Object({ requestId: RequestIdSchema }),
  },
  { $id: 'VariantFeed' },
);
export type VariantFeed = Static<typeof VariantFeedSchema>;

export const MAX_IDS = 100;
export const VariantByIdsRequestSchema = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }), { maxItems: MAX_IDS }) },
  { $id: 'VariantByIdsRequest', additionalProperties: false },
);
export const VariantByIdsResponseSchema = Type.Object({ variants: Type.Array(Type.Ref('Variant')) }, { $id: 'VariantByIds' });

/** Spec §7 similarity query. `mode` names the ranking; visual search by `imageUrl` is not offered yet, so the query refuses it. */
export const SimilarityQuerySchema = Type.Object(
  {
    categoryId: Type.Optional(
      Type.Integer({ minimum: 1, description: "Category subtree to pick from; the offer's own category by default" }),
    ),
    mode: Type.Optional(
      Type.Union([Type.Literal('attributes'), Type.Literal('visual')], {
        description:
          "'attributes' (the default): shared parameters, manufacturer, price proximity and rating; 'visual': the nearest colour and shape of the offer's picture",
      }),
    ),
    imageUrl: Type.Optional(
      Type.String({
        maxLength: 300,
        description: 'mode=visual only: a path of our image store (/img/…) to compare with instead of the main picture; never fetched',
      }),
    ),
  },
  { additionalProperties: false },
);
export const VariantSimilaritySchema = Type.Object(
  { variants: Type.Array(Type.Ref('Variant'), { description: 'Most similar first, one offer per product, never the asked product' }) },
  { $id: 'VariantSimilarity' },
);

export interface MenuNode {
  id: number;
  name: string;
  imageUrl: string | null;
  slug: string;
  children: MenuNode[];
}
export const MenuNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      imageUrl: Nullable(Type.String()),
      slug: Type.String(),
      children: Type.Array(Self),
    }),
  { $id: 'MenuNode' },
);

/** Spec §3 Menu. */
export const MenuSchema = Type.Object(
  {
    primary: Type.Array(Type.Ref('MenuNode')),
    rooms: Type.Array(Type.Ref('MenuNode')),
    gifts: Type.Array(Type.Ref('MenuNode')),
    top: Type.Array(Type.Ref('MenuNode')),
  },
  { $id: 'Menu' },
);
export type Menu = Static<typeof MenuSchema>;

const Breadcrumbs = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }));

/** Spec §3 Product: a product with every offer of it. */
export const ProductSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    manufacturer: Type.Union([Type.String(), Type.Null()]),
    ean: Type.Union([Type.String(), Type.Null()]),
    category: Type.Object({ id: Type.Integer(), name: Type.String(), longName: Type.String(), slug: Type.String() }),
    breadcrumbs: Breadcrumbs,
    offers: Type.Array(Type.Ref('Variant')),
  },
  { $id: 'Product' },
);

/** The schemas routes name by `$id` (Type.Ref), registered once with the app. */
export const SHARED_SCHEMAS = [
  VariantSchema,
  MenuNodeSchema,
  FilteringRequestSchema,
  FilteringResponseSchema,
  VariantFeedSchema,
  VariantByIdsRequestSchema,
  VariantByIdsResponseSchema,
  VariantSimilaritySchema,
  MenuSchema,
  ProductSchema,
];

export const VariantIdParamsSchema = Type.Object({ variantId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) });
export const ProductIdParamsSchema = Type.Object({ productId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) });

/** One category of the build export, with its offer count and breadcrumbs. */
export const CategoryExportSchema = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  slug: Type.String(),
  name: Type.String(),
  longName: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  count: Type.Integer(),
  breadcrumbs: Breadcrumbs,
});
export type CategoryExport = Static<typeof CategoryExportSchema>;

/** One shop of the build export. */
export const EshopExportSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  voucherCodes: Type.Array(Type.String(), {
    description: 'Voucher codes of active offers: one /products/eshop/{slug}/voucher/{code} page each',
  }),
});
export type EshopExport = Static<typeof EshopExportSchema>;

/** Products per page of the build export at most: about 1.3 MB of JSON, so one request cannot hold the server long. */
export const EXPORT_PAGE_MAX = 200;

export const ProductsExportHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 200 })) });
export const ProductsExportQuerySchema = Type.Object(
  {
    after: Type.Integer({ minimum: 0, maximum: MAX_ROW_ID, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: EXPORT_PAGE_MAX, default: 100 }),
  },
  { additionalProperties: false },
);
export const ProductsExportSchema = Type.Object({
  items: Type.Array(Type.Ref('Product')),
  nextAfter: Type.Union([Type.Integer(), Type.Null()]),
});
