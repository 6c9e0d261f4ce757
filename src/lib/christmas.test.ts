import { christmasCutoff, daysUntilChristmas, deliversBeforeChristmas } from './christmas';

describe('Christmas delivery (spec §9: cut-off 24 December, next year once passed)', () => {
  it('uses this year’s 24 December up to and including the day itself', () => {
    expect(christmasCutoff(new Date(2026, 11, 1))).toEqual(new Date(2026, 11, 24));
    expect(christmasCutoff(new Date(2026, 11, 24, 23))).toEqual(new Date(2026, 11, 24));
  });

  it('moves to next year once 24 December has passed', () => {
    expect(christmasCutoff(new Date(2026, 11, 25))).toEqual(new Date(2027, 11, 24));
  });

  it('counts whole days left', () => {
    expect(daysUntilChristmas(new Date(2026, 11, 14, 18))).toBe(10);
    expect(daysUntilChristmas(new Date(2026, 11, 24, 8))).toBe(0);
  });

  it('shows the tag only when threshold ≥ days left and delivery days ≤ days left', () => {
    const now = new Date(2026, 11, 14);
    expect(deliversBeforeChristmas({ now, thresholdDays: 10, deliveryInDays: 10 })).toBe(true);
    expect(deliversBeforeChristmas({ now, thresholdDays: 9, deliveryInDays: 3 })).toBe(false);
    expect(deliversBeforeChristmas({ now, thresholdDays: 30, deliveryInDays: 11 })).toBe(false);
    expect(deliversBeforeChristmas({ now, thresholdDays: null, deliveryInDays: 1 })).toBe(false);
    expect(deliversBeforeChristmas({ now, thresholdDays: 30, deliveryInDays: null })).toBe(false);
  });
});
