import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncTaxonomy } from '../src/catalogue/taxonomy';
import type { Db } from '../src/db/database';
import { importFeed, upsertShop } from '../src/feeds/importer';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import { pairVisitorWatchdogs, WatchdogAlerts, watchdogAlerts } from '../src/services/watchdog';
import { ORIGIN, call, confirmedUser, outbox, signIn } from './accounts-helpers';
import { createTestApp, type TestApp } from './helpers';

const PASSWORD = 'Tihi-Vecheri-2026';
const SHOP = 'mebeli-viktoria';

interface Item {
  id: string;
  price: string;
  /** DELIVERY_DATE: 0 is in stock. */
  delivery?: number;
}

/** A Heureka feed of armchairs (category Кресла) at the given prices and stock. */
function feed(items: Item[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'uyut-watchdog-')), 'feed.xml');
  const xml = items
    .map(
      (item) =>
        `<SHOPITEM><ITEM_ID>${item.id}</ITEM_ID><PRODUCTNAME>Кресло ${item.id}</PRODUCTNAME><URL>https://shop.example/${item.id}</URL>` +
        `<PRICE_VAT>${item.price}</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT><DELIVERY_DATE>${item.delivery ?? 0}</DELIVERY_DATE></SHOPITEM>`,
    )
    .join('');
  writeFileSync(path, `<SHOP>${xml}</SHOP>`);
  return path;
}

const START: Item[] = [
  { id: 'K-1', price: '599.00' },
  { id: 'K-2', price: '199.00', delivery: 7 },
  { id: 'K-3', price: '89.00' },
];

async function seedShop(db: Db): Promise<void> {
  await syncTaxonomy(db);
  await upsertShop(db, { slug: SHOP, name: 'Мебели Виктория', url: 'https://mebeli-viktoria.example/' });
  await importFeed({ db, shopSlug: SHOP, source: feed(START) });
}

