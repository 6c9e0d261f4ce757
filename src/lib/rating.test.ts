import { formatRating, roundRating, roundStars } from './rating';

describe('rating (spec §5: rating rounded to one decimal; stars rounded to the nearest half)', () => {
  it.each([
    [4.66, 4.7],
    [4.64, 4.6],
    [3, 3],
  ])('rounds %d to %d', (rating, rounded) => {
    expect(roundRating(rating)).toBe(rounded);
  });

  it('formats with a decimal comma and always one decimal', () => {
    expect(formatRating(4.66)).toBe('4,7');
    expect(formatRating(5)).toBe('5,0');
  });

  it.each([
    [4.24, 4],
    [4.25, 4.5],
    [4.74, 4.5],
    [4.75, 5],
    [6, 5],
    [-1, 0],
  ])('stars for %d are %d', (rating, stars) => {
    expect(roundStars(rating)).toBe(stars);
  });
});
