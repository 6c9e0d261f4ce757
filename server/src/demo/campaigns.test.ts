import { isRunning } from '../catalogue/campaigns';
import { blackFridayDate, demoCampaignWindows, pickParticipants } from './campaigns';

describe('Black Friday date: the day after the fourth Thursday of November', () => {
  it.each([
    [2019, '2019-11-29'],
    [2024, '2024-11-29'],
    [2025, '2025-11-28'],
    [2026, '2026-11-27'],
    [2027, '2027-11-26'],
  ])('in %i is %s', (year, date) => {
    expect(blackFridayDate(year).toISOString().slice(0, 10)).toBe(date);
  });
});

describe('demo campaign windows', () => {
  it('runs Black Friday from the Monday eleven days before to the end of Cyber Monday (Sofia time) when the demo falls in it', () => {
    const windows = demoCampaignWindows(new Date('2026-11-22T06:00:00.000Z'));
    expect(windows.blackFriday).toEqual({ startsAt: '2026-11-15T22:00:00.000Z', endsAt: '2026-11-30T22:00:00.000Z' });
  });

  it('runs garden season from 1 March to 31 August (Sofia time) when the demo falls in it', () => {
    const windows = demoCampaignWindows(new Date('2026-06-10T12:00:00.000Z'));
    expect(windows.gardenSeason).toEqual({ startsAt: '2026-02-28T22:00:00.000Z', endsAt: '2026-08-31T21:00:00.000Z' });
  });

  it('opens an out-of-season campaign for two weeks from two days before the demo time', () => {
    expect(demoCampaignWindows(new Date('2026-11-22T06:00:00.000Z')).gardenSeason).toEqual({
      startsAt: '2026-11-20T00:00:00.000Z',
      endsAt: '2026-12-04T00:00:00.000Z',
    });
    expect(demoCampaignWindows(new Date('2026-06-10T12:00:00.000Z')).blackFriday).toEqual({
      startsAt: '2026-06-08T00:00:00.000Z',
      endsAt: '2026-06-22T00:00:00.000Z',
    });
  });

  it.each([
    '2026-01-01T00:00:00Z',
    '2026-03-15T09:00:00Z',
    '2026-08-31T20:59:59Z',
    '2026-09-01T00:00:00Z',
    '2026-11-15T21:59:59Z',
    '2026-11-30T22:00:00Z',
    '2026-12-31T23:59:59Z',
  ])('has both campaigns running at %s', (at) => {
    const now = new Date(at);
    const windows = demoCampaignWindows(now);
    expect(isRunning(windows.blackFriday, now)).toBe(true);
    expect(isRunning(windows.gardenSeason, now)).toBe(true);
  });
});

describe('demo participants', () => {
  const shops = Array.from({ length: 10 }, (_, i) => ({ slug: `shop-${i}`, qualifying: i === 7 ? 5 : 0 }));

  it('picks the share of shops (at least one), always the same for a seed and campaign, different across campaigns', () => {
    const picked = pickParticipants({ shops: shops.map((s) => ({ ...s, qualifying: 1 })), share: 0.4, seed: 1, campaign: 'black-friday' });
    expect(picked).toHaveLength(4);
    expect(pickParticipants({ shops: shops.map((s) => ({ ...s, qualifying: 1 })), share: 0.4, seed: 1, campaign: 'black-friday' })).toEqual(
      picked,
    );
    expect(
      pickParticipants({ shops: shops.map((s) => ({ ...s, qualifying: 1 })), share: 0.4, seed: 1, campaign: 'garden-season' }),
    ).not.toEqual(picked);
    expect(pickParticipants({ shops: shops.slice(0, 1), share: 0.1, seed: 1, campaign: 'x' })).toEqual(['shop-0']);
    expect(pickParticipants({ shops: [], share: 0.4, seed: 1, campaign: 'x' })).toEqual([]);
  });

  it('makes room for a shop with qualifying offers when the draw has none', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const picked = pickParticipants({ shops, share: 0.2, seed, campaign: 'black-friday' });
      expect(picked).toHaveLength(2);
      expect(picked).toContain('shop-7');
    }
  });
});
