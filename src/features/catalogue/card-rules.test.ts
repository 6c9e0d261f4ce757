import {
  omnibusNote,
  availability,
  cardParameters,
  installmentText,
  mainLink,
  mainLinkToDetailFromFlag,
  promoTags,
  sliderImages,
  tierLabel,
  voucherValueText,
} from './card-rules';
import { clickThroughUrl, shopClaimText, shownDiscount } from './offer-rules';
import { variantFixture } from './test-support/variant-fixture';

const NBSP = '\u00A0';
const noTags = { blackFriday: false, gardenSales: false, priceDrop: false };
const options = { now: new Date(2026, 10, 22), christmasThresholdDays: null };

describe('cardParameters (spec §9: up to 3 parameters on cards, 6 in rows)', () => {
  const variant = { displayParameters: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] };
  it('keeps 3 on grid cards and 6 in rows', () => {
    expect(cardParameters(variant, 'grid')).toEqual(['a', 'b', 'c']);
    expect(cardParameters(variant, 'row')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('sliderImages (spec §5: slider only with 2+ images; spec §9: 10 images per card)', () => {
  it('builds no slider for one image and caps at ten', () => {
    expect(sliderImages([1])).toEqual([]);
    expect(sliderImages([1, 2])).toEqual([1, 2]);
    expect(sliderImages(Array.from({ length: 14 }, (_, i) => i))).toHaveLength(10);
  });
});

describe('tierLabel (spec §4 Tier label: bestseller, seller, or otherwise a low-tier label)', () => {
  it.each([
    ['bestseller', 'bestseller', 'Най-продаван'],
    ['seller', 'seller', 'Търсен продукт'],
    ['basic', 'low', 'Оферта от магазин'],
    [null, 'low', 'Оферта от магазин'],
  ])('%s → %s', (tier, kind, text) => {
    expect(tierLabel(tier)).toEqual({ kind, text });
  });
});

describe('promoTags (spec §2: price drops carry "Ограничена оферта"; promo tags)', () => {
  it('lists the price-drop, Black Friday and garden tags that are set', () => {
    expect(promoTags(noTags)).toEqual([]);
    expect(promoTags({ ...noTags, priceDrop: true }).map((tag) => tag.text)).toEqual(['Ограничена оферта']);
    expect(promoTags({ blackFriday: true, gardenSales: true, priceDrop: false }).map((tag) => tag.kind)).toEqual([
      'blackFriday',
      'gardenSales',
    ]);
  });
});

describe("installmentText (spec §9: 'или {months} пъти {amount}')", () => {
  it('formats months and the amount in the primary currency', () => {
    const price = {
      currency: 'BGN',
      price: 120000,
      priceBeforeDiscount: null,
      claimedPriceBefore: null,
      installmentMonths: 12,
      installmentAmount: 10000,
    };
    expect(installmentText(price)).toBe(`или 12 пъти 100${NBSP}лв.`);
    expect(installmentText({ ...price, installmentMonths: null })).toBeNull();
  });
});

describe('availability (spec §4 Availability display, spec §9 Christmas cut-off and delivery text)', () => {
  it("shows 'Не е в наличност' for an inactive variant and no free shipping", () => {
    expect(availability(variantFixture({ active: false }), options)).toEqual({
      kind: 'inactive',
      text: 'Не е в наличност',
      freeShipping: false,
    });
  });

  it("shows 'Готов за изпращане' for 0 days, days, weeks, or in stock", () => {
    expect(availability(variantFixture({ deliveryInDays: 0 }), options).text).toBe('Готов за изпращане');
    expect(availability(variantFixture({ deliveryInDays: 3 }), options).text).toBe(`Доставка до 3${NBSP}дни`);
    expect(availability(variantFixture({ deliveryInDays: 21 }), options).text).toBe(`Доставка до 3${NBSP}седмици`);
    expect(availability(variantFixture({ deliveryInDays: null, inStock: true }), options).text).toBe('В наличност');
  });

  it('adds free shipping only when the delivery price is 0', () => {
    expect(availability(variantFixture({ deliveryPrice: 0 }), options).freeShipping).toBe(true);
    expect(availability(variantFixture({ deliveryPrice: 599 }), options).freeShipping).toBe(false);
  });

  it('shows Christmas delivery when the threshold ≥ days left and delivery days ≤ days left', () => {
    const now = new Date(2026, 11, 14);
    expect(availability(variantFixture({ deliveryInDays: 3 }), { now, christmasThresholdDays: 14 }).text).toBe('Доставка до Коледа');
    expect(availability(variantFixture({ deliveryInDays: 3 }), { now, christmasThresholdDays: 5 }).kind).toBe('delivery');
    expect(availability(variantFixture({ deliveryInDays: 12 }), { now, christmasThresholdDays: 14 }).kind).toBe('delivery');
  });
});

describe('clickThroughUrl and mainLink (spec §7 click-through link, spec §6 feature flag)', () => {
  const link = { variantId: 501, clickSource: 1, position: 4, requestId: 'abc' };

  it('carries the click source, position and request id', () => {
    expect(clickThroughUrl(link)).toBe('/go/501?src=1&pos=4&ri=abc');
    expect(clickThroughUrl({ ...link, requestId: null })).toBe('/go/501?src=1&pos=4');
  });

  it('sends active variants to the shop, inactive ones and flagged cards to the product page', () => {
    const variant = variantFixture();
    expect(mainLink({ ...link, variant, toDetail: false })).toEqual({ href: '/go/501?src=1&pos=4&ri=abc', external: true });
    expect(mainLink({ ...link, variant, toDetail: true })).toEqual({ href: '/product/77-aglov-divan-oslo', external: false });
    expect(mainLink({ ...link, variant: variantFixture({ active: false }), toDetail: false }).external).toBe(false);
  });

  it('turns the flag on when its multiplier setting is non-empty', () => {
    expect(mainLinkToDetailFromFlag('1.5')).toBe(true);
    expect(mainLinkToDetailFromFlag(2)).toBe(true);
    expect(mainLinkToDetailFromFlag('')).toBe(false);
    expect(mainLinkToDetailFromFlag(null)).toBe(false);
  });
});

describe('voucherValueText (spec §3 voucher valueType percent or an amount)', () => {
  it('shows a percentage or an amount off', () => {
    expect(voucherValueText({ value: 10, valueType: 'percent' }, 'BGN')).toBe(`-10${NBSP}%`);
    expect(voucherValueText({ value: 2000, valueType: 'amount' }, 'BGN')).toBe(`-20${NBSP}лв.`);
  });
});

describe('omnibusNote (sales info box "no fake discounts"; EU Omnibus 30-day low beside every discount)', () => {
  it('shows the 30-day low in the primary currency', () => {
    const variant = variantFixture({ discount: { discount: 18, validity: null, lowestPrice30Days: 149900 } });
    expect(omnibusNote(variant)).toEqual({ text: 'Най-ниска цена за 30 дни преди намалението: 1499\u00a0лв.' });
  });

  it('says nothing without a discount, and no price without history', () => {
    expect(omnibusNote(variantFixture({ discount: null }))).toBeNull();
    expect(omnibusNote(variantFixture({ discount: { discount: 5, validity: null, lowestPrice30Days: null } }))).toEqual({ text: null });
  });
});

describe('shownDiscount and shopClaimText (issue 22 point 11: only a verified discount is a discount)', () => {
  const price = (before: number | null, claimed: number | null) => ({
    currency: 'BGN',
    price: 100000,
    priceBeforeDiscount: before,
    claimedPriceBefore: claimed,
    installmentMonths: null,
    installmentAmount: null,
  });

  it("gives the badge and the struck price of the server's verified discount", () => {
    expect(
      shownDiscount(variantFixture({ price: price(125000, null), discount: { discount: 20, validity: null, lowestPrice30Days: 125000 } })),
    ).toEqual({ label: `-20${NBSP}%`, before: 125000 });
  });

  it('gives nothing for an old price without a verified discount', () => {
    expect(shownDiscount(variantFixture({ price: price(125000, null), discount: null }))).toBeNull();
    expect(shownDiscount(variantFixture({ price: price(null, 125000), discount: null }))).toBeNull();
  });

  it("writes an unverified old price as the shop's claim", () => {
    expect(shopClaimText(variantFixture({ price: price(null, 125000), discount: null }))).toBe(`Цена на магазина преди: 1250${NBSP}лв.`);
    expect(shopClaimText(variantFixture({ price: price(125000, null) }))).toBeNull();
  });
});
