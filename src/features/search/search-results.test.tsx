import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { searchPath } from '@uyut/core';
import type { FilteringResponse } from '../../client';
import { choiceFixture, groupsFixture } from '../filters/test-support/groups-fixture';
import { filteringFixture } from '../listing/test-support/filtering-fixture';
import { resetListingUi } from '../listing/ui-store';
import { didYouMeanOf, queryOfLocation, SearchResults } from './search-results';

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

/** The filtering API answers `answer` for any URL; `asked` lists the URLs asked for. */
function serve(answer: FilteringResponse) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    if (new URL(request.url).pathname.startsWith('/api/v1/')) return Response.json([]);
    asked.push(((await request.json()) as { url: string }).url);
    return Response.json(answer);
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return asked;
}

const sofasFound = (overrides: Parameters<typeof filteringFixture>[0] = {}) =>
  filteringFixture({
    title: 'Резултати за „диван“',
    url: searchPath('диван'),
    groups: groupsFixture({ search: [choiceFixture({ ident: 'search', id: 'q', name: 'диван', url: '/products', selected: true })] }),
    ...overrides,
  });

const location = (search: string) => ({ pathname: '/search', search });

beforeEach(() => {
  resetListingUi();
  localStorage.clear();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('queryOfLocation and didYouMeanOf', () => {
  it.each([
    ['?q=%20%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%20', 'диван'],
    ['?q=a+b', 'a b'],
    ['?q=', null],
    ['?q=%20%20', null],
    ['', null],
  ])('%s → %p', (search, query) => {
    expect(queryOfLocation({ search })).toBe(query);
  });

  it('reads the optional spelling suggestion of the answer', () => {
    expect(didYouMeanOf(filteringFixture())).toBeNull();
    const suggested = { ...filteringFixture(), didYouMean: ' диван ' };
    expect(didYouMeanOf(suggested)).toBe('диван');
  });
});

describe('SearchResults (spec §2 /search, issue 25 §3)', () => {
  it('renders the listing of the query from the filtering API, with the query as a removable filter chip', async () => {
    const asked = serve(sofasFound());
    render(<SearchResults location={location(`?q=${encodeURIComponent('диван')}`)} />, { wrapper: isolatedCache });
    expect(await screen.findByRole('heading', { level: 1, name: 'Резултати за „диван“' })).toBeInTheDocument();
    expect(asked[0]).toBe(searchPath('диван'));
    expect(screen.getAllByTestId('variant-card')).toHaveLength(6);
    const chips = screen.getByRole('list', { name: 'Търсене' });
    expect(within(chips).getByRole('link', { name: 'Премахни търсенето „диван“' })).toHaveAttribute('href', '/products');
    expect(screen.queryByTestId('search-help')).toBeNull();
  });

  it('shows help, with the spelling suggestion as a link, when nothing matched', async () => {
    const nothing = { ...sofasFound({ totalCount: 0, count: 0, title: 'Резултати за „дивна“' }), didYouMean: 'диван' };
    serve(nothing);
    render(<SearchResults location={location('?q=дивна')} />, { wrapper: isolatedCache });
    const help = await screen.findByTestId('search-help');
    expect(within(help).getByRole('heading', { name: 'Не намерихме продукти по това търсене' })).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: 'Може би имахте предвид „диван“' })).toHaveAttribute('href', searchPath('диван'));
  });

  it('shows the help without a spelling link when the service has none', async () => {
    serve(sofasFound({ totalCount: 0, count: 0 }));
    render(<SearchResults location={location('?q=xyzzy')} />, { wrapper: isolatedCache });
    const help = await screen.findByTestId('search-help');
    expect(within(help).queryByRole('link')).toBeNull();
  });

  it('asks nothing without a query and says what to do', () => {
    const asked = serve(sofasFound());
    render(<SearchResults location={location('?q=%20')} />, { wrapper: isolatedCache });
    expect(screen.getByText('Въведете какво търсите в полето за търсене горе.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
  it('offers the AI search box beside few or no results, as the answer says', async () => {
    serve(sofasFound({ totalCount: 0, count: 0, showAiSearch: true, aiSearchPlaceholder: 'Опишете какво търсите' }));
    render(<SearchResults location={location('?q=xyzzy')} />, { wrapper: isolatedCache });
    expect(await screen.findByPlaceholderText('Опишете какво търсите')).toBeInTheDocument();
  });

  it('writes the query into the header search field, unless the shopper is typing there', async () => {
    serve(sofasFound());
    const form = document.body.appendChild(Object.assign(document.createElement('form'), { action: '/search' }));
    const field = form.appendChild(Object.assign(document.createElement('input'), { name: 'q' }));
    const { rerender } = render(<SearchResults location={location('?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD')} />, { wrapper: isolatedCache });
    expect(field.value).toBe('диван');
    field.focus();
    field.value = 'маса';
    rerender(<SearchResults location={location('?q=divan')} />);
    expect(field.value).toBe('маса');
    form.remove();
  });
});
