import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';
import type { FavouriteSort } from '@uyut/core';

export type LikeItemType = 'variant' | 'comparison';

interface ProjectParameter {
  project: string;
}

export interface LikeTypeRequest extends ProjectParameter {
  itemType: LikeItemType;
}

export interface LikeInfoRequest extends LikeTypeRequest {
  /** The item ids asked about (spec §5 requestBody). */
  requestBody: readonly string[];
}

export interface LikeItemRequest extends LikeTypeRequest {
  itemId: string;
}

export interface LikeRequest extends LikeItemRequest {
  /** Variants only: the shopper agreed to remarketing from this like. */
  consent?: boolean;
}

export interface VariantsLikedRequest {
  sort: FavouriteSort;
  page: number;
  pageSize: number;
  /** Only variants with an active offer in stock. */
  active?: boolean;
  /** Someone's shared list instead of the caller's own. */
  encryptedShare?: string;
}

function typePath(operation: string, parameters: LikeTypeRequest) {
  return {
    project: requireParameter({ operation, field: 'project', value: parameters.project }),
    item_type: requireParameter({ operation, field: 'itemType', value: parameters.itemType }),
  };
}

function itemPath(operation: string, parameters: LikeItemRequest) {
  return { ...typePath(operation, parameters), item_id: requireParameter({ operation, field: 'itemId', value: parameters.itemId }) };
}

/** The likes service and the favourites rows of the main API (spec §7); each refuses a missing required parameter (spec §5). */
export function createLikesApi(client: ApiClient) {
  return {
    /** POST /api/v1/{project}/like/{item_type}: like info of many items; the batch always asks for answersCount (spec §7). */
    async likeInfo(parameters: LikeInfoRequest) {
      const path = typePath('likeInfo', parameters);
      const body = [...requireParameter({ operation: 'likeInfo', field: 'requestBody', value: parameters.requestBody })];
      return bodyOf(client.POST('/api/v1/{project}/like/{item_type}', { params: { path, query: { answersCount: true } }, body }));
    },

    /** GET /api/v1/{project}/like-all/{item_type}: the caller's liked ids, newest first (the length is the count). */
    async likeAll(parameters: LikeTypeRequest) {
      const path = typePath('likeAll', parameters);
      return bodyOf(client.GET('/api/v1/{project}/like-all/{item_type}', { params: { path } }));
    },

    /** GET /api/v1/{project}/like/received/user/{item_type}: likes others gave to the caller's items. */
    async likesReceived(parameters: LikeTypeRequest) {
      const path = typePath('likesReceived', parameters);
      return bodyOf(client.GET('/api/v1/{project}/like/received/user/{item_type}', { params: { path } }));
    },

    async like(parameters: LikeRequest) {
      const path = itemPath('like', parameters);
      const query = parameters.consent === undefined ? {} : { consent: parameters.consent ? ('1' as const) : ('0' as const) };
      return bodyOf(client.POST('/api/v1/{project}/like/{item_type}/{item_id}', { params: { path, query } }));
    },

    async unlike(parameters: LikeItemRequest) {
      const path = itemPath('unlike', parameters);
      return bodyOf(client.DELETE('/api/v1/{project}/like/{item_type}/{item_id}', { params: { path } }));
    },

    /** GET /api/v1/{project}/login: moves this browser's anonymous likes to the signed-in user. */
    async pairLikes(parameters: ProjectParameter) {
      const project = requireParameter({ operation: 'pairLikes', field: 'project', value: parameters.project });
      return bodyOf(client.GET('/api/v1/{project}/login', { params: { path: { project } } }));
    },

    /** GET /api/v2/user/variants-liked: the caller's liked variants, or a shared list's. */
    async variantsLiked(parameters: VariantsLikedRequest) {
      const sort = requireParameter({ operation: 'variantsLiked', field: 'sort', value: parameters.sort });
      const { page, pageSize, encryptedShare } = parameters;
      const query = { sort, page, pageSize, encryptedShare, ...(parameters.active ? { active: '1' as const } : {}) };
      return bodyOf(client.GET('/api/v2/user/variants-liked', { params: { query } }));
    },

    async favouritesShare() {
      return bodyOf(client.GET('/api/v2/user/favourites-share'));
    },

    async revokeFavouritesShare() {
      await client.DELETE('/api/v2/user/favourites-share');
    },

    async favouritesOnSale(parameters: { limit?: number } = {}) {
      return bodyOf(client.GET('/api/v2/user/favourites-on-sale', { params: { query: parameters } }));
    },

    async remarketingVariants(parameters: { limit?: number } = {}) {
      return bodyOf(client.GET('/api/v2/user/remarketing-variants', { params: { query: parameters } }));
    },
  };
}

export type LikesApi = ReturnType<typeof createLikesApi>;

/** The site's likes calls, on the same origin as its other API calls. */
export const likesApi = createLikesApi(createApiClient());
