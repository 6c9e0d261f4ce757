import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { type CatalogueCategory, useFiltering } from '../../client';
import { homeCategories } from './home-categories';
import { HomeView } from './home-view';
import { filteringFixture } from './test-support/filtering-fixture';

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, isPaused: () => true }}>{children}</SWRConfig>;
}

function liveCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

/** What the live answer for the picks' URL says, beside the page: shows when the revalidation has arrived. */
function LiveRequestId({ url }: { url: string }) {
  return <output data-testid="live-request-id">{useFiltering(url).data?.dataLayer.requestId}</output>;
}

function picksCarousel(): HTMLElement {
  const carousel = screen
    .getAllByRole('region', { name: 'Избрано за вас' })
    .find((region) => region.getAttribute('aria-roledescription') === 'въртележка');
  if (!carousel) throw new Error('expected the picks carousel');
  return carousel;
}

describe('HomeView (spec §2 Carousels on the home page)', () => {
  it('shows the picks in a carousel with their positions and the listing request id (spec §7 ri)', () => {
    render(<HomeView categories={[]} snapshot={filteringFixture({ count: 3 })} cardContext={{ clickSource: 4 }} />, {
      wrapper: isolatedCache,
    });
    const carousel = picksCarousel();
    expect(within(carousel).getAllByTestId('variant-card')).toHaveLength(3);
    expect(within(carousel).getByRole('link', { name: 'Диван 3' })).toHaveAttribute('href', '/go/3?src=4&pos=3&ri=req-divani-1');
  });

  it('keeps the shown picks and their request id when a revalidation brings the same picks with a fresh request id', async () => {
    const live = filteringFixture({ count: 3, dataLayer: { pageType: 'category', categoryId: 12, totalCount: 40, requestId: 'live-1' } });
    const fetchMock = jest.fn(async (request: Request) =>
      new URL(request.url).pathname.startsWith('/api/v1/') ? Response.json([]) : Response.json(live),
    );
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
    const snapshot = filteringFixture({ count: 3 });
    render(
      <>
        <HomeView categories={[]} snapshot={snapshot} cardContext={{ clickSource: 4 }} />
        <LiveRequestId url={snapshot.url} />
      </>,
      { wrapper: liveCache },
    );
    await waitFor(() => expect(screen.getByTestId('live-request-id')).toHaveTextContent('live-1'));
    /* The page takes a new answer in a deferred render after the one that brought it. */
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(picksCarousel()).getByRole('link', { name: 'Диван 3' })).toHaveAttribute('href', '/go/3?src=4&pos=3&ri=req-divani-1');
  });
});

describe('homeCategories (the home page data)', () => {
  it('carries only what the home page reads, of the stocked categories', () => {
    const category = (id: number, count: number): CatalogueCategory => ({
      id,
      parentId: null,
      slug: `c${id}`,
      name: `Категория ${id}`,
      longName: `Мебели | Категория ${id}`,
      description: 'Дълго описание',
      count,
      breadcrumbs: [{ id, name: `Категория ${id}`, slug: `c${id}` }],
    });
    expect(homeCategories([category(1, 4), category(2, 0)])).toEqual([
      { id: 1, parentId: null, slug: 'c1', name: 'Категория 1', count: 4 },
    ]);
  });
});
