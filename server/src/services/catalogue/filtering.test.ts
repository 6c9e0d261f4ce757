import { emptyListingQuery } from '@uyut/core';
import { FilterIndex } from '../../index/filter-index';
import { BASE_FLAGS } from '../../index/types';
import { NotFoundError } from '../../lib/http-errors';
import { isIndexable, resolveListing } from './filtering';
import { listHtml, paginatorHtml, topHtml } from './listing-pages';

const index = new FilterIndex({
  categories: [
    { id: 1, parentId: null, slug: 'mebeli', name: 'Мебели', description: null, menu: 'primary' },
    { id: 2, parentId: null, slug: 'hol', name: 'Хол', description: null, menu: 'rooms' },
  ],
  capacity: 4,
});
index.addShop({ id: 7, slug: 'domart', name: 'ДомАрт' });
const now = new Date('2026-12-20T12:00:00.000Z');

describe('listing bases as index queries', () => {
  it('limits delivery before Christmas to the days left until 24 December and price drops to the last 30 days', () => {
    expect(resolveListing(index, { query: emptyListingQuery({ kind: 'delivery-before-christmas' }), now }).indexQuery.maxDeliveryDays).toBe(
      4,
    );
    expect(
      resolveListing(index, { query: emptyListingQuery({ kind: 'price-drops', categorySlug: 'mebeli' }), now }).indexQuery,
    ).toMatchObject({
      categoryIds: [1],
      priceDropSince: now.getTime() - 30 * 86_400_000,
    });
  });

  it('maps sales, vouchers, rooms, eshops and a voucher code', () => {
    expect(resolveListing(index, { query: emptyListingQuery({ kind: 'sales', categorySlug: null }), now }).indexQuery.baseFlags).toBe(
      BASE_FLAGS.verifiedDiscount,
    );
    expect(resolveListing(index, { query: emptyListingQuery({ kind: 'rooms' }), now }).indexQuery).toMatchObject({
      categoryIds: [2],
      childCategoryIds: [2],
    });
    expect(
      resolveListing(index, { query: emptyListingQuery({ kind: 'eshop', shopSlug: 'domart', voucherCode: 'ZIMA' }), now }).indexQuery,
    ).toMatchObject({
      baseShopId: 7,
      baseVoucherCode: 'ZIMA',
    });
    expect(resolveListing(index, { query: emptyListingQuery({ kind: 'merchant', merchantId: 7 }), now }).shopName).toBe('ДомАрт');
    expect(() => resolveListing(index, { query: emptyListingQuery({ kind: 'merchant', merchantId: 8 }), now })).toThrow(NotFoundError);
  });

  it('calls a state indexable with at most one selected choice, no ranges and the default sort', () => {
    const base = emptyListingQuery({ kind: 'category', categorySlug: 'mebeli' });
    expect(isIndexable({ ...base, features: ['in-stock'] })).toBe(true);
    expect(isIndexable({ ...base, features: ['in-stock'], shops: ['domart'] })).toBe(false);
    expect(isIndexable({ ...base, price: { from: 10, to: null } })).toBe(false);
    expect(isIndexable({ ...base, sort: 'cheapest' })).toBe(false);
  });
});

describe('server-built HTML fragments (feed text never becomes markup)', () => {
  const HOSTILE = '</script><script>alert(1)</script>"\'&';
  const ESCAPED = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;';

  it('escapes offer names, product slugs and shop names in the list', () => {
    expect(listHtml([{ productId: 7, productSlug: 'divan"><b', name: HOSTILE, eshop: { name: HOSTILE } }])).toBe(
      `<ul class="variant-list"><li><a href="/product/7-divan&quot;&gt;&lt;b">${ESCAPED}</a> <span>${ESCAPED}</span></li></ul>`,
    );
  });

  it('escapes the category description above the listing and leaves no paragraph when there is none', () => {
    expect(topHtml(HOSTILE)).toBe(`<p>${ESCAPED}</p>`);
    expect(topHtml(null)).toBe('');
  });

  it('writes paginator links whose URLs cannot leave their attribute', () => {
    const html = paginatorHtml({ ...emptyListingQuery({ kind: 'eshop', shopSlug: 'domart', voucherCode: null }), page: 2 }, 3);
    expect(html).toMatch(/^<nav class="paginator"><a rel="prev" href="[^"<>]*">[^<]*<\/a> <a rel="next" href="[^"<>]*">[^<]*<\/a><\/nav>$/);
  });
});
