import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { LikeService } from '../src/services/likes/like-service';
import { call, confirmedUser, signIn } from './accounts-helpers';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';
import { testDatabase } from './test-database';

const PASSWORD = 'Tihi-Vecheri-2026';

/*
 * Each server process keeps like counts and its callers' liked items in memory, checked against the version the
 * database's triggers move (docs/adr/0007-likes.md "Cache"): a like or unlike through any other process is seen on the
 * next read. Two apps on one database stand for two processes.
 */
describe('likes cache (issue 24 Performance; docs/adr/0007-likes.md "Cache")', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let alice: string;
  let bob: string;
  beforeEach(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
    other = await buildApp({ db: t.database.db, config: t.app.config });
    await confirmedUser(t.database.db, { email: 'alice@example.bg', password: PASSWORD, name: 'Алиса' });
    await confirmedUser(t.database.db, { email: 'bob@example.bg', password: PASSWORD, name: 'Борис' });
    alice = await signIn(t.app, { email: 'alice@example.bg', password: PASSWORD });
    bob = await signIn(t.app, { email: 'bob@example.bg', password: PASSWORD });
  });
  afterEach(async () => {
    await other.close();
    await t.close();
  });

  const batch = async (app: FastifyInstance, who: { session?: string; visitor?: string }) => {
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/bg/like/variant',
      body: [100, 101],
      session: who.session,
      cookies: who.visitor === undefined ? undefined : { '__Host-visitor': who.visitor },
    });
    return (response.json() as Array<{ item_id: string; liked_by_user: boolean; likes_count: number }>).map(
      (info) => `${info.item_id}:${info.liked_by_user ? 'liked' : '-'}:${info.likes_count}`,
    );
  };
  const toggle = (app: FastifyInstance, options: { method: 'POST' | 'DELETE'; session?: string; visitor?: string; item: number }) =>
    call(app, {
      method: options.method,
      url: `/api/v1/bg/like/variant/${options.item}`,
      session: options.session,
      cookies: options.visitor === undefined ? undefined : { '__Host-visitor': options.visitor },
    });

  it('sees a like and an unlike made through another server instance on its next read', async () => {
    await toggle(t.app, { method: 'POST', session: alice, item: 100 });
    /* Both instances now hold variant 100's count and Alice's liked items. */
    for (const app of [t.app, other]) expect(await batch(app, { session: alice })).toEqual(['100:liked:1', '101:-:0']);
    expect(await batch(t.app, { session: bob })).toEqual(['100:-:1', '101:-:0']);

    await toggle(other, { method: 'POST', session: bob, item: 100 });
    expect(await batch(t.app, { session: alice })).toEqual(['100:liked:2', '101:-:0']);
    expect(await batch(t.app, { session: bob })).toEqual(['100:liked:2', '101:-:0']);

    await toggle(other, { method: 'DELETE', session: alice, item: 100 });
    expect(await batch(t.app, { session: alice })).toEqual(['100:-:1', '101:-:0']);
    expect(await batch(t.app, {})).toEqual(['100:-:1', '101:-:0']);
  });

  it('sees a visitor’s likes moved to a user by a pairing on another instance', async () => {
    const first = await toggle(other, { method: 'POST', item: 101 });
    const visitor = first.cookies.find((c) => c.name === '__Host-visitor')!.value;
    expect(await batch(t.app, { visitor })).toEqual(['100:-:0', '101:liked:1']);
    expect(await batch(t.app, { session: alice })).toEqual(['100:-:0', '101:-:1']);

    const paired = await call(other, { method: 'GET', url: '/api/v1/bg/login', session: alice, cookies: { '__Host-visitor': visitor } });
    expect(paired.json()).toEqual({ paired: 1 });
    expect(await batch(t.app, { session: alice })).toEqual(['100:-:0', '101:liked:1']);
    expect(await batch(t.app, { visitor })).toEqual(['100:-:0', '101:-:1']);
  });
});

describe('likes cache reads', () => {
  let database: DatabaseHandle;
  const statements: string[] = [];
  beforeEach(async () => {
    statements.length = 0;
    database = await testDatabase({
      seed: seedSmallCatalogue,
      log: (event) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
  });
  afterEach(() => database.close());

  /** The next turn of the event loop: batches handled in one turn share their version read. */
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('answers a repeated batch with one read of the version, and reads again once a like moved it', async () => {
    const likes = new LikeService(database.db);
    const owner = { visitorKey: 'a'.repeat(64) };
    const read = () => likes.batch({ itemType: 'variant', ids: ['100', '101'], owner, flags: {} });
    await likes.like({ itemType: 'variant', itemId: '100', owner });
    expect((await read()).map((info) => [info.item_id, info.liked_by_user, info.likes_count])).toEqual([
      ['100', true, 1],
      ['101', false, 0],
    ]);
    await nextTurn();
    statements.length = 0;
    await read();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from like_versions/);

    await likes.unlike({ itemType: 'variant', itemId: '100', owner });
    statements.length = 0;
    expect((await read()).map((info) => [info.item_id, info.liked_by_user, info.likes_count])).toEqual([
      ['100', false, 0],
      ['101', false, 0],
    ]);
    expect(statements.length).toBeGreaterThan(1);
  });

  it('shares one version read among the batches of one turn, and sees a change from another process on the next turn', async () => {
    const likes = new LikeService(database.db);
    const elsewhere = new LikeService(database.db);
    const owner = { visitorKey: 'a'.repeat(64) };
    const counts = async () => (await likes.batch({ itemType: 'variant', ids: ['100'], owner, flags: {} })).map((info) => info.likes_count);
    expect(await counts()).toEqual([0]);
    await nextTurn();
    statements.length = 0;
    expect(await Promise.all([counts(), counts(), counts()])).toEqual([[0], [0], [0]]);
    expect(statements.filter((sql) => /from like_versions/.test(sql))).toHaveLength(1);

    await elsewhere.like({ itemType: 'variant', itemId: '100', owner: { visitorKey: 'b'.repeat(64) } });
    await nextTurn();
    expect(await counts()).toEqual([1]);
  });
});
