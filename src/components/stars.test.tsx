import { render, screen } from '@testing-library/react';
import { STAR_SIZES, Stars, starFills } from './stars';

describe('Stars (spec §5: stars rounded to the nearest half; spec §9 star sizes 16–64)', () => {
  it('rounds to the nearest half star', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('labels the rating to one decimal', () => {
    render(<Stars rating={4.66} />);
    expect(screen.getByRole('img', { name: 'Оценка 4,7 от 5' })).toBeInTheDocument();
  });

  it.each(STAR_SIZES.map((size) => [size]))('draws %d px stars', (size) => {
    const { container } = render(<Stars rating={3} size={size} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', String(size));
  });
});
