import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApi } from './api';
import { createApiClient } from './api-client';
import { ResponseError } from './errors';
import { createApiFetcher } from './fetcher';
import { apiKeys, idsOfKey } from './keys';
import { fakeFetch } from './test-support/fake-fetch';
import type { FilteringResponse } from './types';
import { sameListing, useFiltering } from './use-filtering';
import { useMenu } from './use-menu';

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

function setGlobalFetch(mock: ReturnType<typeof fakeFetch>): void {
  Object.defineProperty(globalThis, 'fetch', { value: mock, configurable: true, writable: true });
}

function Title({ fallback }: { fallback?: FilteringResponse }) {
  const { data, error } = useFiltering('/products/divani', { fallbackData: fallback });
  if (error) return <p>{error.name}</p>;
  return <h1>{data?.title ?? '…'}</h1>;
}

function MenuNames() {
  const { data } = useMenu();
  return <p>{data?.primary.map((node) => node.name).join(', ')}</p>;
}

describe('SWR hooks (spec §7 calls, one shared fetcher)', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('shows the fallback first, then the live answer', async () => {
    const live = { title: 'Дивани (на живо)' };
    const fetchMock = fakeFetch(200, live);
    setGlobalFetch(fetchMock);
    const fallback = { title: 'Дивани' } as FilteringResponse;
    render(<Title fallback={fallback} />, { wrapper: isolatedCache });
    expect(screen.getByRole('heading')).toHaveTextContent('Дивани');
    expect(await screen.findByText('Дивани (на живо)')).toBeInTheDocument();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request).toMatchObject({ method: 'POST', credentials: 'include' });
    await expect(request?.text()).resolves.toBe(JSON.stringify({ url: '/products/divani' }));
  });

  it('compares listings by everything but the request id', () => {
    const a = { title: 'Дивани', totalCount: 2, dataLayer: { requestId: 'a' } } as FilteringResponse;
    expect(sameListing(a, { ...a, dataLayer: { requestId: 'b' } } as FilteringResponse)).toBe(true);
    expect(sameListing(a, { ...a, totalCount: 3 })).toBe(false);
    expect(sameListing(a, undefined)).toBe(false);
    expect(sameListing(undefined, undefined)).toBe(true);
  });

  it('exposes the typed ResponseError as the hook error', async () => {
    setGlobalFetch(fakeFetch(500, {}));
    render(<Title />, { wrapper: isolatedCache });
    expect(await screen.findByText('ResponseError')).toBeInTheDocument();
  });

  it('loads the menu', async () => {
    setGlobalFetch(fakeFetch(200, { primary: [{ name: 'Хол' }, { name: 'Спалня' }] }));
    render(<MenuNames />, { wrapper: isolatedCache });
    expect(await screen.findByText('Хол, Спалня')).toBeInTheDocument();
  });
});

describe('createApiFetcher and apiKeys', () => {
  it('dispatches each key to its call', async () => {
    const fetch = fakeFetch(200, {});
    const fetcher = createApiFetcher(createApi(createApiClient({ fetch })));
    await fetcher(apiKeys.filtering('/products'));
    await fetcher(apiKeys.menu());
    await fetcher(apiKeys.product(12));
    expect(fetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      '/api/v2/variant/filtering',
      '/api/v2/menu',
      '/api/v2/product/12',
    ]);
  });

  it('dispatches the comparison keys: one by-ids call, and one product call per product', async () => {
    const fetch = jest.fn(async (request: Request) =>
      Response.json(new URL(request.url).pathname.endsWith('by-ids') ? { variants: [] } : { id: Number(request.url.split('/').pop()) }),
    );
    const fetcher = createApiFetcher(createApi(createApiClient({ fetch })));
    await expect(fetcher(apiKeys.variantsByIds([5, 3]))).resolves.toEqual({ variants: [] });
    await expect(fetcher(apiKeys.products([12, 14]))).resolves.toEqual([{ id: 12 }, { id: 14 }]);
    const [byIds] = fetch.mock.calls[0] ?? [];
    await expect(byIds?.text()).resolves.toBe(JSON.stringify({ ids: [5, 3] }));
    expect(fetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      '/api/v2/variant/by-ids',
      '/api/v2/product/12',
      '/api/v2/product/14',
    ]);
  });

  it('keys an id list by its ids in order', () => {
    expect(apiKeys.variantsByIds([1, 2])).toEqual(apiKeys.variantsByIds([1, 2]));
    expect(apiKeys.variantsByIds([1, 2])).not.toEqual(apiKeys.variantsByIds([2, 1]));
    expect(idsOfKey(apiKeys.products([7, 8]))).toEqual([7, 8]);
    expect(idsOfKey(apiKeys.products([]))).toEqual([]);
  });

  it('builds distinct keys per resource and argument', () => {
    expect(apiKeys.filtering('/a')).toEqual(['api', 'filtering', '/a']);
    expect(apiKeys.product(1)).not.toEqual(apiKeys.product(2));
  });

  it('rejects with the runtime error types', async () => {
    const fetcher = createApiFetcher(createApi(createApiClient({ fetch: fakeFetch(503, {}) })));
    await expect(fetcher(apiKeys.menu())).rejects.toBeInstanceOf(ResponseError);
  });
});
