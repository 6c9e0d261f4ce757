import { render, screen, within } from '@testing-library/react';
import { OfferTable } from './offer-table';
import { variantFixture } from './test-support/variant-fixture';

const NBSP = '\u00A0';
const price = (amount: number) => ({
  currency: 'BGN',
  price: amount,
  priceBeforeDiscount: null,
  claimedPriceBefore: null,
  installmentMonths: null,
  installmentAmount: null,
});

const offers = [
  variantFixture({
    id: 1,
    eshop: { id: 1, name: 'Скъп', slug: 'skap', paid: true },
    price: price(150000),
    deliveryInDays: 0,
    deliveryPrice: 0,
  }),
  variantFixture({ id: 2, eshop: { id: 2, name: 'Изчерпан', slug: 'izcherpan', paid: true }, price: price(90000), active: false }),
  variantFixture({
    id: 3,
    eshop: { id: 3, name: 'Евтин', slug: 'evtin', paid: true },
    price: price(120000),
    deliveryInDays: 5,
    deliveryPrice: 1990,
    url: 'https://evtin.example/p/3',
  }),
];

describe('OfferTable (spec §4 availability, spec §9 delivery text)', () => {
  it('lists active offers cheapest first, then inactive ones', () => {
    render(<OfferTable offers={offers} />);
    const shops = screen.getAllByTestId('offer-row').map((row) => within(row).getByRole('rowheader').textContent);
    expect(shops.map((text) => text?.split('Ъглов')[0])).toEqual(['Евтин', 'Скъп', 'Изчерпан']);
  });

  it('shows both currencies and the delivery texts per row', () => {
    render(<OfferTable offers={offers} />);
    const [cheap, ready, inactive] = screen.getAllByTestId('offer-row');
    if (!cheap || !ready || !inactive) throw new Error('expected three rows');
    expect(within(cheap).getByTestId('price-primary').textContent).toBe(`1200${NBSP}лв.`);
    expect(within(cheap).getByTestId('price-secondary').textContent).toBe(`613,55${NBSP}€`);
    expect(within(cheap).getByText('Доставка до 5 дни').textContent).toBe(`Доставка до 5${NBSP}дни`);
    expect(within(cheap).getByText('Доставка 19,90 лв.').textContent).toBe(`Доставка 19,90${NBSP}лв.`);
    expect(within(ready).getByText('Готов за изпращане')).toBeInTheDocument();
    expect(within(ready).getByText('Безплатна доставка')).toBeInTheDocument();
    expect(within(inactive).getByText('Не е в наличност')).toBeInTheDocument();
  });

  it("strikes only a verified old price; an unverified one is the shop's claim (issue 22 point 11)", () => {
    const verified = variantFixture({
      id: 7,
      price: { ...price(100000), priceBeforeDiscount: 125000 },
      discount: { discount: 20, validity: null, lowestPrice30Days: 125000 },
    });
    const claimed = variantFixture({ id: 8, price: { ...price(110000), claimedPriceBefore: 199900 }, discount: null, discounted: false });
    render(<OfferTable offers={[verified, claimed]} />);
    const [first, second] = screen.getAllByTestId('offer-row');
    if (!first || !second) throw new Error('expected two rows');
    expect(within(first).getByTestId('price-before').textContent).toBe(`Стара цена: 1250${NBSP}лв.`);
    expect(within(first).queryByTestId('shop-claim')).not.toBeInTheDocument();
    expect(within(second).queryByTestId('price-before')).not.toBeInTheDocument();
    expect(within(second).getByTestId('shop-claim').textContent).toBe(`Цена на магазина преди: 1999${NBSP}лв.`);
  });

  it("links active offers to the shop through /go with the detail click source (spec §9: 5) and the row's position, in a new tab with rel='nofollow noopener', inactive ones not at all", () => {
    render(<OfferTable offers={offers} />);
    const [cheap, , inactive] = screen.getAllByTestId('offer-row');
    if (!cheap || !inactive) throw new Error('expected rows');
    const link = within(cheap).getByRole('link', { name: /Към магазина/ });
    expect(link).toHaveAttribute('href', '/go/3?src=5&pos=1');
    expect(within(screen.getAllByTestId('offer-row')[1] as HTMLElement).getByRole('link', { name: /Към магазина/ })).toHaveAttribute(
      'href',
      '/go/1?src=5&pos=2',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
    expect(within(inactive).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says in its row when an offer is used or refurbished (issue 22 point 8)', () => {
    render(
      <OfferTable
        offers={[variantFixture({ id: 7, condition: 'used' }), variantFixture({ id: 8, condition: 'new', price: price(200000) })]}
      />,
    );
    const [used, fresh] = screen.getAllByTestId('offer-row');
    if (!used || !fresh) throw new Error('expected rows');
    expect(within(used).getByTestId('offer-condition').textContent).toBe('Употребяван');
    expect(within(fresh).queryByTestId('offer-condition')).not.toBeInTheDocument();
  });
});
