import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { collect, feed, shopItem } from './heureka-test-helpers';

describe('parseHeurekaFeed', () => {
  it('stops at malformed XML with its line, keeping the items before it', async () => {
    const xml = feed(
      shopItem({ ITEM_ID: 'FIRST' }),
      shopItem({ ITEM_ID: 'SECOND' }),
      '<SHOPITEM><ITEM_ID>BROKEN</ITEM_ID><PRODUCTNAME>x</PRODUCT></SHOPITEM>',
      shopItem({ ITEM_ID: 'AFTER' }),
    );
    const records = await collect(xml);
    expect(records.map((r) => (r.ok ? r.item.itemId : r.reason))).toEqual([
      'FIRST',
      'SECOND',
      expect.stringMatching(/^XML error: 5:\d+: unexpected close tag/),
    ]);
    expect(records[2]).toMatchObject({ ok: false, fatal: true, line: 5 });
  });

  it('does not trust an item that a wrong close tag ends', async () => {
    const xml = `<SHOP>${shopItem({ ITEM_ID: 'WHOLE' })}${shopItem({ ITEM_ID: 'CUT' }).replace('</SHOPITEM>', '')}</SHOP>`;
    const records = await collect(xml);
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'WHOLE' }) }),
      { ok: false, itemId: 'CUT', line: 1, reason: 'SHOPITEM: cut short by the XML error that follows' },
      { ok: false, fatal: true, line: 1, reason: expect.stringMatching(/^XML error: .*unexpected close tag/) },
    ]);
  });

  it('reports a truncated feed', async () => {
    const records = await collect(`<SHOP>${shopItem()}<SHOPITEM><ITEM_ID>CUT`);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/^XML error/) });
  });

  it('reports an entity bomb without expanding it', async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE SHOP [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<SHOP>${shopItem({ PRODUCTNAME: '&lol3;' })}</SHOP>`;
    const records = await collect(bomb);
    expect(records).toEqual([{ ok: false, fatal: true, line: 6, reason: expect.stringMatching(/DOCTYPE is not allowed/) }]);
  });

  it('reports an XXE feed without reading the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uyut-xxe-'));
    writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET');
    const xxe = `<?xml version="1.0"?><!DOCTYPE SHOP [<!ENTITY xxe SYSTEM "file://${join(dir, 'secret.txt')}">]><SHOP>${shopItem({ DESCRIPTION: '&xxe;' })}</SHOP>`;
    const records = await collect(xxe);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/DOCTYPE is not allowed/) });
    expect(JSON.stringify(records)).not.toContain('TOP-SECRET');
  });

  it('decodes HTML named references in XML text and in CDATA, and numeric ones (issue 22 point 6)', async () => {
    const [record] = await collect(
      feed(
        shopItem({
          PRODUCTNAME: 'Легло 160&times;200 &ndash; &bdquo;Сън&ldquo;',
          DESCRIPTION:
            'Размер 200&times;90 см, до 60&deg;, 1 м&sup3;, &amp;ndash; &#8470;5 &#x2116;6<![CDATA[ <p>Цена &euro; &hellip;</p>]]>',
        }),
      ),
    );
    expect(record).toMatchObject({
      ok: true,
      item: { productName: 'Легло 160×200 – „Сън“', description: 'Размер 200×90 см, до 60°, 1 м³, – №5 №6 Цена € …' },
    });
  });

  it('keeps HTML written without CDATA in a description as its text, and reports a URL holding markup as invalid', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'HTML', DESCRIPTION: '<p>Удобен <b>диван</b><br/>с ракла.</p><ul><li>Сив</li><li>Ляв</li></ul>' }),
        shopItem({ ITEM_ID: 'LINK', URL: '<a href="https://mebeli.example/verona">Виж</a>' }),
      ),
    );
    expect(records).toEqual([
      expect.objectContaining({
        ok: true,
        item: expect.objectContaining({ itemId: 'HTML', description: 'Удобен диван с ракла. Сив Ляв' }),
      }),
      expect.objectContaining({
        ok: false,
        itemId: 'LINK',
        reason: 'URL: not an absolute http(s) URL: "<a href="https://mebeli.example/verona">Виж</a>"',
      }),
    ]);
  });

  it('never expands an undeclared entity: kept as written in free text, an XML error elsewhere', async () => {
    const records = await collect(
      feed(shopItem({ ITEM_ID: 'OK' }), shopItem({ ITEM_ID: 'TEXT', DESCRIPTION: '&xxe;' }), shopItem({ MANUFACTURER: '&xxe;' })),
    );
    expect(records[0]).toMatchObject({ ok: true });
    expect(records[1]).toMatchObject({ ok: true, item: { itemId: 'TEXT', description: '&xxe;' } });
    expect(records[2]).toMatchObject({ ok: false, fatal: true, reason: expect.stringMatching(/undefined entity/) });
  });

  it('imports a description of raw HTML without CDATA (unclosed tags, HTML5-only references, a bare &) as its text, and the items around it, in chunks of any size (issue 22 point 6)', async () => {
    const xml = feed(
      shopItem({ ITEM_ID: 'BEFORE' }),
      shopItem({
        ITEM_ID: 'RAW',
        PRODUCTNAME: 'Маса & 4 стола &ndash; дъб',
        DESCRIPTION:
          '<p>Удобен<br>диван</p> &nbsp; &hellip; &check;<img src="https://mebeli.example/a.jpg" alt="Диван"><hr>' +
          '<ul><li>Ширина: 200&nbsp;см<li>Цвят: сив</ul> R&D, 5 < 6 &NewLine;<b>Готов</B>&bigstar;</span>',
      }),
      shopItem({ ITEM_ID: 'AFTER' }),
    );
    const expected = [
      expect.objectContaining({ ok: true, line: 3, item: expect.objectContaining({ itemId: 'BEFORE' }) }),
      expect.objectContaining({
        ok: true,
        line: 4,
        warnings: [],
        item: expect.objectContaining({
          itemId: 'RAW',
          productName: 'Маса & 4 стола – дъб',
          description: 'Удобен диван … ✓ Ширина: 200 см Цвят: сив R&D, 5 < 6 Готов★',
        }),
      }),
      expect.objectContaining({ ok: true, line: 5, item: expect.objectContaining({ itemId: 'AFTER' }) }),
    ];
    for (const size of [1, 2, 5, 64, xml.length]) {
      const chunks = Array.from({ length: Math.ceil(xml.length / size) }, (_, i) => xml.slice(i * size, i * size + size));
      expect(await collect(Readable.from(chunks))).toEqual(expected);
    }
  });

  it('still stops at a free-text element that is never closed, with its line, instead of reading the next items into it', async () => {
    const records = await collect(
      feed(
        shopItem({ ITEM_ID: 'FIRST' }),
        shopItem({ ITEM_ID: 'OPEN', DESCRIPTION: '<p>Диван' }).replace('</DESCRIPTION>', '</DESCRIPTON>'),
        shopItem({ ITEM_ID: 'NEXT' }),
      ),
    );
    expect(records).toEqual([
      expect.objectContaining({ ok: true, item: expect.objectContaining({ itemId: 'FIRST' }) }),
      expect.objectContaining({
        ok: false,
        fatal: true,
        line: 4,
        reason: expect.stringMatching(/^XML error: 4:\d+: unexpected close tag/),
      }),
    ]);
  });
});
