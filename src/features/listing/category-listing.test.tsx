import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { FilteringResponse } from '../../client';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { CategoryListing, type CategoryListingProps } from './category-listing';
import { filteringFixture } from './test-support/filtering-fixture';
import { LISTING_LAYOUT_STORAGE_KEY, resetListingUi } from './ui-store';

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

/**
 * The API answers `variant/filtering` with the page registered for the requested URL; `asked` lists the URLs in order.
 * The cards' like-info batches are answered with no likes.
 */
function serve(pages: Record<string, FilteringResponse>) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    if (new URL(request.url).pathname.startsWith('/api/v1/')) return Response.json([]);
    const { url } = (await request.json()) as { url: string };
    asked.push(url);
    const page = pages[url];
    return page ? Response.json(page) : Response.json({}, { status: 404 });
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return { fetchMock, asked };
}

function renderListing(props: Partial<CategoryListingProps> = {}) {
  const snapshot = props.snapshot ?? filteringFixture();
  return render(<CategoryListing snapshot={snapshot} {...props} />, { wrapper: isolatedCache });
}

beforeEach(() => {
  resetListingUi();
  window.localStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('CategoryListing (spec §2 Listing: static first page, live after that)', () => {
  it('renders the build snapshot on the static page and revalidates the same URL', async () => {
    const { asked } = serve({ '/products/divani': filteringFixture({ title: 'Дивани (на живо)' }) });
    renderListing({ location: { pathname: '/products/divani/', search: '' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Дивани' })).toBeInTheDocument();
    expect(screen.getAllByTestId('variant-card')).toHaveLength(6);
    expect(await screen.findByRole('heading', { level: 1, name: 'Дивани (на живо)' })).toBeInTheDocument();
    expect(asked).toEqual(['/products/divani']);
  });

  it('is not busy on its static page while the live answer is on its way, from its first render (the built HTML)', async () => {
    let answer: (response: Response) => void = () => undefined;
    Object.defineProperty(globalThis, 'fetch', {
      value: jest.fn(async (request: Request) =>
        new URL(request.url).pathname.startsWith('/api/v1/') ? Response.json([]) : new Promise<Response>((resolve) => (answer = resolve)),
      ),
      configurable: true,
      writable: true,
    });
    renderListing({ location: { pathname: '/products/divani', search: '' } });
    const section = screen.getByTestId('listing-count').closest('section');
    expect(section).toHaveAttribute('aria-busy', 'false');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(section).toHaveAttribute('aria-busy', 'false');
    answer(Response.json(filteringFixture({ title: 'Дивани (на живо)' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Дивани (на живо)' })).toBeInTheDocument();
  });

  it('is busy on a filter URL until its own answer comes, showing the last cards meanwhile', async () => {
    serve({ '/products/divani': filteringFixture() });
    const { rerender } = renderListing({ location: { pathname: '/products/divani', search: '' } });
    await waitFor(() => expect(screen.getByTestId('listing-count').closest('section')).toHaveAttribute('aria-busy', 'false'));
    Object.defineProperty(globalThis, 'fetch', {
      value: jest.fn(() => new Promise<Response>(() => undefined)),
      configurable: true,
      writable: true,
    });
    rerender(<CategoryListing snapshot={filteringFixture()} location={{ pathname: '/products/divani/zelen', search: '' }} />);
    await waitFor(() => expect(screen.getByTestId('listing-count').closest('section')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByTestId('variant-card')).toHaveLength(6);
  });

  it('fetches a URL with filters live (path and query)', async () => {
    const { asked } = serve({
      '/products/divani/zelen?priceTo=900': filteringFixture({
        title: 'Зелени дивани',
        count: 2,
        firstId: 50,
        url: '/products/divani/zelen?priceTo=900',
      }),
    });
    renderListing({ location: { pathname: '/products/divani/zelen', search: '?priceTo=900' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Зелени дивани' })).toBeInTheDocument();
    expect(screen.getAllByTestId('variant-card')).toHaveLength(2);
    expect(asked[0]).toBe('/products/divani/zelen?priceTo=900');
  });

  it("navigates to a choice's canonical url and the sort's url", async () => {
    serve({ '/products/divani': filteringFixture() });
    const onNavigate = jest.fn();
    renderListing({ onNavigate });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Сив 12' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Подреждане' }), { target: { value: '/products/divani/nai-evtini' } });
    expect(onNavigate.mock.calls).toEqual([['/products/divani/siv'], ['/products/divani/nai-evtini']]);
    await screen.findAllByTestId('variant-card');
  });

  it("opens the filters sheet from 'Филтри' (with the number of filters on) and closes it by its buttons and Escape", async () => {
    serve({});
    renderListing();
    const button = screen.getByRole('button', { name: 'Филтри 1' });
    const sheet = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const isOpen = (open: boolean) =>
      waitFor(() => {
        expect(button).toHaveAttribute('aria-expanded', String(open));
        expect(sheet?.classList.contains('filters-sheet--open')).toBe(open);
      });
    await isOpen(false);
    fireEvent.click(button);
    await isOpen(true);
    fireEvent.click(screen.getByRole('button', { name: 'Покажи 40\u00A0продукта' }));
    await isOpen(false);
    fireEvent.click(button);
    await isOpen(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await isOpen(false);
    fireEvent.click(button);
    await isOpen(true);
    fireEvent.click(screen.getByRole('button', { name: 'Затвори филтрите' }));
    await isOpen(false);
  });

  it("shows the 'no fake discounts' sales info box with its learn-more link", () => {
    serve({});
    renderListing();
    const box = screen.getByRole('complementary', { name: 'Без фалшиви намаления' });
    expect(within(box).getByRole('link', { name: 'Научете повече' })).toHaveAttribute('href', '/at-us');
  });

  it('offers the AI search box, loaded on demand, only when the answer says showAiSearch', async () => {
    serve({});
    const { unmount } = renderListing();
    expect(screen.queryByRole('search', { name: /AI търсене/ })).not.toBeInTheDocument();
    unmount();
    renderListing({ snapshot: filteringFixture({ showAiSearch: true, aiSearchPlaceholder: 'Опишете какво търсите' }) });
    const box = await screen.findByRole('search', { name: /AI търсене/ });
    expect(within(box).getByRole('searchbox')).toHaveAttribute('placeholder', 'Опишете какво търсите');
  });
});

describe('CategoryListing load more (spec §3 Pagination, nextPageUrl; spec §7 variant/feed)', () => {
  it("appends the next page with 'Покажи още' until there is none", async () => {
    serve({ '/products/divani': filteringFixture() });
    const loadMore = jest.fn(async (url: string) =>
      url === '/products/divani?page=2'
        ? filteringFixture({ count: 3, firstId: 6, nextPageUrl: '/products/divani?page=3' })
        : filteringFixture({ count: 1, firstId: 20, nextPageUrl: null }),
    );
    renderListing({ loadMore });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    });
    expect(loadMore).toHaveBeenCalledWith('/products/divani?page=2');
    expect(screen.getAllByTestId('variant-card')).toHaveLength(8);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    });
    expect(loadMore).toHaveBeenLastCalledWith('/products/divani?page=3');
    expect(screen.getAllByTestId('variant-card')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Покажи още' })).not.toBeInTheDocument();
  });

  it('logs a failed page and says so, keeping the button', async () => {
    serve({ '/products/divani': filteringFixture() });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderListing({ loadMore: () => Promise.reject(new Error('offline')) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Не успяхме да заредим още продукти.');
    expect(screen.getByRole('button', { name: 'Покажи още' })).toBeEnabled();
    expect(error).toHaveBeenCalledWith('Loading the next page failed.', expect.any(Error));
    error.mockRestore();
  });
});

describe('CategoryListing layout toggle (spec §2: grid or full-width rows)', () => {
  it('switches to rows, kept in the Valtio UI store and localStorage', async () => {
    serve({ '/products/divani': filteringFixture() });
    renderListing();
    expect(screen.getByRole('button', { name: 'Мрежа' })).toHaveAttribute('aria-pressed', 'true');
    act(() => screen.getByRole('button', { name: 'Списък' }).click());
    expect(await screen.findByRole('button', { name: 'Списък', pressed: true })).toBeInTheDocument();
    expect(screen.getByTestId('variant-grid')).toHaveClass('variant-grid--row');
    expect(screen.getAllByTestId('variant-card')[0]).toHaveClass('variant-card--row');
    expect(window.localStorage.getItem(LISTING_LAYOUT_STORAGE_KEY)).toBe('row');
  });

  it('starts from the stored layout', async () => {
    window.localStorage.setItem(LISTING_LAYOUT_STORAGE_KEY, 'row');
    serve({ '/products/divani': filteringFixture() });
    renderListing();
    expect(await screen.findByRole('button', { name: 'Списък', pressed: true })).toBeInTheDocument();
  });
});

describe("CategoryListing similar row (spec §2 'Може да ви хареса и' under the grid row)", () => {
  it('opens under the clicked card’s grid row and closes', async () => {
    serve({ '/products/divani': filteringFixture() });
    const loadSimilar = jest.fn(async () => [variantFixture({ id: 90, name: 'Подобен диван' })]);
    renderListing({ loadSimilar });
    fireEvent.click(screen.getByRole('link', { name: 'Диван 2' }));
    expect(await screen.findByRole('link', { name: 'Подобен диван' })).toBeInTheDocument();
    expect(loadSimilar).toHaveBeenCalledWith(2);
    const items = Array.from(screen.getByTestId('variant-grid').children);
    const rowIndex = items.findIndex((item) => within(item as HTMLElement).queryByTestId('similar-row'));
    expect(rowIndex).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Затвори подобните продукти' }));
    expect(screen.queryByTestId('similar-row')).not.toBeInTheDocument();
  });

  it("counts clicks in the row for the similar-products click source, without the listing's request id", async () => {
    serve({ '/products/divani': filteringFixture() });
    renderListing({ loadSimilar: async () => [variantFixture({ id: 90, name: 'Подобен диван' })], cardContext: { clickSource: 1 } });
    fireEvent.click(screen.getByRole('link', { name: 'Диван 2' }));
    expect(await screen.findByRole('link', { name: 'Подобен диван' })).toHaveAttribute('href', '/go/90?src=6&pos=1');
  });
});

describe('CategoryListing request id (spec §7 Other: the click-through link carries ri)', () => {
  it('keeps the shown list and its request id when a revalidation brings the same list with a fresh request id', async () => {
    const { fetchMock } = serve({
      '/products/divani': filteringFixture({ dataLayer: { pageType: 'category', categoryId: 12, totalCount: 40, requestId: 'live-1' } }),
    });
    const snapshot = filteringFixture({ dataLayer: { pageType: 'category', categoryId: 12, totalCount: 40, requestId: 'build-1' } });
    renderListing({ snapshot, cardContext: { clickSource: 1 } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId('listing-count').closest('section')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('link', { name: 'Диван 1' })).toHaveAttribute('href', '/go/1?src=1&pos=1&ri=build-1');
  });

  it('gives each card the request id of the answer it came from: the first page, then each appended page', async () => {
    serve({
      '/products/divani': filteringFixture({
        totalCount: 41,
        dataLayer: { pageType: 'category', categoryId: 12, totalCount: 41, requestId: 'live-1' },
      }),
    });
    const snapshot = filteringFixture({ dataLayer: { pageType: 'category', categoryId: 12, totalCount: 40, requestId: 'build-1' } });
    const loadMore = jest.fn(async () => ({
      variants: [variantFixture({ id: 1, name: 'Диван 1' }), variantFixture({ id: 30, name: 'Диван 30' })],
      nextPageUrl: null,
      dataLayer: { requestId: 'feed-2' },
    }));
    renderListing({ snapshot, loadMore, cardContext: { clickSource: 1 } });
    expect(screen.getByRole('link', { name: 'Диван 1' })).toHaveAttribute('href', '/go/1?src=1&pos=1&ri=build-1');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Диван 1' })).toHaveAttribute('href', '/go/1?src=1&pos=1&ri=live-1'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Покажи още' }));
    });
    expect(screen.getByRole('link', { name: 'Диван 30' })).toHaveAttribute('href', '/go/30?src=1&pos=7&ri=feed-2');
    expect(screen.getByRole('link', { name: 'Диван 1' })).toHaveAttribute('href', '/go/1?src=1&pos=1&ri=live-1');
  });
});
