import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Product, Variant } from '../../client';
import { type UiEvent, subscribeUiEvents } from '../../lib/ui-events';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { CompareProducts } from './compare-page';
import { addToCompare, compareStore, resetCompare } from './compare-store';

const sofa = variantFixture();
const chair = variantFixture({
  id: 602,
  productId: 88,
  name: 'Стол Рио',
  price: { ...sofa.price, price: 9900 },
  displayParameters: ['Цвят: сив', 'Материал: дърво'],
});
const lamp = variantFixture({ id: 703, productId: 99, name: 'Лампа Нова', displayParameters: ['Цвят: сив'] });
const catalogue = new Map<number, Variant>([sofa, chair, lamp].map((variant) => [variant.id, variant]));

function productOf(variant: Variant): Product {
  const { productId: id, productSlug: slug, name, category } = variant;
  return { id, slug, name, description: '', manufacturer: null, ean: null, category, breadcrumbs: [], offers: [variant] };
}

/** The API double: by-ids answers the known offers in the order asked, product answers the product of an offer. */
const fetchMock = jest.fn(async (request: Request) => {
  const path = new URL(request.url).pathname;
  if (path.startsWith('/api/v1/bg/like/')) return Response.json([]);
  if (path === '/api/v2/variant/by-ids') {
    const { ids } = (await request.json()) as { ids: number[] };
    return Response.json({ variants: ids.flatMap((id) => catalogue.get(id) ?? []) });
  }
  const productId = Number(/\/api\/v2\/product\/(\d+)/.exec(path)?.[1]);
  const variant = [...catalogue.values()].find((candidate) => candidate.productId === productId);
  return variant ? Response.json(productOf(variant)) : Response.json({ statusCode: 404 }, { status: 404 });
});

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

const columns = () => screen.getAllByTestId('compare-column');

describe('CompareProducts (/compare-products, issue 24 §4)', () => {
  beforeEach(() => {
    resetCompare();
    localStorage.clear();
    fetchMock.mockClear();
    jest.mocked(navigate).mockClear();
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('shows an empty state with a way back to the products when nothing is compared', async () => {
    render(<CompareProducts search="" />, { wrapper: isolatedCache });
    expect(await screen.findByTestId('compare-empty')).toHaveTextContent('Няма продукти за сравнение.');
    expect(screen.getByRole('link', { name: 'Разгледайте продуктите' })).toHaveAttribute('href', '/products');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the own list side by side, marks differing rows, and 'Само разликите' hides the equal ones", async () => {
    addToCompare(sofa.id);
    addToCompare(chair.id);
    render(<CompareProducts search="" />, { wrapper: isolatedCache });
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(2);
    expect(columns()[0]).toHaveTextContent(sofa.name);
    const colour = screen.getByRole('rowheader', { name: 'Цвят' }).closest('tr');
    const material = screen.getByRole('rowheader', { name: /Материал/ }).closest('tr');
    expect(colour).toHaveAttribute('data-differs', 'false');
    expect(material).toHaveAttribute('data-differs', 'true');
    expect(within(screen.getByRole('rowheader', { name: /Цена/ }).closest('tr')!).getAllByTestId('price-secondary')).toHaveLength(2);

    fireEvent.click(screen.getByRole('switch', { name: 'Само разликите' }));
    expect(screen.queryByRole('rowheader', { name: 'Цвят' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Материал/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('compare-row').every((row) => row.dataset.differs === 'true')).toBe(true);
  });

  it('removes a product from the own list and keeps the table on screen', async () => {
    addToCompare(sofa.id);
    addToCompare(chair.id);
    addToCompare(lamp.id);
    render(<CompareProducts search="" />, { wrapper: isolatedCache });
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Премахни от сравнението: ${chair.name}` })));
    expect(compareStore.ids).toEqual([sofa.id, lamp.id]);
    expect(columns()).toHaveLength(2);
    expect(screen.queryByText(chair.name)).not.toBeInTheDocument();
  });

  it('shows a shared comparison without touching the own list until the visitor keeps it', async () => {
    addToCompare(lamp.id);
    render(<CompareProducts search={`?ids=${chair.id},${sofa.id}`} />, { wrapper: isolatedCache });
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(2);
    expect(columns()[0]).toHaveTextContent(chair.name);
    expect(screen.getByTestId('compare-shared')).toHaveTextContent('споделено сравнение');
    expect(compareStore.ids).toEqual([lamp.id]);
    expect(screen.getByRole('link', { name: 'Към моето сравнение (1)' })).toHaveAttribute('href', '/compare-products');

    fireEvent.click(screen.getByRole('button', { name: `Премахни от сравнението: ${chair.name}` }));
    expect(navigate).toHaveBeenLastCalledWith(`/compare-products?ids=${sofa.id}`, { replace: true });
    expect(compareStore.ids).toEqual([lamp.id]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Запази като мое сравнение' })));
    expect(compareStore.ids).toEqual([chair.id, sofa.id]);
    expect(navigate).toHaveBeenLastCalledWith('/compare-products', { replace: true });
  });

  it('copies the link that shows the same comparison and sends compare_products_url_copy', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const events: UiEvent[] = [];
    const stop = subscribeUiEvents((event) => events.push(event));
    addToCompare(sofa.id);
    addToCompare(chair.id);
    render(<CompareProducts search="" />, { wrapper: isolatedCache });
    await screen.findAllByTestId('compare-column');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Копирай връзката' })));
    const link = `${window.location.origin}/compare-products?ids=${sofa.id},${chair.id}`;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByTestId('compare-link')).toHaveValue(link);
    expect(screen.getByText('Връзката е копирана')).toBeInTheDocument();
    expect(events).toContainEqual({ name: 'compare_products_url_copy', params: { count: 2 } });
    stop();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('likes the comparison as item type comparison, its id the variant ids ascending (issue 24 §4)', async () => {
    addToCompare(chair.id);
    addToCompare(sofa.id);
    render(<CompareProducts search="" />, { wrapper: isolatedCache });
    const heart = await screen.findByRole('button', { name: /^Това ми харесва\. това сравнение/ });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/api/v1/bg/like/comparison?answersCount=true'))).toBe(true),
    );
    const batch = fetchMock.mock.calls.find(([request]) => request.url.includes('/like/comparison'))?.[0];
    await expect(batch?.clone().json()).resolves.toEqual([`${sofa.id}-${chair.id}`]);
    await act(async () => fireEvent.click(heart));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(localStorage.getItem('uyut:likes') ?? '[]')).toEqual([{ itemType: 'comparison', itemId: `${sofa.id}-${chair.id}` }]);
  });

  it('leaves out offers the catalogue no longer knows', async () => {
    render(<CompareProducts search={`?ids=${sofa.id},999999`} />, { wrapper: isolatedCache });
    expect(await screen.findAllByTestId('compare-column')).toHaveLength(1);
  });
});
