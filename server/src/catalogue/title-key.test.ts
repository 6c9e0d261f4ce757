import { mayJoinByTitle, titleKey } from './title-key';

const same = (a: string, b: string, context = {}) => expect(titleKey(a, context)).toBe(titleKey(b, context));
const apart = (a: string, b: string) => expect(titleKey(a)).not.toBe(titleKey(b));

describe('titleKey', () => {
  it('is the sorted, unique, lower-cased words of the title', () => {
    expect(titleKey('Ъглов диван „Верона“, ляв')).toBe('верона диван ляв ъглов');
    same('ЪГЛОВ ДИВАН ВЕРОНА', 'ъглов диван верона');
    same('Ъглов диван Верона, ляв - сив', 'сив / ляв ъглов диван (Верона)');
  });

  it('gives no key for a title with less than two words or an absurdly long one', () => {
    expect(titleKey('Диван')).toBeNull();
    expect(titleKey('ПРОМО! Диван | Безплатна доставка')).toBeNull();
    expect(titleKey(Array.from({ length: 120 }, (_, i) => `дума${'я'.repeat(i % 7)}${i}`).join(' '))).toBeNull();
  });

  it('drops shop boilerplate: promotions, delivery, discounts and prices', () => {
    same('ПРОМО! Кресло Лина сиво -25% | Безплатна доставка', 'Кресло Лина сиво');
    same('НОВО Кресло Лина сиво, само 299 лв.', 'Кресло Лина сиво');
    same('Кресло Лина сиво - до -30%', 'Кресло Лина сиво в наличност');
  });

  it("drops the shop's own name and the manufacturer, but only as whole words", () => {
    same('Кресло Лина сиво | ДомАрт', 'Кресло Лина сиво', { shopName: 'ДомАрт' });
    same('Нордика Кресло Лина сиво', 'Кресло Лина сиво', { manufacturer: 'Нордика' });
    expect(titleKey('Кресло Домартино сиво', { shopName: 'ДомАрт' })).toBe('домартино кресло сив');
  });

  it('reads every form of a colour as one colour, and keeps different colours apart', () => {
    same('Кресло Лина, сиво', 'Кресло Лина - сив');
    same('Бяла маса Осло', 'маса Осло бял');
    same('Табуретка Нико синя', 'Табуретка Нико син');
    apart('Кресло Лина сиво', 'Кресло Лина бежово');
    apart('Кресло Лина сиво', 'Кресло Лина тъмносиво');
  });

  it('writes sizes in millimetres whatever the spelling, and keeps different sizes apart', () => {
    same('Матрак Сомнус 160x200 см', 'Матрак Сомнус 160 х 200 см');
    same('Матрак Сомнус 160x200 см', 'Матрак Сомнус 1600x2000 мм');
    same('Матрак Сомнус 160x200 см', 'Матрак Сомнус 160*200');
    same('Гардероб Осло 150 см', 'Гардероб Осло 1500 мм');
    same('Гардероб Осло 150 см', 'Гардероб Осло 1,5 м');
    same('Кръгъл килим Ø120 см', 'Кръгъл килим ф 1200 mm');
    apart('Матрак Сомнус 160x200 см', 'Матрак Сомнус 140x200 см');
    apart('Гардероб Осло 150 см', 'Гардероб Осло 180 см');
    apart('Кръгъл килим Ø120 см', 'Кръгъл килим Ø160 см');
  });

  it('reads seat counts and wardrobe wings in digits or words, and keeps different counts apart', () => {
    same('Диван Верона 3-местен', 'Диван Верона 3 места');
    same('Диван Верона 3-местен', 'Диван Верона триместен');
    same('Гарнитура Мия 4-местна', 'Гарнитура Мия четириместна');
    same('Гардероб Осло 3-крилен', 'Гардероб Осло трикрилен');
    apart('Диван Верона 3-местен', 'Диван Верона 2-местен');
    apart('Гардероб Осло 3-крилен', 'Гардероб Осло 2-крилен');
  });

  it('keeps model codes and numbers, folding Latin and Cyrillic look-alikes and hyphens in codes', () => {
    same('Офис стол ОС-200', 'Офис стол OC200');
    same('Лампа E27 60 W', 'Лампа Е27 60W');
    apart('Офис стол ОС-200', 'Офис стол ОС-300');
    apart('Офис стол Орион 200', 'Офис стол Орион 300');
    apart('Офис стол Орион', 'Офис стол Орион II');
    apart('Спално бельо 100% памук', 'Спално бельо 60% памук');
    apart('Тенджера Гама 3 л', 'Тенджера Гама 5 л');
  });
});

describe('mayJoinByTitle', () => {
  const product = { manufacturerId: 1, ean: '3800000000019', mpn: 'A-1' };

  it('joins the same manufacturer with equal or missing identifiers', () => {
    expect(mayJoinByTitle(product, { manufacturerId: 1, ean: null, mpn: null })).toBe(true);
    expect(mayJoinByTitle(product, { manufacturerId: 1, ean: '3800000000019', mpn: 'A-1' })).toBe(true);
  });

  it('never joins different EANs, or different MPNs of one manufacturer', () => {
    expect(mayJoinByTitle(product, { manufacturerId: 1, ean: '3800000000026', mpn: null })).toBe(false);
    expect(mayJoinByTitle(product, { manufacturerId: 1, ean: null, mpn: 'A-2' })).toBe(false);
  });

  it('never joins different manufacturers, nor two sides without one; joins when exactly one side names none', () => {
    expect(mayJoinByTitle(product, { manufacturerId: 2, ean: null, mpn: null })).toBe(false);
    expect(mayJoinByTitle({ manufacturerId: null, ean: null, mpn: null }, { manufacturerId: null, ean: null, mpn: null })).toBe(false);
    expect(mayJoinByTitle(product, { manufacturerId: null, ean: null, mpn: null })).toBe(true);
    expect(mayJoinByTitle({ manufacturerId: null, ean: null, mpn: null }, { manufacturerId: 3, ean: null, mpn: 'B-1' })).toBe(true);
  });
});
