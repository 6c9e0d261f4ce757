import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncTaxonomy } from '../src/catalogue/taxonomy';
import type { Db } from '../src/db/database';
import { importFeed, upsertShop } from '../src/feeds/importer';
import { VISITOR_DAYS } from '../src/services/accounts';
import { sweepExpired, UNCONFIRMED_WATCHDOG_DAYS } from '../src/housekeeping';
import { testDatabase } from './test-database';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();
const OLD_VISITOR = 'a'.repeat(64);
const NEW_VISITOR = 'b'.repeat(64);

async function seed(db: Db): Promise<{ userId: number; variantId: number }> {
  await syncTaxonomy(db);
  await upsertShop(db, { slug: 'lampi-sofia', name: 'Лампи София', url: 'https://lampi.example/' });
  const path = join(mkdtempSync(join(tmpdir(), 'uyut-housekeeping-')), 'feed.xml');
  writeFileSync(
    path,
    '<SHOP><SHOPITEM><ITEM_ID>L-1</ITEM_ID><PRODUCTNAME>Кресло Мира</PRODUCTNAME><URL>https://lampi.example/l-1</URL>' +
      '<PRICE_VAT>59.00</PRICE_VAT><CATEGORYTEXT>Кресла</CATEGORYTEXT><DELIVERY_DATE>0</DELIVERY_DATE></SHOPITEM></SHOP>',
  );
  await importFeed({ db, shopSlug: 'lampi-sofia', source: path });
  const variant = await db.selectFrom('variants').select('id').executeTakeFirstOrThrow();
  const stamp = daysAgo(400);
  const user = await db
    .insertInto('users')
    .values({ email: 'stara@example.bg', password_hash: 'x', name: 'Стара', confirmed_at: stamp, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, variantId: variant.id };
}

describe('sweeping expired rows (visitor likes and watchdogs, sessions, codes)', () => {
  it('removes only what no one can reach any more, and the like counts follow', async () => {
    const { db, close } = await testDatabase();
    const { userId, variantId } = await seed(db);
    const like = (owner: { user_id: number } | { visitor_key: string }, days: number, itemId: string) => ({
      item_type: 'variant',
      item_id: itemId,
      user_id: null,
      visitor_key: null,
      ...owner,
      created_at: daysAgo(days),
    });
    await db
      .insertInto('likes')
      .values([
        like({ visitor_key: OLD_VISITOR }, VISITOR_DAYS + 1, '7'),
        like({ visitor_key: NEW_VISITOR }, VISITOR_DAYS - 1, '7'),
        like({ user_id: userId }, VISITOR_DAYS + 30, '7'),
      ])
      .execute();
    const watchdog = (visitorKey: string | null, options: { confirmed: boolean; days: number; email: string }) => ({
      variant_id: variantId,
      user_id: visitorKey === null ? userId : null,
      visitor_key: visitorKey,
      email: options.email,
      type: 'availability' as const,
      confirmed_at: options.confirmed ? daysAgo(options.days) : null,
      created_at: daysAgo(options.days),
      updated_at: daysAgo(options.days),
    });
    await db
      .insertInto('watchdogs')
      .values([
        watchdog(OLD_VISITOR, { confirmed: false, days: UNCONFIRMED_WATCHDOG_DAYS + 1, email: 'zabravil@example.bg' }),
        watchdog(NEW_VISITOR, { confirmed: false, days: UNCONFIRMED_WATCHDOG_DAYS - 1, email: 'chaka@example.bg' }),
        watchdog('c'.repeat(64), { confirmed: true, days: 500, email: 'potvardil@example.bg' }),
        watchdog(null, { confirmed: true, days: 500, email: 'stara@example.bg' }),
      ])
      .execute();
    const session = (id: string, expires: string) => ({
      id_hash: id.repeat(64),
      user_id: userId,
      created_at: daysAgo(40),
      last_seen_at: daysAgo(1),
      expires_at: expires,
    });
    await db
      .insertInto('sessions')
      .values([session('1', daysAgo(1)), session('2', daysAgo(-1))])
      .execute();
    await db
      .insertInto('user_codes')
      .values([
        { code_hash: 'd'.repeat(64), user_id: userId, purpose: 'reset', expires_at: daysAgo(1) },
        { code_hash: 'e'.repeat(64), user_id: userId, purpose: 'reset', expires_at: daysAgo(-1) },
      ])
      .execute();

    expect(await sweepExpired({ db, now: NOW })).toEqual({ visitorLikes: 1, unconfirmedWatchdogs: 1, sessions: 1, codes: 1 });

    const likes = await db.selectFrom('likes').select(['visitor_key', 'user_id']).orderBy('id').execute();
    expect(likes).toEqual([
      { visitor_key: NEW_VISITOR, user_id: null },
      { visitor_key: null, user_id: userId },
    ]);
    const count = await db.selectFrom('like_counts').select('count').where('item_id', '=', '7').executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(2);
    const emails = await db.selectFrom('watchdogs').select('email').orderBy('email').execute();
    expect(emails.map((row) => row.email)).toEqual(['chaka@example.bg', 'potvardil@example.bg', 'stara@example.bg']);
    expect((await db.selectFrom('sessions').select('id_hash').execute()).map((row) => row.id_hash)).toEqual(['2'.repeat(64)]);
    expect((await db.selectFrom('user_codes').select('code_hash').execute()).map((row) => row.code_hash)).toEqual(['e'.repeat(64)]);

    expect(await sweepExpired({ db, now: NOW })).toEqual({ visitorLikes: 0, unconfirmedWatchdogs: 0, sessions: 0, codes: 0 });
    await close();
  });
});
