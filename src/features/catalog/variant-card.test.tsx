import { act, render, screen, within } from '@testing-library/react';
import { compareStore, resetCompare } from '../compare';
import { variantFixture } from './test-support/variant-fixture';
import { VariantCard } from './variant-card';
import { VariantGrid } from './variant-grid';

const NBSP = '\u00A0';

describe('VariantCard (spec §2 Variant listing, spec §9 prices and discount)', () => {
  beforeEach(() => resetCompare());

  it('renders the primary and the secondary price (spec §9)', () => {
    render(<VariantCard variant={variantFixture()} />);
    const card = screen.getByTestId('variant-card');
    expect(within(card).getByTestId('price-primary').textContent).toBe(`1299${NBSP}лв.`);
    expect(within(card).getByTestId('price-secondary').textContent).toBe(`664,17${NBSP}€`);
  });

  it("shows the floored discount as '-N %' and the old price struck through", () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.getByTestId('discount-badge').textContent).toBe(`-18${NBSP}%`);
    expect(screen.getByTestId('price-before').textContent).toContain(`1599${NBSP}лв.`);
  });

  it('shows neither badge nor old price without a discount', () => {
    const price = { currency: 'BGN', price: 129900, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null };
    render(<VariantCard variant={variantFixture({ price, discount: null })} />);
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-before')).not.toBeInTheDocument();
  });

  it('links the name to /product/{productId}-{productSlug} and names the shop', () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.getByRole('link', { name: 'Ъглов диван Осло, сив' })).toHaveAttribute('href', '/product/77-aglov-divan-oslo');
    expect(screen.getByText('Мебели Шоп')).toBeInTheDocument();
  });

  it('renders the image with the variant name as alt, from the images service', () => {
    render(<VariantCard variant={variantFixture()} />);
    const image = screen.getByAltText('Ъглов диван Осло, сив');
    const source = image.getAttribute('src') ?? image.getAttribute('data-src');
    expect(source).toBe('/img/variant/320-320/87/e3/85/42/aglov-divan-oslo-siv.jpg');
  });

  it('shows at most three parameters (spec §9)', () => {
    render(<VariantCard variant={variantFixture()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ширина: 240 см', 'Цвят: сив', 'Материал: текстил']);
  });

  it("marks an inactive variant 'Не е в наличност' (spec §4)", () => {
    render(<VariantCard variant={variantFixture({ active: false })} />);
    expect(screen.getByText('Не е в наличност')).toBeInTheDocument();
  });

  it('toggles the variant in the compare list', async () => {
    render(<VariantCard variant={variantFixture()} />);
    const button = screen.getByRole('button', { name: /Сравни/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    act(() => button.click());
    expect(await screen.findByRole('button', { name: /Сравни/, pressed: true })).toBeInTheDocument();
    expect(compareStore.ids).toEqual([501]);
  });
});

describe('VariantGrid (spec §2 grid)', () => {
  it('renders one card per variant and loads only the first ones eagerly', () => {
    const variants = [1, 2, 3].map((id) => variantFixture({ id }));
    render(<VariantGrid variants={variants} eagerCount={1} />);
    expect(screen.getAllByTestId('variant-card')).toHaveLength(3);
    const images = screen.getAllByAltText('Ъглов диван Осло, сив');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('says so when there are no variants', () => {
    render(<VariantGrid variants={[]} />);
    expect(screen.getByText('Няма намерени продукти.')).toBeInTheDocument();
  });
});
