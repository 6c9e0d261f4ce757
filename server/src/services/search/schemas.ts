import { Type, type Static } from '@sinclair/typebox';

const strict = { additionalProperties: false } as const;

/* Bounds only: the service normalises q and refuses an empty or over-long one naming 'q'. */
export const SearchQuerySchema = Type.Object({ q: Type.String({ maxLength: 10_000, description: 'the text typed' }) }, strict);

export const SearchItemSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    url: Type.String({ description: 'the site path the suggestion opens' }),
    apiUrl: Type.String({ description: 'the listing URL to POST to /api/v2/variant/filtering (products: the product page path)' }),
    productCount: Type.Integer({ description: 'active offers the suggestion leads to' }),
    filters: Type.Object(
      {
        categoryId: Type.Optional(Type.Integer()),
        colorId: Type.Optional(Type.Integer()),
        filterId: Type.Optional(Type.Integer()),
        eshopId: Type.Optional(Type.Integer()),
        eshopScore: Type.Optional(Type.Number()),
        manufacturerId: Type.Optional(Type.Integer()),
      },
      strict,
    ),
  },
  { $id: 'SearchItem', ...strict },
);
export type SearchItem = Static<typeof SearchItemSchema>;

export const SearchGroupSchema = Type.Object(
  {
    type: Type.Integer({ description: '1 product, 3 manufacturer, 4 shop, 6 category, 11 category + colour' }),
    typeName: Type.String(),
    img: Type.Union([Type.String(), Type.Null()]),
    items: Type.Array(Type.Ref('SearchItem')),
  },
  { $id: 'SearchGroup', ...strict },
);
export interface SearchGroup {
  type: number;
  typeName: string;
  img: string | null;
  items: SearchItem[];
}

export const TrendingSchema = Type.Object({ categories: Type.Array(Type.Ref('SearchItem')) }, { $id: 'SearchTrending', ...strict });

export const SEARCH_SCHEMAS = [SearchItemSchema, SearchGroupSchema, TrendingSchema];
