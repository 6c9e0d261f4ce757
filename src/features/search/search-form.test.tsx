import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { searchPath } from '@uyut/core';
import type { SearchGroup, SearchItem } from '../../client';
import { buildPageIndex } from '../../../plugins/gatsby-source-uyut/page-index';
import { PAGE_INDEX_PATH } from '../../lib/page-index-file';
import { filteringFixture } from '../listing/test-support/filtering-fixture';
import { rememberViewedProduct, resetRecentProducts } from './recent-products';
import { SearchForm } from './search-form';

const item = (id: number, title: string, url = `/products/k-${id}`): SearchItem => ({
  id: String(id),
  title,
  url,
  apiUrl: url,
  productCount: id * 2,
  filters: { categoryId: id },
});

/** The page index the build writes, over two pages. */
const PAGE_INDEX = buildPageIndex([
  { url: '/terms/cookies', title: 'Бисквитки', body: 'Кои бисквитки поставя сайтът и колко дълго се пазят.' },
  { url: '/contact', title: 'Контакти', body: 'Пишете ни по имейл.' },
]);

const TRENDING = Array.from({ length: 12 }, (_, index) => item(index + 1, `Категория ${index + 1}`));

const SOFAS: SearchGroup[] = [
  { type: 6, typeName: 'Категории', img: null, items: [item(21, 'Дивани', '/products/divani'), item(22, 'Ъглови дивани')] },
  { type: 1, typeName: 'Продукти', img: null, items: [item(23, 'Диван Верона', '/product/23-divan-verona')] },
];

interface Served {
  /** The q of every suggestions request, in order. */
  searched: string[];
  /** Every request of the page index. */
  pageIndexRequests: string[];
  /** The content type of every picture uploaded, in order. */
  uploaded: string[];
  /** Answers the suggestions request for `q` that waits (`deferred` mode). */
  answer: (q: string, groups: SearchGroup[]) => void;
}

/**
 * The search service and the Black Friday listing: suggestions answer at once with `suggest(q)`, or, `deferred`, only when
 * the test calls `answer`; the campaign listing has `blackFridayCount` offers.
 */
