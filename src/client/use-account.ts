import useSWR, { type SWRResponse } from 'swr';
import { accountApi } from './account-api';
import type { ApiError } from './errors';
import { apiKeys, type ProfileKey, type PublicProfileKey } from './keys';
import type { Profile, PublicProfile } from './types';

/** The signed-in user's profile; `signedIn` false pauses (no request that can only answer 401). */
export function useProfile(signedIn: boolean): SWRResponse<Profile, ApiError> {
  return useSWR<Profile, ApiError, ProfileKey | null>(signedIn ? apiKeys.profile() : null, () => accountApi.profile(), {
    revalidateOnFocus: false,
  });
}

/** A user's public profile; null pauses. */
export function usePublicProfile(userId: string | null): SWRResponse<PublicProfile, ApiError> {
  return useSWR<PublicProfile, ApiError, PublicProfileKey | null>(userId === null ? null : apiKeys.publicProfile(userId), ([, , id]) =>
    accountApi.publicProfile({ userId: id }),
  );
}
