import { seededRandom } from '../seeded-random';
import { daysUntilChristmas, deliversBeforeChristmas } from './christmas';
import { daysBetween, sofiaDay, sofiaOffsetHours } from './sofia-day';

/** The Sofia calendar day by the platform's time zone database, the reference for the hand-written rule. */
const sofiaByIntl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia', year: 'numeric', month: '2-digit', day: '2-digit' });
const intlDay = (instant: Date) => {
  const [year, month, day] = sofiaByIntl.format(instant).split('-').map(Number);
  return { year, month, day };
};

describe('sofiaDay (Europe/Sofia: EET, EEST from the last Sunday of March to the last Sunday of October)', () => {
  it('starts the day at 00:00 Sofia time, which is 22:00 UTC in winter and 21:00 UTC in summer', () => {
    expect(sofiaDay(new Date('2026-12-14T21:59:59Z'))).toEqual({ year: 2026, month: 12, day: 14 });
    expect(sofiaDay(new Date('2026-12-14T22:00:00Z'))).toEqual({ year: 2026, month: 12, day: 15 });
    expect(sofiaDay(new Date('2026-07-01T20:59:59Z'))).toEqual({ year: 2026, month: 7, day: 1 });
    expect(sofiaDay(new Date('2026-07-01T21:00:00Z'))).toEqual({ year: 2026, month: 7, day: 2 });
  });

  it('changes the clocks at 01:00 UTC on the last Sundays of March and October', () => {
    expect(sofiaOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(2);
    expect(sofiaOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(3);
    expect(sofiaOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(3);
    expect(sofiaOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(2);
  });

  it('agrees with the time zone database on 20,000 instants from 2000 to 2037 and around every clock change', () => {
    const random = seededRandom(23);
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2038, 0, 1);
    const instants = Array.from({ length: 20_000 }, () => new Date(from + Math.floor(random.next() * (to - from))));
    for (let year = 2000; year < 2038; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const delta of [-3_600_001, -1, 0, 1, 3_600_000, 21 * 3_600_000, 22 * 3_600_000, 23 * 3_600_000])
          instants.push(new Date(change + delta));
      }
    }
    for (const instant of instants) expect([instant.toISOString(), sofiaDay(instant)]).toEqual([instant.toISOString(), intlDay(instant)]);
  });

  it('counts whole days between calendar days', () => {
    expect(daysBetween({ year: 2026, month: 12, day: 14 }, { year: 2026, month: 12, day: 24 })).toBe(10);
    expect(daysBetween({ year: 2026, month: 12, day: 25 }, { year: 2027, month: 12, day: 24 })).toBe(364);
    expect(daysBetween({ year: 2026, month: 3, day: 28 }, { year: 2026, month: 3, day: 30 })).toBe(2);
  });
});

describe('Christmas delivery (spec §9: cut-off 24 December, next year once passed; days in Sofia)', () => {
  it('counts whole Sofia days left, 0 on 24 December itself', () => {
    expect(daysUntilChristmas(new Date('2026-12-14T16:00:00Z'))).toBe(10);
    expect(daysUntilChristmas(new Date('2026-12-24T06:00:00Z'))).toBe(0);
    expect(daysUntilChristmas(new Date('2026-12-01T10:00:00Z'))).toBe(23);
  });

  it('moves to next year once 24 December has passed in Sofia', () => {
    expect(daysUntilChristmas(new Date('2026-12-24T21:59:00Z'))).toBe(0);
    expect(daysUntilChristmas(new Date('2026-12-24T22:30:00Z'))).toBe(364);
  });

  it('at 00:30 Sofia time the new day already counts, though UTC is still on the day before', () => {
    const halfPastMidnightInSofia = new Date('2026-12-14T22:30:00Z');
    expect(halfPastMidnightInSofia.getUTCDate()).toBe(14);
    expect(daysUntilChristmas(halfPastMidnightInSofia)).toBe(9);
    expect(daysUntilChristmas(new Date('2026-07-01T21:30:00Z'))).toBe(daysUntilChristmas(new Date('2026-07-02T12:00:00Z')));
  });

  it('shows the tag only when threshold ≥ days left and delivery days ≤ days left', () => {
    const now = new Date('2026-12-14T10:00:00Z');
    expect(deliversBeforeChristmas({ now, thresholdDays: 10, deliveryInDays: 10 })).toBe(true);
    expect(deliversBeforeChristmas({ now, thresholdDays: 9, deliveryInDays: 3 })).toBe(false);
    expect(deliversBeforeChristmas({ now, thresholdDays: 30, deliveryInDays: 11 })).toBe(false);
    expect(deliversBeforeChristmas({ now, thresholdDays: null, deliveryInDays: 1 })).toBe(false);
    expect(deliversBeforeChristmas({ now, thresholdDays: 30, deliveryInDays: null })).toBe(false);
  });
});
