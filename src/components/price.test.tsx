import { render, screen } from '@testing-library/react';
import { Price } from './price';

const NBSP = '\u00A0';

describe('Price (spec §9: primary BGN and secondary EUR)', () => {
  it('renders the primary and the secondary currency', () => {
    render(<Price amount={129900} currency="BGN" />);
    expect(screen.getByTestId('price-primary').textContent).toBe(`1299${NBSP}лв.`);
    expect(screen.getByTestId('price-secondary').textContent).toBe(`664,17${NBSP}€`);
  });

  it('strikes the old price through only when a discount exists', () => {
    const { rerender } = render(<Price amount={129900} currency="BGN" before={159900} />);
    expect(screen.getByTestId('price-before').tagName).toBe('DEL');
    expect(screen.getByTestId('price-before').textContent).toBe(`Стара цена: 1599${NBSP}лв.`);
    rerender(<Price amount={129900} currency="BGN" before={129900} />);
    expect(screen.queryByTestId('price-before')).not.toBeInTheDocument();
  });
});
