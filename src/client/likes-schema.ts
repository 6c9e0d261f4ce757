/**
 * The likes and favourites routes as the likes contract (issue 24) describes them, in the shape openapi-typescript
 * generates, until the server's OpenAPI document carries them (`npm run gen:api` then replaces this file's use).
 */
type Json<Body> = { content: { 'application/json': Body } };
type Answer<Body> = { responses: { 200: Json<Body> } };
type NoContent = { responses: { 204: { content?: never } } };

type LikeItemTypePath = { project: string; item_type: 'variant' | 'comparison' };
type LikeItemPath = LikeItemTypePath & { item_id: string };

/** Spec §3 Like info. */
export interface LikeInfoSchema {
  item_id: string;
  liked_by_user: boolean;
  saved_by_user: boolean;
  likes_count: number;
  comments_count?: number;
  images_count?: number;
  star_value?: number;
  answers_count?: number;
  reviews_count?: number;
}

export interface LikeToggleSchema {
  item_id: string;
  liked_by_user: boolean;
  likes_count: number;
}

export interface PaginationSchema {
  page: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
}

export type FavouritesSort = 'newest' | 'oldest' | 'cheapest' | 'dearest' | 'discount';

export interface LikesPaths<Variant> {
  '/api/v1/{project}/like/{item_type}': {
    post: Answer<LikeInfoSchema[]> & {
      parameters: {
        path: LikeItemTypePath;
        query?: { commentsCount?: boolean; stars?: boolean; answersCount?: boolean; reviewCounts?: boolean };
      };
      requestBody: Json<Array<string | number>>;
    };
  };
  '/api/v1/{project}/like-all/{item_type}': {
    get: Answer<string[]> & { parameters: { path: LikeItemTypePath } };
  };
  '/api/v1/{project}/like/received/user/{item_type}': {
    get: Answer<{ count: number }> & { parameters: { path: LikeItemTypePath } };
  };
  '/api/v1/{project}/like/{item_type}/{item_id}': {
    post: Answer<LikeToggleSchema> & { parameters: { path: LikeItemPath; query?: { consent?: '1' | '0' } } };
    delete: Answer<LikeToggleSchema> & { parameters: { path: LikeItemPath } };
  };
  '/api/v1/{project}/login': {
    get: Answer<{ paired: number }> & { parameters: { path: { project: string } } };
  };
  '/api/v2/user/variants-liked': {
    get: Answer<{ variants: Variant[]; pagination: PaginationSchema; owner?: { id: string; name: string } }> & {
      parameters: {
        query: { sort: FavouritesSort; page?: number; pageSize?: number; active?: 1; encryptedShare?: string };
      };
    };
  };
  '/api/v2/user/favourites-share': {
    get: Answer<{ encryptedShare: string }>;
    delete: NoContent;
  };
  '/api/v2/user/favourites-on-sale': {
    get: Answer<{ variants: Variant[] }> & { parameters: { query?: { limit?: number } } };
  };
  '/api/v2/user/remarketing-variants': {
    get: Answer<{ variants: Variant[] }> & { parameters: { query?: { limit?: number } } };
  };
}
