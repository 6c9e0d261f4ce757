import useSWR, { type SWRResponse } from 'swr';
import { PROJECT } from '@uyut/core';
import type { ApiError } from './errors';
import { apiKeys, type LikeAllKey, type VariantsLikedKey } from './keys';
import { type LikeItemType, likesApi } from './likes-api';
import type { FavouriteSort } from '@uyut/core';

export interface VariantsLikedQuery {
  sort: FavouriteSort;
  page: number;
  pageSize: number;
  active: boolean;
  /** '' for the caller's own list. */
  encryptedShare: string;
}

type VariantsLiked = Awaited<ReturnType<typeof likesApi.variantsLiked>>;

/** A page of liked variants (spec §7 variants-liked); null pauses (signed out, no list to ask for). */
export function useVariantsLiked(query: VariantsLikedQuery | null): SWRResponse<VariantsLiked, ApiError> {
  return useSWR<VariantsLiked, ApiError, VariantsLikedKey | null>(
    query === null ? null : apiKeys.variantsLiked(query),
    ([, , sort, page, pageSize, active, encryptedShare]) =>
      likesApi.variantsLiked({ sort: sort as FavouriteSort, page, pageSize, active, encryptedShare: encryptedShare || undefined }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** The caller's liked item ids of a type, newest first (spec §7 like-all); null pauses. */
export function useLikeAll(itemType: LikeItemType | null): SWRResponse<string[], ApiError> {
  return useSWR<string[], ApiError, LikeAllKey | null>(itemType === null ? null : apiKeys.likeAll(itemType), ([, , type]) =>
    likesApi.likeAll({ project: PROJECT, itemType: type as LikeItemType }),
  );
}
