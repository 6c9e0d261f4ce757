import { HTML_ENTITIES } from './html-entities';
import { amountIn, htmlToText, parseCoolingOffDays, parseInstallment, parseMoney } from './values';

describe('htmlToText', () => {
  it('removes tags and decodes named and numeric references', () => {
    expect(
      htmlToText('<p>200&times;90&nbsp;см&ndash;&bdquo;Сън&ldquo; &deg; &sup3; &hellip; &euro; &Omega;&omega;</p><p>&#8470;1&#x2116;</p>'),
    ).toBe('200×90 см–„Сън“ ° ³ … € Ωω №1№');
  });
  it('decodes every named reference of HTML5, not only HTML 4 ones (issue 22 point 6)', () => {
    expect(htmlToText('&check; &hellip;&NewLine;&bigstar; &nbsp;&DoubleRightArrow; &lsquor;а&rsquo;')).toBe('✓ … ★ ⇒ ‚а’');
    expect(Object.keys(HTML_ENTITIES)).toHaveLength(2125);
  });
  it('keeps text that starts no tag, and spaces the blocks of HTML written without closing tags', () => {
    expect(htmlToText('<ul><li>Ширина 200 см<li>5 < 6</ul><p>Сив<hr>Ляв')).toBe('Ширина 200 см 5 < 6 Сив Ляв');
  });
  it('keeps an unknown reference as written', () => {
    expect(htmlToText('A&unknown;B &amp c')).toBe('A&unknown;B &amp c');
  });
});

describe('parseMoney', () => {
  it.each([
    ['1299.90', 129990, null],
    ['1 299,90', 129990, null],
    ['1.299,90', 129990, null],
    ['1299,90 лв.', 129990, 'BGN'],
    ['1299.90 лв.', 129990, 'BGN'],
    ['1 299,90 лв', 129990, 'BGN'],
    ['1\u00a0299,90 лв.', 129990, 'BGN'],
    ['1\u202f299,90 лв.', 129990, 'BGN'],
    ['1299,90лева', 129990, 'BGN'],
    ['1299.00 BGN', 129900, 'BGN'],
    ['45,50 €', 4550, 'EUR'],
    ['€45.50', 4550, 'EUR'],
    ['45.50 EUR', 4550, 'EUR'],
    ['EUR 19,90', 1990, 'EUR'],
    ['45.50 eur', 4550, 'EUR'],
    ['45 евро', 4500, 'EUR'],
    ['2 499.00 leva', 249900, 'BGN'],
    ['1299 lv.', 129900, 'BGN'],
    ['лв. 1299,90', 129990, 'BGN'],
    ['249.00 USD', 24900, 'USD'],
    ['$249', 24900, 'USD'],
  ])('reads %s', (text, amount, currency) => {
    expect(parseMoney(text)).toEqual({ amount, currency });
  });

  it('refuses text that is not an amount, or with a currency on both sides', () => {
    expect(parseMoney('безплатно')).toBeNull();
    expect(parseMoney('по договаряне')).toBeNull();
    expect(parseMoney('EUR 10 BGN')).toBeNull();
    expect(parseMoney('12,5,0')).toBeNull();
    expect(parseMoney('лв.')).toBeNull();
  });
});

describe('amountIn', () => {
  it('takes an amount without a currency, or in the given one, and refuses another', () => {
    expect(amountIn('15', 'EUR')).toBe(1500);
    expect(amountIn('15,00 €', 'EUR')).toBe(1500);
    expect(amountIn('15 лв.', 'EUR')).toBeNull();
    expect(amountIn('15 USD', 'BGN')).toBeNull();
    expect(amountIn('', 'BGN')).toBeNull();
  });
});

describe('parseCoolingOffDays', () => {
  it('reads whole days with or without a unit', () => {
    expect(parseCoolingOffDays('14')).toBe(14);
    expect(parseCoolingOffDays('30 дни')).toBe(30);
    expect(parseCoolingOffDays(' 60 days ')).toBe(60);
    expect(parseCoolingOffDays('365')).toBe(365);
  });
  it('refuses periods under the legal 14 days, over a year, and text', () => {
    expect(parseCoolingOffDays('13')).toBeNull();
    expect(parseCoolingOffDays('366')).toBeNull();
    expect(parseCoolingOffDays('две седмици')).toBeNull();
    expect(parseCoolingOffDays('14.5')).toBeNull();
  });
});

describe('parseInstallment', () => {
  it('accepts 1–120 whole months with a positive monthly amount', () => {
    expect(parseInstallment({ monthsText: '12', amount: 4590 })).toEqual({ months: 12, amount: 4590 });
    expect(parseInstallment({ monthsText: '1', amount: 1 })).toEqual({ months: 1, amount: 1 });
    expect(parseInstallment({ monthsText: '120', amount: 100 })).toEqual({ months: 120, amount: 100 });
  });
  it('refuses other months and missing, zero or absurd amounts', () => {
    expect(parseInstallment({ monthsText: '0', amount: 100 })).toBeNull();
    expect(parseInstallment({ monthsText: '121', amount: 100 })).toBeNull();
    expect(parseInstallment({ monthsText: '12 м.', amount: 100 })).toBeNull();
    expect(parseInstallment({ monthsText: '12', amount: null })).toBeNull();
    expect(parseInstallment({ monthsText: '12', amount: 0 })).toBeNull();
    expect(parseInstallment({ monthsText: '12', amount: 1_000_000_000 })).toBeNull();
  });
});
