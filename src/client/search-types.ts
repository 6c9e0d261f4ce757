/** Spec §3 Search item (search contract): one suggestion and where it leads. */
export interface SearchItem {
  id: string;
  title: string;
  url: string;
  apiUrl: string;
  productCount: number;
  filters: {
    categoryId?: number;
    colorId?: number;
    filterId?: number;
    eshopId?: number;
    eshopScore?: number;
    manufacturerId?: number;
  };
}

/** Spec §3 Search result group. */
export interface SearchGroup {
  type: number;
  typeName: string;
  img: string | null;
  items: SearchItem[];
}

export interface SearchTrending {
  categories: SearchItem[];
}

/** The search service's routes, until the server's OpenAPI document carries them. */
export interface SearchPaths {
  '/v2/search': {
    get: {
      parameters: { query: { q: string } };
      responses: { 200: { content: { 'application/json': SearchGroup[] } } };
    };
  };
  '/v2/search/trending': {
    get: {
      responses: { 200: { content: { 'application/json': SearchTrending } } };
    };
  };
}
