import { createApiClient } from './api-client';
import { RequiredError } from './errors';
import { fakeFetch } from './test-support/fake-fetch';
import { createWatchdogApi, type WatchdogRequest } from './watchdog-api';

const state = { subscribed: true, type: 'price', targetPrice: 499.9 };
const body = { email: { email: 'maria@uyut.bg' }, targetPrice: 499.9 };

function apiOver(fetch: (request: Request) => Promise<Response>) {
  return createWatchdogApi(createApiClient({ fetch, baseUrl: 'https://uyut.bg' }));
}

const untyped = <T>(value: unknown) => value as T;

describe('the watchdog calls (spec §7 Watchdog service, §5 required parameters)', () => {
  it('reads, subscribes, unsubscribes and unsubscribes by hash at the service paths, with credentials', async () => {
    const fetch = fakeFetch(200, state);
    const api = apiOver(fetch);
    await expect(api.watchdogStatus({ project: 'bg', variantId: 501 })).resolves.toEqual(state);
    await api.watchdogSubscribe({ project: 'bg', variantId: 501, subscribeBody: body });
    await api.watchdogUnsubscribe({ project: 'bg', variantId: 501 });
    await api.watchdogUnsubscribeByHash({ project: 'bg', hash: 'Ab_c-1' });
    await api.variantsWatched({ limit: 20 });
    expect(fetch.mock.calls.map(([request]) => [request.method, request.url, request.credentials])).toEqual([
      ['GET', 'https://uyut.bg/api/v1/bg/watchdog/501', 'include'],
      ['POST', 'https://uyut.bg/api/v1/bg/watchdog/501', 'include'],
      ['DELETE', 'https://uyut.bg/api/v1/bg/watchdog/501', 'include'],
      ['DELETE', 'https://uyut.bg/api/v1/bg/watchdog/unsubscribe/Ab_c-1', 'include'],
      ['GET', 'https://uyut.bg/api/v2/user/variants-watched?limit=20', 'include'],
    ]);
    await expect(fetch.mock.calls[1]![0].text()).resolves.toBe(JSON.stringify(body));
  });

  it.each([
    ['watchdogStatus', 'project', { variantId: 501 }],
    ['watchdogStatus', 'variantId', { project: 'bg' }],
    ['watchdogSubscribe', 'project', { variantId: 501, subscribeBody: body }],
    ['watchdogSubscribe', 'variantId', { project: 'bg', subscribeBody: body }],
    ['watchdogSubscribe', 'subscribeBody', { project: 'bg', variantId: 501 }],
    ['watchdogUnsubscribe', 'project', { variantId: 501 }],
    ['watchdogUnsubscribe', 'variantId', { project: 'bg' }],
    ['watchdogUnsubscribeByHash', 'project', { hash: 'abc' }],
    ['watchdogUnsubscribeByHash', 'hash', { project: 'bg' }],
  ] as const)('%s without %s raises RequiredError naming it, before any request', async (operation, field, parameters) => {
    const fetch = fakeFetch(204, null);
    const api = apiOver(fetch);
    const call = (api[operation] as (request: WatchdogRequest) => Promise<unknown>)(untyped<WatchdogRequest>(parameters));
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toMatchObject({
      field,
      message: `Required parameter "${field}" was null or undefined when calling ${operation}().`,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
