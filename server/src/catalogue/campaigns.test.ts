import { type CampaignRule, campaignProblem, campaignTags, categorySubtree, isRunning, type PromoCandidate, qualifies } from './campaigns';

const blackFriday: CampaignRule = {
  tag: 'blackFriday',
  startsAt: '2026-11-15T22:00:00.000Z',
  endsAt: '2026-11-30T22:00:00.000Z',
  requiresVerifiedDiscount: true,
  shopIds: new Set([1, 2]),
  categoryIds: null,
};
const gardenSeason: CampaignRule = {
  tag: 'gardenSales',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-04T00:00:00.000Z',
  requiresVerifiedDiscount: false,
  shopIds: new Set([2, 3]),
  categoryIds: new Set([10, 11]),
};
const offer: PromoCandidate = { shopId: 2, categoryId: 11, active: true, verifiedDiscount: true };

describe('campaign window: from the start (included) to the end (excluded)', () => {
  it.each([
    ['2026-11-15T21:59:59.999Z', false],
    ['2026-11-15T22:00:00.000Z', true],
    ['2026-11-30T21:59:59.999Z', true],
    ['2026-11-30T22:00:00.000Z', false],
  ])('at %s running is %p', (now, running) => {
    expect(isRunning(blackFriday, new Date(now))).toBe(running);
  });
});

describe('which offers qualify', () => {
  it('needs a verified discount only when the campaign requires one', () => {
    expect(qualifies(blackFriday, offer)).toBe(true);
    expect(qualifies(blackFriday, { ...offer, verifiedDiscount: false })).toBe(false);
    expect(qualifies(gardenSeason, { ...offer, verifiedDiscount: false })).toBe(true);
  });

  it('needs the offer in the campaign category subtree, when it has one', () => {
    expect(qualifies(gardenSeason, { ...offer, categoryId: 10 })).toBe(true);
    expect(qualifies(gardenSeason, { ...offer, categoryId: 12 })).toBe(false);
    expect(qualifies(blackFriday, { ...offer, categoryId: 12 })).toBe(true);
  });

  it('needs the shop to take part and the offer to be active', () => {
    expect(qualifies(blackFriday, { ...offer, shopId: 3 })).toBe(false);
    expect(qualifies(gardenSeason, { ...offer, shopId: 3 })).toBe(true);
    expect(qualifies(blackFriday, { ...offer, active: false })).toBe(false);
  });
});

describe('promo tags of an offer', () => {
  const tags = (now: string, candidate: PromoCandidate = offer) =>
    campaignTags({ campaigns: [blackFriday, gardenSeason], offer: candidate, now: new Date(now) });

  it('carries the tag of every running campaign it qualifies for, and only while it runs', () => {
    expect(tags('2026-11-18T00:00:00Z')).toEqual({ blackFriday: true, gardenSales: false });
    expect(tags('2026-11-22T00:00:00Z')).toEqual({ blackFriday: true, gardenSales: true });
    expect(tags('2026-12-01T00:00:00Z')).toEqual({ blackFriday: false, gardenSales: true });
    expect(tags('2026-12-04T00:00:00Z')).toEqual({ blackFriday: false, gardenSales: false });
    expect(tags('2026-11-22T00:00:00Z', { ...offer, shopId: 1, verifiedDiscount: false })).toEqual({
      blackFriday: false,
      gardenSales: false,
    });
  });

  it('takes a tag from any of several campaigns with the same tag', () => {
    const second: CampaignRule = {
      ...blackFriday,
      startsAt: '2027-11-20T00:00:00Z',
      endsAt: '2027-11-30T00:00:00Z',
      shopIds: new Set([3]),
    };
    const candidate = { ...offer, shopId: 3 };
    expect(campaignTags({ campaigns: [blackFriday, second], offer: candidate, now: new Date('2026-11-20T00:00:00Z') }).blackFriday).toBe(
      false,
    );
    expect(campaignTags({ campaigns: [blackFriday, second], offer: candidate, now: new Date('2027-11-21T00:00:00Z') }).blackFriday).toBe(
      true,
    );
  });
});

describe('category subtree', () => {
  it('holds the root and every descendant, nothing else', () => {
    const categories = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 1 },
      { id: 5, parentId: null },
    ];
    expect([...categorySubtree(categories, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...categorySubtree(categories, 2)].sort()).toEqual([2, 3]);
    expect([...categorySubtree(categories, 5)]).toEqual([5]);
  });
});

describe('campaign definition', () => {
  const valid = {
    slug: 'black-friday',
    tag: 'blackFriday',
    name: 'Черен петък',
    startsAt: '2026-11-16T00:00:00+02:00',
    endsAt: '2026-12-01T00:00:00+02:00',
  };
  it('accepts a valid campaign and names what is wrong with an invalid one', () => {
    expect(campaignProblem(valid)).toBeNull();
    expect(campaignProblem({ ...valid, slug: 'Black Friday' })).toMatch(/slug/);
    expect(campaignProblem({ ...valid, tag: 'cyberMonday' })).toMatch(/tag must be one of blackFriday, gardenSales/);
    expect(campaignProblem({ ...valid, name: ' ' })).toMatch(/name/);
    expect(campaignProblem({ ...valid, startsAt: 'soon' })).toMatch(/ISO-8601/);
    expect(campaignProblem({ ...valid, endsAt: valid.startsAt })).toMatch(/end after it starts/);
  });
});
