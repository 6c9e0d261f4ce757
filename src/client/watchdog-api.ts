import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';
import type { VariantId, WatchdogSubscribeBody } from './types';

/** One variant's watchdog: spec §5 requires the project and the variant id. */
export interface WatchdogRequest {
  project: string;
  variantId: VariantId;
}

/**
 * The watchdog calls (spec §7 Watchdog service, §5 required parameters). A subscribe's answer is not read (spec §7):
 * the caller re-reads the status instead.
 */
export function createWatchdogApi(client: ApiClient) {
  function pathOf(operation: string, request: WatchdogRequest) {
    const project = requireParameter({ operation, field: 'project', value: request.project });
    const variantId = requireParameter({ operation, field: 'variantId', value: request.variantId });
    return { params: { path: { project, variant_id: variantId } } };
  }

  return {
    async watchdogStatus(request: WatchdogRequest) {
      return bodyOf(client.GET('/api/v1/{project}/watchdog/{variant_id}', pathOf('watchdogStatus', request)));
    },

    async watchdogSubscribe(request: WatchdogRequest & { subscribeBody: WatchdogSubscribeBody }) {
      const options = pathOf('watchdogSubscribe', request);
      const body = requireParameter({ operation: 'watchdogSubscribe', field: 'subscribeBody', value: request.subscribeBody });
      await client.POST('/api/v1/{project}/watchdog/{variant_id}', { ...options, body });
    },

    async watchdogUnsubscribe(request: WatchdogRequest) {
      await client.DELETE('/api/v1/{project}/watchdog/{variant_id}', pathOf('watchdogUnsubscribe', request));
    },

    async watchdogUnsubscribeByHash(request: { project: string; hash: string }) {
      const project = requireParameter({ operation: 'watchdogUnsubscribeByHash', field: 'project', value: request.project });
      const hash = requireParameter({ operation: 'watchdogUnsubscribeByHash', field: 'hash', value: request.hash });
      await client.DELETE('/api/v1/{project}/watchdog/unsubscribe/{hash}', { params: { path: { project, hash } } });
    },

    /** The signed-in user's watched variants, newest first, at most `limit` (spec §7 /api/v2/user/variants-watched). */
    async variantsWatched(query: { limit: number }) {
      return bodyOf(client.GET('/api/v2/user/variants-watched', { params: { query } }));
    },
  };
}

/** The site's watchdog calls, on the same origin as its other API calls (the server answers the watchdog service). */
export const watchdogApi = createWatchdogApi(createApiClient());
