import { deliveryPriceText, deliveryTimeText, returnsText } from './delivery';

const NBSP = '\u00A0';
const offer = { active: true, inStock: true, deliveryInDays: null };

describe('deliveryTimeText (spec §4 availability display, spec §9 delivery text)', () => {
  it("shows 'Не е в наличност' for an inactive offer", () => {
    expect(deliveryTimeText({ ...offer, active: false, deliveryInDays: 0 })).toBe('Не е в наличност');
  });

  it("shows 'Готов за изпращане' for 0 days", () => {
    expect(deliveryTimeText({ ...offer, deliveryInDays: 0 })).toBe('Готов за изпращане');
  });

  it('shows days with the Bulgarian plural (spec §5)', () => {
    expect(deliveryTimeText({ ...offer, deliveryInDays: 1 })).toBe(`Доставка до 1${NBSP}ден`);
    expect(deliveryTimeText({ ...offer, deliveryInDays: 3 })).toBe(`Доставка до 3${NBSP}дни`);
    expect(deliveryTimeText({ ...offer, deliveryInDays: 13 })).toBe(`Доставка до 13${NBSP}дни`);
  });

  it('switches to weeks, rounded up, from 14 days on', () => {
    expect(deliveryTimeText({ ...offer, deliveryInDays: 14 })).toBe(`Доставка до 2${NBSP}седмици`);
    expect(deliveryTimeText({ ...offer, deliveryInDays: 15 })).toBe(`Доставка до 3${NBSP}седмици`);
  });

  it('falls back to stock when the delivery time is unknown', () => {
    expect(deliveryTimeText(offer)).toBe('В наличност');
    expect(deliveryTimeText({ ...offer, inStock: false })).toBeNull();
  });
});

describe('deliveryPriceText (spec §9: shipping 0 is "Безплатна доставка")', () => {
  it('calls zero shipping free', () => {
    expect(deliveryPriceText({ deliveryPrice: 0, currency: 'BGN' })).toBe('Безплатна доставка');
  });

  it('shows a paid delivery in the primary currency', () => {
    expect(deliveryPriceText({ deliveryPrice: 599, currency: 'BGN' })).toBe(`Доставка 5,99${NBSP}лв.`);
    expect(deliveryPriceText({ deliveryPrice: null, currency: 'BGN' })).toBeNull();
  });
});

describe('returnsText (spec §9 returns text, spec §5 Bulgarian plural 1 / 2–4 / other)', () => {
  it.each([
    [1, `1${NBSP}ден за връщане`],
    [3, `3${NBSP}дни за връщане`],
    [14, `14${NBSP}дни за връщане`],
  ])('%d days', (days, text) => {
    expect(returnsText(days)).toBe(text);
  });

  it('says nothing without a cooling-off period', () => {
    expect(returnsText(null)).toBeNull();
    expect(returnsText(0)).toBeNull();
  });
});
