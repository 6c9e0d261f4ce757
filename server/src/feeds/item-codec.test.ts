import { join } from 'node:path';
import type { FeedItem } from './feed-format';
import { googleMerchantFormat } from './google-merchant';
import { heurekaFormat } from './heureka';
import { decodeItem, encodeItem } from './item-codec';

const FIXTURES = join(__dirname, '../../test/fixtures');

async function itemsOf(file: string, format: typeof heurekaFormat | typeof googleMerchantFormat): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for await (const record of format.parse(join(FIXTURES, file), { now: new Date('2026-11-22T10:00:00.000Z') }))
    if (record.ok) items.push(record.item);
  return items;
}

describe('item codec', () => {
  it('gives back every item of both formats as parsed, through the JSON the parser thread posts', async () => {
    const items = [
      ...(await itemsOf('heureka-shop-a.xml', heurekaFormat)),
      ...(await itemsOf('heureka-shop-c.xml', heurekaFormat)),
      ...(await itemsOf('google-shop-d.xml', googleMerchantFormat)),
    ];
    /* The fixtures hold every optional part: vouchers, installments, deliveries with and without COD, ranges, params. */
    expect(items.some((item) => item.voucher !== null && item.installment === null)).toBe(true);
    expect(items.some((item) => item.installment !== null)).toBe(true);
    expect(items.some((item) => item.deliveries.some((delivery) => delivery.priceCod !== null))).toBe(true);
    expect(items.some((item) => item.dimensions.diameter !== null)).toBe(true);
    for (const item of items) expect(decodeItem(JSON.parse(JSON.stringify(encodeItem(item))))).toStrictEqual(item);
  });

  it('gives back an item with every value set, each in its own place', () => {
    const item: FeedItem = {
      itemId: 'A-1',
      itemGroupId: 'G-1',
      productName: 'Диван Рома',
      product: 'Диван Рома сив',
      description: 'Мек диван',
      url: 'https://shop.example/a-1',
      images: ['https://shop.example/1.jpg', 'https://shop.example/2.jpg'],
      price: 129_900,
      priceBeforeDiscount: 149_900,
      currency: 'BGN',
      ean: '3800000000001',
      mpn: 'ROMA-3',
      manufacturer: 'Рома',
      categoryText: 'Мебели | Дивани',
      params: [{ name: 'Цвят', value: 'сив' }],
      dimensions: {
        width: { from: 2000, to: 2450 },
        height: { from: 850, to: 850 },
        depth: { from: 900, to: 950 },
        diameter: { from: 350, to: 400 },
      },
      deliveryDays: 3,
      deliveries: [{ id: 'ECONT', price: 6900, priceCod: 7250, deliveryDays: 2 }],
      voucher: { code: 'ROMA10', type: 'percent', value: 10, description: '10 % отстъпка' },
      installment: { months: 12, amount: 10_825 },
      coolingOffDays: 14,
      condition: 'new',
      categoryFallback: 'Мебели | Дивани | Ъглови дивани',
    };
    expect(decodeItem(JSON.parse(JSON.stringify(encodeItem(item))))).toStrictEqual(item);
    /* An item without a fallback category is written as before the field existed, so its hash stays. */
    const without = { ...item, categoryFallback: null };
    expect(decodeItem(JSON.parse(JSON.stringify(encodeItem(without))))).toStrictEqual(without);
    expect(encodeItem(without)).toHaveLength(22);
    expect(JSON.stringify(encodeItem(item)).length).toBeLessThan(JSON.stringify(item).length * 0.75);
  });
});
