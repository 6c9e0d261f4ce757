import { announceTokenChange } from '../lib/session-token';
import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';
import type { ProfileChanges } from './types';

/** The image types the avatar upload takes (ADR 0006). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The account calls (ADR 0006). Each call that signs in or out, or changes what the `token` cookie shows, announces
 * it, so the header re-reads the cookie the server has just set or cleared.
 */
export function createAccountApi(client: ApiClient) {
  async function changingToken<T>(call: Promise<T>): Promise<T> {
    const result = await call;
    announceTokenChange();
    return result;
  }

  return {
    async register(body: { email: string; password: string; name: string }) {
      return bodyOf(client.POST('/api/v2/auth/register', { body }));
    },

    async confirm(parameters: { userId: string; code: string }) {
      const userId = requireParameter({ operation: 'confirm', field: 'userId', value: parameters.userId });
      const code = requireParameter({ operation: 'confirm', field: 'code', value: parameters.code });
      return changingToken(bodyOf(client.POST('/api/v2/auth/confirm', { body: { userId, code } })));
    },

    async resendConfirmation(body: { email: string }) {
      return bodyOf(client.POST('/api/v2/auth/resend-confirmation', { body }));
    },

    async login(body: { email: string; password: string }) {
      return changingToken(bodyOf(client.POST('/api/v2/auth/login', { body })));
    },

    async logout() {
      await changingToken(client.POST('/api/v2/auth/logout'));
    },

    async renewPassword(body: { email: string }) {
      return bodyOf(client.POST('/api/v2/auth/password/renew', { body }));
    },

    async confirmPassword(parameters: { code: string; password: string }) {
      const code = requireParameter({ operation: 'confirmPassword', field: 'code', value: parameters.code });
      return changingToken(bodyOf(client.POST('/api/v2/auth/password/confirm', { body: { code, password: parameters.password } })));
    },

    async profile() {
      return bodyOf(client.GET('/api/v2/user'));
    },

    async updateProfile(body: ProfileChanges) {
      return changingToken(bodyOf(client.PATCH('/api/v2/user', { body })));
    },

    /**
     * The image as it is, typed by its own content type (the server re-encodes it). The route reads a raw body that
     * its OpenAPI document does not describe, so the typed call has no body: the request gets it on the way out.
     */
    async uploadAvatar(image: Blob) {
      const withImage = { onRequest: ({ request }: { request: Request }) => new Request(request, { body: image }) };
      return changingToken(bodyOf(client.PUT('/api/v2/user/avatar', { headers: { 'content-type': image.type }, middleware: [withImage] })));
    },

    async removeAvatar() {
      return changingToken(bodyOf(client.DELETE('/api/v2/user/avatar')));
    },

    async changePassword(body: { currentPassword: string; newPassword: string }) {
      await client.POST('/api/v2/user/password', { body });
    },

    async deleteAccount(body: { password: string }) {
      await changingToken(client.DELETE('/api/v2/user', { body }));
    },

    async publicProfile(parameters: { userId: string }) {
      const userId = requireParameter({ operation: 'publicProfile', field: 'userId', value: parameters.userId });
      return bodyOf(client.GET('/api/v2/users/{userId}', { params: { path: { userId } } }));
    },
  };
}

/** The site's account calls, on the same origin as its other API calls. */
export const accountApi = createAccountApi(createApiClient());