function serve(options: { suggest?: (q: string) => SearchGroup[]; deferred?: boolean; blackFridayCount?: number } = {}): Served {
  const searched: string[] = [];
  const pageIndexRequests: string[] = [];
  const uploaded: string[] = [];
  const waiting = new Map<string, (groups: SearchGroup[]) => void>();
  const fetchMock = jest.fn(async (request: Request | URL) => {
    const url = new URL(request instanceof URL ? request.href : request.url);
    if (url.pathname === PAGE_INDEX_PATH) {
      pageIndexRequests.push(url.pathname);
      return Response.json(PAGE_INDEX);
    }
    if (url.pathname === '/v2/search/trending') return Response.json({ categories: TRENDING });
    if (url.pathname === '/v2/search') {
      const q = url.searchParams.get('q') ?? '';
      searched.push(q);
      if (!options.deferred) return Response.json(options.suggest?.(q) ?? []);
      return Response.json(await new Promise<SearchGroup[]>((resolve) => waiting.set(q, resolve)));
    }
    if (url.pathname === '/api/v2/visually-similar' && request instanceof Request && request.method === 'POST') {
      uploaded.push(request.headers.get('content-type') ?? '');
      return Response.json({ requestId: `u${'A'.repeat(22)}` }, { status: 201 });
    }
    if (url.pathname === '/api/v2/variant/filtering')
      return Response.json(filteringFixture({ totalCount: options.blackFridayCount ?? 0, url: '/products/black-friday' }));
    return Response.json({}, { status: 404 });
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return {
    searched,
    pageIndexRequests,
    uploaded,
    answer: (q, groups) => {
      const resolve = waiting.get(q);
      if (!resolve) throw new Error(`No request for ${q} is waiting`);
      act(() => resolve(groups));
    },
  };
}

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

function renderForm() {
  render(
    <>
      <SearchForm />
      <p>Съдържание на страницата</p>
    </>,
    { wrapper: isolatedCache },
  );
  return screen.getByRole<HTMLInputElement>('searchbox');
}

/** Focuses the field (which loads the panel) and waits for the panel to make it a combobox. */
async function focusField(input: HTMLInputElement): Promise<HTMLInputElement> {
  act(() => input.focus());
  await waitFor(() => expect(input).toHaveAttribute('role', 'combobox'));
  return input;
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.input(input, { target: { value } });
}

const press = (input: HTMLInputElement, key: string) => fireEvent.keyDown(input, { key });
const optionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

beforeEach(() => {
  resetRecentProducts();
  localStorage.clear();
});

afterEach(() => {
  jest.mocked(navigate).mockClear();
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('the search panel (spec §2 search suggestions panel, §4 Search panel, §5 search input)', () => {
  it('trims the query and does not submit an empty one before the panel has loaded (spec §5)', async () => {
    serve();
    const input = renderForm();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    fireEvent.change(input, { target: { value: '  \t ' } });
    expect(fireEvent.submit(form)).toBe(false);
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '  ъглов диван  ' } });
    expect(fireEvent.submit(form)).toBe(true);
    expect(input.value).toBe('ъглов диван');
    await waitFor(() => expect(input).toHaveAttribute('role', 'combobox'));
  });

  it('is not in the first load: the field is a plain search box until it is first focused', async () => {
    serve();
    const input = renderForm();
    expect(input).not.toHaveAttribute('role');
    expect(screen.queryByTestId('search-panel')).toBeNull();
    await focusField(input);
    expect(screen.getByRole('combobox')).toBe(input);
  });

  it('opens on focus with at most ten trending categories, and wires the ARIA combobox to its listbox', async () => {
    serve();
    const input = await focusField(renderForm());
    const listbox = await screen.findByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const trending = await within(listbox).findByRole('group', { name: 'Популярни категории' });
    await waitFor(() => expect(within(trending).getAllByRole('option')).toHaveLength(10));
    expect(within(listbox).queryByRole('option', { name: 'Черен петък' })).toBeNull();
  });

  it('leads the trending chips with Black Friday while that campaign has offers', async () => {
    serve({ blackFridayCount: 14 });
    await focusField(renderForm());
    const chip = await screen.findByRole('option', { name: 'Черен петък' });
    fireEvent.click(chip);
    expect(navigate).toHaveBeenCalledWith('/products/black-friday');
  });

  it('lists the five products viewed last under their heading', async () => {
    serve();
    for (const id of [1, 2, 3, 4, 5, 6, 7]) rememberViewedProduct({ id, slug: `produkt-${id}`, name: `Продукт ${id}` });
    await focusField(renderForm());
    const recent = await screen.findByRole('group', { name: 'Започнете оттам, откъдето сте спрели' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Продукт 7', 'Продукт 6', 'Продукт 5', 'Продукт 4', 'Продукт 3']);
  });

  it('asks once for what was typed quickly (debounced), and shows the groups with counts and the search link', async () => {
    const served = serve({ suggest: (q) => (q === 'divan' ? SOFAS : []) });
    const input = await focusField(renderForm());
    for (const text of ['d', 'di', 'div', 'diva', 'divan']) type(input, text);
    expect(await screen.findByRole('group', { name: 'Категории' })).toBeInTheDocument();
    expect(served.searched).toEqual(['divan']);
    expect(optionLabels()).toEqual([
      'Дивани42\u00a0продукта',
      'Ъглови дивани44\u00a0продукта',
      'Диван Верона46\u00a0продукта',
      'Търсене на „divan“ в продуктите',
    ]);
  });

  it('shows the matching pages as a group under the product suggestions, the page index fetched once and only for a query', async () => {
    const served = serve({ suggest: (q) => (q === 'бисквитки' ? SOFAS : []) });
    const input = await focusField(renderForm());
    await screen.findByRole('group', { name: 'Популярни категории' });
    expect(served.pageIndexRequests).toEqual([]);
    type(input, 'бисквитки');
    const pages = await screen.findByRole('group', { name: 'Страници' });
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Бисквитки']);
    await waitFor(() =>
      expect(optionLabels()).toEqual([
        'Дивани42\u00a0продукта',
        'Ъглови дивани44\u00a0продукта',
        'Диван Верона46\u00a0продукта',
        'Бисквитки',
        'Търсене на „бисквитки“ в продуктите',
      ]),
    );
    type(input, 'KONTAKTI');
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Страници' })).getByRole('option').textContent).toBe('Контакти'));
    type(input, 'жираф');
    await screen.findByRole('option', { name: 'Търсене на „жираф“ в продуктите' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Страници' })).toBeNull());
    expect(served.pageIndexRequests).toHaveLength(1);
    type(input, 'бисквитки');
    fireEvent.click(await screen.findByRole('option', { name: 'Бисквитки' }));
    expect(navigate).toHaveBeenCalledWith('/terms/cookies');
  });

  it('trims the query, and asks nothing for an empty or blank one (showing the trending categories instead)', async () => {
    const served = serve({ suggest: () => SOFAS });
    const input = await focusField(renderForm());
    type(input, '   ');
    await screen.findByRole('group', { name: 'Популярни категории' });
    type(input, '  ъглов   диван ');
    await screen.findByRole('option', { name: 'Търсене на „ъглов диван“ в продуктите' });
    await waitFor(() => expect(served.searched).toEqual(['ъглов диван']));
    type(input, '');
    await screen.findByRole('group', { name: 'Популярни категории' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(served.searched).toEqual(['ъглов диван']);
  });

  it('never lets an older answer replace the newer query’s suggestions', async () => {
    const served = serve({ deferred: true });
    const input = await focusField(renderForm());
    type(input, 'di');
    await waitFor(() => expect(served.searched).toEqual(['di']));
    type(input, 'divan');
    await waitFor(() => expect(served.searched).toEqual(['di', 'divan']));
    served.answer('divan', SOFAS);
    await screen.findByRole('option', { name: /Диван Верона/ });
    served.answer('di', [{ type: 6, typeName: 'Категории', img: null, items: [item(40, 'Дисплеи')] }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('option', { name: /Дисплеи/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Диван Верона/ })).toBeInTheDocument();
  });

  it('moves the highlight with the arrow keys, wrapping around both ends, and Enter opens the highlighted option', async () => {
    serve({ suggest: () => SOFAS });
    const input = await focusField(renderForm());
    type(input, 'divan');
    await screen.findByRole('option', { name: /Диван Верона/ });
    expect(input).not.toHaveAttribute('aria-activedescendant');
    press(input, 'ArrowDown');
    expect(activeOption(input)).toBe('Дивани42\u00a0продукта');
    expect(screen.getByRole('option', { name: /^Дивани/ })).toHaveAttribute('aria-selected', 'true');
    press(input, 'ArrowUp');
    expect(activeOption(input)).toBe('Търсене на „divan“ в продуктите');
    press(input, 'ArrowDown');
    expect(activeOption(input)).toBe('Дивани42\u00a0продукта');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    expect(activeOption(input)).toBe('Търсене на „divan“ в продуктите');
    press(input, 'ArrowDown');
    expect(activeOption(input)).toBe('Дивани42\u00a0продукта');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(navigate).toHaveBeenCalledWith('/product/23-divan-verona');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the typed query with Enter when nothing is highlighted', async () => {
    serve({ suggest: () => SOFAS });
    const input = await focusField(renderForm());
    type(input, '  ъглов диван ');
    fireEvent.submit(input.form!);
    expect(navigate).toHaveBeenCalledWith(searchPath('ъглов диван'));
    expect(input.value).toBe('ъглов диван');
  });

  it('closes on Escape and opens again on typing', async () => {
    serve({ suggest: () => SOFAS });
    const input = await focusField(renderForm());
    type(input, 'divan');
    await screen.findByRole('option', { name: /Диван Верона/ });
    press(input, 'ArrowDown');
    press(input, 'Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).toBeNull();
    expect(input.value).toBe('divan');
    type(input, 'divan ');
    expect(await screen.findByRole('option', { name: /Диван Верона/ })).toBeInTheDocument();
  });

  it('closes on a press outside it, not on one inside it', async () => {
    serve({ suggest: () => SOFAS });
    const input = await focusField(renderForm());
    type(input, 'divan');
    const option = await screen.findByRole('option', { name: /Диван Верона/ });
    fireEvent.pointerDown(option);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('Съдържание на страницата'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('closes on its Close button, handing the focus back to the field without opening again', async () => {
    serve({ suggest: () => SOFAS });
    const input = await focusField(renderForm());
    type(input, 'divan');
    await screen.findByRole('option', { name: /Диван Верона/ });
    fireEvent.click(screen.getByRole('button', { name: 'Затвори' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(input);
    press(input, 'ArrowDown');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it("searches by photo: 'Търсене по снимка' uploads the chosen picture and opens its listing; too big a one is refused unsent (issue 25 §5)", async () => {
    const served = serve();
    const input = await focusField(renderForm());
    await screen.findByRole('option', { name: /Категория 1\b/ });
    const picker = screen.getByLabelText('Търсене по снимка');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Снимката е по-голяма от 8 MB.');
    expect(served.uploaded).toEqual([]);
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array(10)], 'sofa.webp', { type: 'image/webp' })] } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/products/visually-similar/u${'A'.repeat(22)}/snimka`));
    expect(served.uploaded).toEqual(['image/webp']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