describe('watchdog (issue 24 §5, docs/adr/0008-watchdog.md)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeEach(async () => {
    t = await createTestApp({ seed: seedShop });
    const rows = await t.database.db.selectFrom('variants').select(['id', 'item_id']).execute();
    ids = Object.fromEntries(rows.map((row) => [row.item_id, row.id]));
  });
  afterEach(() => t.close());

  const url = (itemId: string) => `/api/v1/bg/watchdog/${ids[itemId]}`;
  const user = async (email: string) => {
    await confirmedUser(t.database.db, { email, password: PASSWORD });
    return signIn(t.app, { email, password: PASSWORD });
  };
  const subscribe = (options: {
    itemId: string;
    email: string;
    targetPrice: number | null;
    session?: string;
    cookies?: Record<string, string>;
  }) =>
    call(t.app, {
      method: 'POST',
      url: url(options.itemId),
      body: { email: { email: options.email }, targetPrice: options.targetPrice },
      ...(options.session === undefined ? {} : { session: options.session }),
      ...(options.cookies === undefined ? {} : { cookies: options.cookies }),
    });
  const state = (itemId: string, who: { session?: string; cookies?: Record<string, string> } = {}) =>
    call(t.app, { method: 'GET', url: url(itemId), ...who });
  /** An import of the shop's feed at these items, then the alerts run as the CLI runs them after it. */
  const importAndAlert = async (items: Item[]) => {
    await importFeed({ db: t.database.db, shopSlug: SHOP, source: feed(items) });
    return watchdogAlerts({ db: t.database.db, config: t.app.config }).run();
  };
  const alertsIn = () => outbox(t.dataDir).filter((mail) => !mail.subject.startsWith('Потвърдете'));
  const hashOf = async (itemId: string) =>
    (
      await t.database.db
        .selectFrom('watchdogs')
        .select('unsubscribe_hash')
        .where('variant_id', '=', ids[itemId]!)
        .executeTakeFirstOrThrow()
    ).unsubscribe_hash!;

  it('subscribes a signed-in shopper at once, reads, replaces, lists and removes the watchdog', async () => {
    const session = await user('maria@example.bg');
    expect((await state('K-1', { session })).json()).toEqual({ subscribed: false, type: null, targetPrice: null });
    expect((await subscribe({ itemId: 'K-1', email: 'Maria@Example.bg', targetPrice: 499.9, session })).statusCode).toBe(204);
    expect((await state('K-1', { session })).json()).toEqual({ subscribed: true, type: 'price', targetPrice: 499.9 });
    expect(outbox(t.dataDir)).toEqual([]);

    expect((await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: null, session })).statusCode).toBe(204);
    expect((await state('K-1', { session })).json()).toEqual({ subscribed: true, type: 'availability', targetPrice: null });
    await subscribe({ itemId: 'K-3', email: 'maria@example.bg', targetPrice: 50, session });

    const watched = await call(t.app, { method: 'GET', url: '/api/v2/user/variants-watched', session });
    expect(watched.statusCode).toBe(200);
    expect(
      watched
        .json()
        .map((item: { variant: { id: number; name: string }; type: string; targetPrice: number | null }) => [
          item.variant.id,
          item.variant.name,
          item.type,
          item.targetPrice,
        ]),
    ).toEqual([
      [ids['K-3'], 'Кресло K-3', 'price', 50],
      [ids['K-1'], 'Кресло K-1', 'availability', null],
    ]);
    const limited = await call(t.app, { method: 'GET', url: '/api/v2/user/variants-watched?limit=1', session });
    expect(limited.json()).toHaveLength(1);

    expect((await call(t.app, { method: 'DELETE', url: url('K-1'), session })).statusCode).toBe(204);
    expect((await state('K-1', { session })).json()).toEqual({ subscribed: false, type: null, targetPrice: null });
    expect((await call(t.app, { method: 'DELETE', url: url('K-1'), session })).json()).toMatchObject({
      statusCode: 404,
      field: 'variant_id',
    });
  });

  it('answers 4xx naming the field: project, variant, e-mail, target price, limit, and 401 for an anonymous list', async () => {
    const session = await user('maria@example.bg');
    const bad = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
      const answer = await res;
      const body = answer.json() as { statusCode: number; field?: string };
      return [body.statusCode, body.field];
    };
    expect(await bad(call(t.app, { method: 'GET', url: `/api/v1/cz/watchdog/${ids['K-1']}` }))).toEqual([404, 'project']);
    expect(await bad(call(t.app, { method: 'POST', url: `/api/v1/cz/watchdog/${ids['K-1']}`, body: {}, session }))).toEqual([
      404,
      'project',
    ]);
    expect(await bad(call(t.app, { method: 'GET', url: '/api/v1/bg/watchdog/999999' }))).toEqual([404, 'variant_id']);
    expect(await bad(call(t.app, { method: 'GET', url: '/api/v1/bg/watchdog/abc' }))).toEqual([400, 'variant_id']);
    expect(await bad(subscribe({ itemId: 'K-1', email: 'not-an-address', targetPrice: null, session }))).toEqual([400, 'email']);
    for (const targetPrice of [0, -5, 10_000_000]) {
      expect(await bad(subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice, session }))).toEqual([400, 'targetPrice']);
    }
    expect(
      await bad(call(t.app, { method: 'POST', url: url('K-1'), body: { email: 'maria@example.bg', targetPrice: null }, session })),
    ).toEqual([400, 'email']);
    expect(
      await bad(
        call(t.app, {
          method: 'POST',
          url: '/api/v1/bg/watchdog/999999',
          body: { email: { email: 'maria@example.bg' }, targetPrice: null },
          session,
        }),
      ),
    ).toEqual([404, 'variant_id']);
    expect(await bad(call(t.app, { method: 'GET', url: '/api/v2/user/variants-watched?limit=201', session }))).toEqual([400, 'limit']);
    expect(await bad(call(t.app, { method: 'GET', url: '/api/v2/user/variants-watched' }))).toEqual([401, 'session']);
    expect(await bad(call(t.app, { method: 'DELETE', url: url('K-1') }))).toEqual([404, 'variant_id']);
    expect(await t.database.db.selectFrom('watchdogs').selectAll().execute()).toEqual([]);
  });

  it('keeps an anonymous watchdog for the visitor cookie, and alerts only after the address confirmed it', async () => {
    const res = await subscribe({ itemId: 'K-1', email: 'guest@example.bg', targetPrice: 550 });
    expect(res.statusCode).toBe(204);
    const visitor = res.cookies.find((cookie) => cookie.name.endsWith('visitor'))!;
    expect(visitor).toMatchObject({ httpOnly: true, path: '/' });
    const cookies = { [visitor.name]: visitor.value };
    expect((await state('K-1', { cookies })).json()).toEqual({ subscribed: true, type: 'price', targetPrice: 550 });
    expect((await state('K-1')).json()).toEqual({ subscribed: false, type: null, targetPrice: null });

    const [confirmation] = outbox(t.dataDir);
    expect(confirmation).toMatchObject({ to: 'guest@example.bg', subject: 'Потвърдете следенето на продукт в Уют' });
    expect(confirmation!.text).toContain('„Кресло K-1“ струва 550\u00a0лв. или по-малко');

    /* Unconfirmed: the price falls under the target and no alert goes. */
    expect(await importAndAlert([{ ...START[0]!, price: '499.00' }, START[1]!, START[2]!])).toEqual({ alerted: 0, sent: 0 });
    expect(alertsIn()).toEqual([]);

    const link = confirmation!.links[0]!;
    expect(link).toMatch(new RegExp(`^${ORIGIN}/api/v1/bg/watchdog/confirm/[A-Za-z0-9_-]{43}$`));
    const confirmed = await call(t.app, { method: 'GET', url: link.slice(ORIGIN.length) });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toMatch(/^\/product\/\d+-[a-z0-9-]+\?watchdog=confirmed$/);
    expect((await call(t.app, { method: 'GET', url: link.slice(ORIGIN.length) })).json()).toMatchObject({ statusCode: 404, field: 'code' });

    /* Confirmed at 499: a crossing from now on alerts (up, then down again). */
    await importAndAlert(START);
    expect(await importAndAlert([{ ...START[0]!, price: '520.00' }, START[1]!, START[2]!])).toEqual({ alerted: 1, sent: 1 });
    expect(alertsIn().map((mail) => mail.to)).toEqual(['guest@example.bg']);
  });

  it('mails one alert per crossing: the price falls under the target, hovers there, rises and falls again', async () => {
    const session = await user('maria@example.bg');
    await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: 500, session });
    const at = (price: string) => importAndAlert([{ ...START[0]!, price }, START[1]!, START[2]!]);

    expect(await at('549.00')).toEqual({ alerted: 0, sent: 0 });
    expect(await at('499.90')).toEqual({ alerted: 1, sent: 1 });
    expect(await at('489.00')).toEqual({ alerted: 0, sent: 0 });
    expect(await at('500.00')).toEqual({ alerted: 0, sent: 0 });
    expect(alertsIn()).toHaveLength(1);
    expect(await at('510.00')).toEqual({ alerted: 0, sent: 0 });
    expect(await at('450.00')).toEqual({ alerted: 1, sent: 1 });

    const mails = alertsIn() as Array<MailMessage & { headers: Record<string, string> }>;
    expect(mails).toHaveLength(2);
    const hash = await hashOf('K-1');
    const [first] = mails;
    expect(first).toMatchObject({
      to: 'maria@example.bg',
      subject: 'Цената на „Кресло K-1“ падна до 499,90\u00a0лв.',
      headers: {
        'List-Unsubscribe': `<${ORIGIN}/api/v1/bg/watchdog/unsubscribe/${hash}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(first!.links[0]).toMatch(new RegExp(`^${ORIGIN}/product/${await productId('K-1')}-`));
    expect(first!.links[1]).toBe(`${ORIGIN}/watchdog/unsubscribe/${hash}`);
    expect(first!.text).toContain(first!.links[1]);
    expect(first!.html).toContain(`href="${ORIGIN}/watchdog/unsubscribe/${hash}"`);
  });

  const productId = async (itemId: string) =>
    (await t.database.db.selectFrom('variants').select('product_id').where('id', '=', ids[itemId]!).executeTakeFirstOrThrow()).product_id;

  it('mails when a variant comes back in stock, once, and again after it was out of stock', async () => {
    const session = await user('maria@example.bg');
    await subscribe({ itemId: 'K-2', email: 'maria@example.bg', targetPrice: null, session });
    const stock = (delivery: number) => importAndAlert([START[0]!, { ...START[1]!, delivery }, START[2]!]);
    expect(await stock(3)).toEqual({ alerted: 0, sent: 0 });
    expect(await stock(0)).toEqual({ alerted: 1, sent: 1 });
    expect(alertsIn()[0]).toMatchObject({ subject: '„Кресло K-2“ отново е в наличност' });
    expect(await stock(0)).toEqual({ alerted: 0, sent: 0 });
    expect(await stock(5)).toEqual({ alerted: 0, sent: 0 });
    expect(await stock(0)).toEqual({ alerted: 1, sent: 1 });
  });

  it('evaluates only watchdogs of variants the import changed, and no change means no alert', async () => {
    const session = await user('maria@example.bg');
    await subscribe({ itemId: 'K-3', email: 'maria@example.bg', targetPrice: 100, session });
    /* Condition held at subscription (89 ≤ 100): that is the baseline, not a crossing. */
    expect(await importAndAlert([{ ...START[0]!, price: '100.00' }, START[1]!, START[2]!])).toEqual({ alerted: 0, sent: 0 });
    await t.database.db.updateTable('watchdogs').set({ alerted: 0 }).execute();
    /* K-3 unchanged by this import: not looked at, although its condition holds. */
    expect(await importAndAlert([{ ...START[0]!, price: '101.00' }, START[1]!, START[2]!])).toEqual({ alerted: 0, sent: 0 });
    expect(await importAndAlert([START[0]!, START[1]!, { ...START[2]!, price: '88.00' }])).toEqual({ alerted: 1, sent: 1 });
  });

  it('keeps an alert in the outbox until its mail went: a failed send is tried again, a taken one not twice', async () => {
    const session = await user('maria@example.bg');
    await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: 500, session });
    await importFeed({ db: t.database.db, shopSlug: SHOP, source: feed([{ ...START[0]!, price: '450.00' }, START[1]!, START[2]!]) });
    const sent: string[] = [];
    let failing = true;
    const mailer: Mailer = {
      send: async (message) => {
        if (failing) throw new Error('SMTP down');
        sent.push(message.subject);
      },
    };
    let clock = new Date('2026-11-20T10:00:00Z');
    const alerts = new WatchdogAlerts(t.database.db, { mailer, publicUrl: ORIGIN, currency: 'BGN', now: () => clock });
    expect(await alerts.run()).toEqual({ alerted: 1, sent: 0 });
    failing = false;
    /* Within the lease the failed sender might still be sending: nobody takes it. */
    expect(await alerts.run()).toEqual({ alerted: 0, sent: 0 });
    clock = new Date('2026-11-20T10:11:00Z');
    expect(await alerts.run()).toEqual({ alerted: 0, sent: 1 });
    expect(await alerts.run()).toEqual({ alerted: 0, sent: 0 });
    expect(sent).toEqual(['Цената на „Кресло K-1“ падна до 450\u00a0лв.']);
    expect(await t.database.db.selectFrom('watchdog_alerts').selectAll().execute()).toEqual([]);
  });

  it('keeps every shopper to their own watchdogs (IDOR): read, change, delete, list, forged hashes', async () => {
    const a = await user('a@example.bg');
    const b = await user('b@example.bg');
    await subscribe({ itemId: 'K-1', email: 'a@example.bg', targetPrice: 500, session: a });
    const visitor = (await subscribe({ itemId: 'K-3', email: 'v@example.bg', targetPrice: null })).cookies.find((c) =>
      c.name.endsWith('visitor'),
    )!;

    expect((await state('K-1', { session: b })).json()).toEqual({ subscribed: false, type: null, targetPrice: null });
    expect((await call(t.app, { method: 'DELETE', url: url('K-1'), session: b })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: url('K-3'), session: b })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/user/variants-watched', session: b })).json()).toEqual([]);
    /* B subscribing the same variant makes B's own watchdog; A's stays as it was. */
    await subscribe({ itemId: 'K-1', email: 'b@example.bg', targetPrice: null, session: b });
    expect((await state('K-1', { session: a })).json()).toEqual({ subscribed: true, type: 'price', targetPrice: 500 });
    /* Another visitor cookie sees nothing of the first visitor's. */
    expect((await state('K-3', { cookies: { [visitor.name]: 'x'.repeat(43) } })).json()).toMatchObject({ subscribed: false });

    const hash = await hashOf('K-1');
    const forged = `${hash.slice(0, -2)}${hash.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const other of [forged, 'x'.repeat(43), hash.slice(1)]) {
      const res = await call(t.app, { method: 'DELETE', url: `/api/v1/bg/watchdog/unsubscribe/${other}` });
      expect([res.statusCode, res.json().field]).toEqual([404, 'hash']);
    }
    /* A GET of the unsubscribe API (a link scanner following it) unsubscribes nothing. */
    expect((await call(t.app, { method: 'GET', url: `/api/v1/bg/watchdog/unsubscribe/${hash}` })).statusCode).toBe(404);
    expect((await state('K-1', { session: a })).json()).toMatchObject({ subscribed: true });
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/bg/watchdog/unsubscribe/${hash}` })).statusCode).toBe(204);
    expect((await state('K-1', { session: a })).json()).toMatchObject({ subscribed: false });
    expect((await state('K-1', { session: b })).json()).toMatchObject({ subscribed: true });
  });

  it('unsubscribes by RFC 8058 one-click POST from another site; only that route, and only with the one-click body', async () => {
    const session = await user('maria@example.bg');
    await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: 500, session });
    const hash = await hashOf('K-1');
    const oneClick = (options: { body: string; contentType: string; method?: 'POST' | 'DELETE'; hash?: string }) =>
      t.app.inject({
        method: options.method ?? 'POST',
        url: `/api/v1/bg/watchdog/unsubscribe/${options.hash ?? hash}`,
        headers: { origin: 'https://mail.example', 'content-type': options.contentType },
        payload: options.body,
      });
    const form = 'application/x-www-form-urlencoded';

    expect((await oneClick({ body: 'List-Unsubscribe=One-Click', contentType: form, method: 'DELETE' })).json()).toMatchObject({
      statusCode: 403,
      field: 'origin',
    });
    expect((await oneClick({ body: 'List-Unsubscribe=Later', contentType: form })).json()).toMatchObject({ statusCode: 400 });
    expect((await oneClick({ body: '', contentType: form })).statusCode).toBe(400);
    expect((await oneClick({ body: 'List-Unsubscribe=One-Click', contentType: form, hash: 'x'.repeat(43) })).json()).toMatchObject({
      statusCode: 404,
      field: 'hash',
    });
    const crossSiteSubscribe = await t.app.inject({
      method: 'POST',
      url: url('K-2'),
      headers: { origin: 'https://mail.example' },
      payload: { email: { email: 'x@example.bg' }, targetPrice: null },
    });
    expect(crossSiteSubscribe.statusCode).toBe(403);
    expect((await state('K-1', { session })).json()).toMatchObject({ subscribed: true });

    expect((await oneClick({ body: 'List-Unsubscribe=One-Click', contentType: form })).statusCode).toBe(204);
    expect((await state('K-1', { session })).json()).toMatchObject({ subscribed: false });

    await subscribe({ itemId: 'K-3', email: 'maria@example.bg', targetPrice: null, session });
    const boundary = 'uyut-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await oneClick({ body: multipart, contentType: `multipart/form-data; boundary=${boundary}`, hash: await hashOf('K-3') });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.selectFrom('watchdogs').selectAll().execute()).toEqual([]);
  });

  it('deletes an account’s watchdogs with the account', async () => {
    const session = await user('maria@example.bg');
    await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: null, session });
    await subscribe({ itemId: 'K-2', email: 'other@example.bg', targetPrice: 150, session });
    expect(await t.database.db.selectFrom('watchdogs').selectAll().execute()).toHaveLength(2);
    expect((await call(t.app, { method: 'DELETE', url: '/api/v2/user', body: { password: PASSWORD }, session })).statusCode).toBe(204);
    expect(await t.database.db.selectFrom('watchdogs').selectAll().execute()).toEqual([]);
  });

  it('limits anonymous subscribes to 10 an hour per address, and signed-in ones not', async () => {
    for (let n = 0; n < 10; n++)
      expect((await subscribe({ itemId: 'K-1', email: `g${n}@example.bg`, targetPrice: null })).statusCode).toBe(204);
    const refused = await subscribe({ itemId: 'K-1', email: 'g10@example.bg', targetPrice: null });
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, expect.any(String)]);
    const session = await user('maria@example.bg');
    expect((await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: null, session })).statusCode).toBe(204);
  });

  it('pairs a visitor’s watchdogs with the user who signs in: the user’s own win, none stays the visitor’s', async () => {
    const session = await user('maria@example.bg');
    const userId = (await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    await subscribe({ itemId: 'K-1', email: 'maria@example.bg', targetPrice: 500, session });
    const visitor = (await subscribe({ itemId: 'K-1', email: 'guest@example.bg', targetPrice: null })).cookies.find((c) =>
      c.name.endsWith('visitor'),
    )!;
    const cookies = { [visitor.name]: visitor.value };
    await subscribe({ itemId: 'K-2', email: 'guest@example.bg', targetPrice: null, cookies });
    const visitorKey = (
      await t.database.db.selectFrom('watchdogs').select('visitor_key').where('visitor_key', 'is not', null).executeTakeFirstOrThrow()
    ).visitor_key!;

    const moved = await t.database.db.transaction().execute((trx) => pairVisitorWatchdogs(trx, { visitorKey, userId }));
    expect(moved).toBe(1);
    expect(await t.database.db.transaction().execute((trx) => pairVisitorWatchdogs(trx, { visitorKey, userId }))).toBe(0);
    expect((await state('K-1', { session })).json()).toEqual({ subscribed: true, type: 'price', targetPrice: 500 });
    expect((await state('K-2', { session })).json()).toEqual({ subscribed: true, type: 'availability', targetPrice: null });
    expect((await state('K-2', { cookies })).json()).toMatchObject({ subscribed: false });
    const rows = await t.database.db.selectFrom('watchdogs').select(['user_id', 'visitor_key', 'confirmed_at']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.user_id === userId && row.visitor_key === null && row.confirmed_at !== null)).toBe(true);
  });
});
