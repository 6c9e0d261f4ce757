import { join } from 'node:path';
import { syncTaxonomy } from '../catalogue/taxonomy';
import { importFeed, upsertShop } from '../feeds/importer';
import { call, confirmedUser, outbox, signIn } from '../../test/accounts-helpers';
import { createTestApp } from '../../test/helpers';
import { importRepricedFeed, repricedFeed } from './reprice';

const SHOP_A = join(__dirname, '../../test/fixtures/heureka-shop-a.xml');

describe('repriced feed (trying watchdog alerts by hand)', () => {
  it('changes one Heureka item’s price and drops its old price, nothing else', () => {
    const xml =
      '<SHOP><SHOPITEM><ITEM_ID>A-1</ITEM_ID><PRICE_VAT>10.00</PRICE_VAT><PRICE_BEFORE_DISCOUNT>12.00</PRICE_BEFORE_DISCOUNT></SHOPITEM>' +
      '<SHOPITEM><ITEM_ID>A-2</ITEM_ID><PRICE_VAT>20.00</PRICE_VAT><PRICE_BEFORE_DISCOUNT>25.00</PRICE_BEFORE_DISCOUNT></SHOPITEM></SHOP>';
    expect(repricedFeed(xml, { itemId: 'A-2', price: 18.5 })).toBe(
      '<SHOP><SHOPITEM><ITEM_ID>A-1</ITEM_ID><PRICE_VAT>10.00</PRICE_VAT><PRICE_BEFORE_DISCOUNT>12.00</PRICE_BEFORE_DISCOUNT></SHOPITEM>' +
        '<SHOPITEM><ITEM_ID>A-2</ITEM_ID><PRICE_VAT>18.50</PRICE_VAT></SHOPITEM></SHOP>',
    );
  });

  it('changes one Google item’s price (its currency kept, the sale price gone), not its shipping prices', () => {
    const xml =
      '<channel><item><g:id>G-1</g:id><g:price>30.00 BGN</g:price><g:sale_price>25.00 BGN</g:sale_price>' +
      '<g:shipping><g:price>5.00 BGN</g:price></g:shipping></item></channel>';
    expect(repricedFeed(xml, { itemId: 'G-1', price: 21 })).toBe(
      '<channel><item><g:id>G-1</g:id><g:price>21.00 BGN</g:price><g:shipping><g:price>5.00 BGN</g:price></g:shipping></item></channel>',
    );
    expect(() => repricedFeed(xml, { itemId: 'G-2', price: 21 })).toThrow(/no item G-2/);
  });

  it('imports the shop’s last feed with the offer repriced, and mails the watchdog alert it crosses', async () => {
    const t = await createTestApp({
      seed: async (db) => {
        await syncTaxonomy(db);
        await upsertShop(db, { slug: 'mebeli-viktoria', name: 'Мебели Виктория', url: 'https://mebeli-viktoria.example/' });
        await importFeed({ db, shopSlug: 'mebeli-viktoria', source: SHOP_A });
      },
    });
    try {
      const db = t.database.db;
      const variant = await db.selectFrom('variants').select(['id', 'price']).where('item_id', '=', 'A-101').executeTakeFirstOrThrow();
      expect(variant.price).toBe(18_900);
      await confirmedUser(db, { email: 'maria@example.bg', password: 'Tihi-Vecheri-2026' });
      const session = await signIn(t.app, { email: 'maria@example.bg', password: 'Tihi-Vecheri-2026' });
      const body = { email: { email: 'maria@example.bg' }, targetPrice: 150 };
      expect((await call(t.app, { method: 'POST', url: `/api/v1/bg/watchdog/${variant.id}`, body, session })).statusCode).toBe(204);

      const run = await importRepricedFeed({ db, config: t.app.config, variantId: variant.id, price: 149.9 });
      expect([run.report.status, run.report.itemsImported, run.alerted, run.sent]).toEqual(['done', 1, 1, 1]);
      expect((await db.selectFrom('variants').select('price').where('id', '=', variant.id).executeTakeFirstOrThrow()).price).toBe(14_990);
      expect(outbox(t.dataDir).map((mail) => mail.subject)).toEqual(['Цената на „Холна маса Осло, бяла“ падна до 149,90\u00a0лв.']);
      /* Again from the repriced copy: the offer is already below, so no second e-mail. */
      expect(await importRepricedFeed({ db, config: t.app.config, variantId: variant.id, price: 140 })).toMatchObject({
        alerted: 0,
        sent: 0,
      });
    } finally {
      await t.close();
    }
  });
});
