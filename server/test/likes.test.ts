import { call, confirmedUser, ORIGIN, SESSION_COOKIE, signIn } from './accounts-helpers';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

const PASSWORD = 'Tihi-Vecheri-2026';
const VISITOR = '__Host-visitor';

describe('likes service and favourites (issue 24 §2, §3; docs/adr/0007-likes.md)', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: number;
  beforeEach(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
    aliceId = await confirmedUser(t.database.db, { email: 'alice@example.bg', password: PASSWORD, name: 'Алиса' });
    await confirmedUser(t.database.db, { email: 'bob@example.bg', password: PASSWORD, name: 'Борис' });
    alice = await signIn(t.app, { email: 'alice@example.bg', password: PASSWORD });
    bob = await signIn(t.app, { email: 'bob@example.bg', password: PASSWORD });
  });
  afterEach(() => t.close());

  type Who = { session?: string; visitor?: string };
  const cookiesOf = (who: Who) => (who.visitor === undefined ? undefined : { [VISITOR]: who.visitor });
  const like = (who: Who, path: string) =>
    call(t.app, { method: 'POST', url: `/api/v1/bg/like/${path}`, session: who.session, cookies: cookiesOf(who) });
  const unlike = (who: Who, path: string) =>
    call(t.app, { method: 'DELETE', url: `/api/v1/bg/like/${path}`, session: who.session, cookies: cookiesOf(who) });
  const batch = (who: Who, options: { path?: string; body: unknown }) =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/bg/like/${options.path ?? 'variant'}`,
      body: options.body,
      session: who.session,
      cookies: cookiesOf(who),
    });
  const get = (who: Who, url: string) => call(t.app, { method: 'GET', url, session: who.session, cookies: cookiesOf(who) });
  const likeCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('likes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Likes as an anonymous shopper would: the first like sets the visitor cookie, which is answered. */
  async function anonymousLikes(paths: string[]): Promise<string> {
    const first = await like({}, paths[0]!);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === VISITOR)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    for (const path of paths.slice(1)) expect((await like({ visitor: cookie.value }, path)).statusCode).toBe(200);
    return cookie.value;
  }

  it('an anonymous like sets the visitor cookie; the visitor then reads, re-likes harmlessly and unlikes', async () => {
    const read = await batch({}, { body: [100] });
    expect([read.statusCode, read.json()]).toEqual([200, [{ item_id: '100', liked_by_user: false, saved_by_user: false, likes_count: 0 }]]);
    expect(read.cookies).toEqual([]);

    const first = await like({}, 'variant/100');
    expect([first.statusCode, first.json()]).toEqual([200, { item_id: '100', liked_by_user: true, likes_count: 1 }]);
    const visitor = first.cookies.find((c) => c.name === VISITOR)!.value;
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await like({ visitor }, 'variant/100');
    expect([again.json(), again.cookies]).toEqual([{ item_id: '100', liked_by_user: true, likes_count: 1 }, []]);
    expect((await batch({ visitor }, { body: ['100'] })).json()).toEqual([
      { item_id: '100', liked_by_user: true, saved_by_user: true, likes_count: 1 },
    ]);
    expect((await batch({}, { body: ['100'] })).json()[0]).toMatchObject({ liked_by_user: false, likes_count: 1 });
    expect((await get({ visitor }, '/api/v1/bg/like-all/variant')).json()).toEqual(['100']);
    expect((await get({}, '/api/v1/bg/like-all/variant')).json()).toEqual([]);

    const gone = await unlike({ visitor }, 'variant/100');
    expect([gone.statusCode, gone.json()]).toEqual([200, { item_id: '100', liked_by_user: false, likes_count: 0 }]);
    expect((await unlike({ visitor }, 'variant/100')).json()).toEqual({ item_id: '100', liked_by_user: false, likes_count: 0 });
    /* The visitor's hash is stored, never the cookie. */
    expect(await likeCount()).toBe(0);
  });

  it('stores the visitor cookie hashed', async () => {
    const visitor = await anonymousLikes(['variant/100']);
    const row = await t.database.db.selectFrom('likes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, item_type: 'variant', item_id: '100' });
    expect(row.visitor_key).toMatch(/^[0-9a-f]{64}$/);
    expect(row.visitor_key).not.toContain(visitor);
  });

  it('answers a batch in the order asked, once per valid id, with the optional counts asked for', async () => {
    await like({ session: alice }, 'variant/102');
    await like({ session: bob }, 'variant/102');
    await like({ session: bob }, 'variant/100');
    const res = await batch({ session: alice }, { body: [102, '100', '102', 'x', '0', '0100', 101] });
    expect(res.json()).toEqual([
      { item_id: '102', liked_by_user: true, saved_by_user: true, likes_count: 2 },
      { item_id: '100', liked_by_user: false, saved_by_user: false, likes_count: 1 },
      { item_id: '101', liked_by_user: false, saved_by_user: false, likes_count: 0 },
    ]);
    const counted = await batch(
      { session: alice },
      { path: 'variant?stars=true&reviewCounts=true&answersCount=true&commentsCount=true', body: [100, 999] },
    );
    expect(counted.json()).toEqual([
      {
        item_id: '100',
        liked_by_user: false,
        saved_by_user: false,
        likes_count: 1,
        star_value: 4.5,
        reviews_count: 3,
        images_count: 1,
        comments_count: 3,
        answers_count: 0,
      },
      {
        item_id: '999',
        liked_by_user: false,
        saved_by_user: false,
        likes_count: 0,
        star_value: 0,
        reviews_count: 0,
        images_count: 0,
        comments_count: 0,
        answers_count: 0,
      },
    ]);
    const comparisons = await batch({}, { path: 'comparison?answersCount=true', body: ['100-102', '102-100'] });
    expect(comparisons.json()).toEqual([
      { item_id: '100-102', liked_by_user: false, saved_by_user: false, likes_count: 0, answers_count: 0 },
    ]);
  });

  it.each([
    ['POST', '/api/v1/de/like/variant/100', 404, 'project'],
    ['POST', '/api/v1/de/like/variant', 404, 'project'],
    ['GET', '/api/v1/de/like-all/variant', 404, 'project'],
    ['GET', '/api/v1/de/login', 404, 'project'],
    ['POST', '/api/v1/bg/like/product/100', 400, 'item_type'],
    ['GET', '/api/v1/bg/like-all/product', 400, 'item_type'],
    ['GET', '/api/v1/bg/like/received/user/product', 400, 'item_type'],
    ['POST', '/api/v1/bg/like/variant/abc', 400, 'item_id'],
    ['POST', '/api/v1/bg/like/variant/0100', 400, 'item_id'],
    ['DELETE', '/api/v1/bg/like/variant/-1', 400, 'item_id'],
    ['POST', '/api/v1/bg/like/comparison/102-100', 400, 'item_id'],
    ['POST', '/api/v1/bg/like/comparison/100', 400, 'item_id'],
    ['POST', '/api/v1/bg/like/variant/999', 404, 'item_id'],
    ['POST', '/api/v1/bg/like/variant/99999999999', 404, 'item_id'],
    ['POST', '/api/v1/bg/like/variant/100?consent=yes', 400, 'consent'],
    ['POST', '/api/v1/bg/like/variant/100?other=1', 400, 'other'],
  ] as const)('%s %s answers %i naming %s', async (method, url, status, field) => {
    const res = await call(t.app, { method, url, session: alice, body: method === 'POST' ? [100] : undefined });
    expect([res.statusCode, res.json().field]).toEqual([status, field]);
  });

  it.each([
    [[], 'body'],
    [Array.from({ length: 101 }, (_, i) => i + 1), 'body'],
    [{ ids: [1] }, 'body'],
    [[true], '0'],
  ])('refuses the batch body %j naming %s', async (body, field) => {
    const res = await batch({ session: alice }, { body });
    expect([res.statusCode, res.json().field]).toEqual([400, field]);
  });

  it.each([
    ['[100,', 400],
    ['{"__proto__": {"polluted": true}}', 400],
    ['["100"] trailing', 400],
    ['[1e2]', 200],
  ])('answers the raw batch body %s as the general JSON parser does (%d)', async (payload, status) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bg/like/variant',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      cookies: { [SESSION_COOKIE]: alice },
      payload,
    });
    expect(res.statusCode).toBe(status);
    if (status === 400) expect(res.json().statusCode).toBe(400);
    else expect(res.json()).toEqual([expect.objectContaining({ item_id: '100' })]);
  });

  it('refuses unknown or malformed batch query flags', async () => {
    for (const query of ['stars=maybe', 'extra=true']) {
      const res = await batch({ session: alice }, { path: `variant?${query}`, body: [100] });
      expect(res.statusCode).toBe(400);
    }
  });

  it('keeps consent with a variant like; a re-like with consent updates it; comparisons carry none', async () => {
    await like({ session: alice }, 'variant/100');
    await like({ session: alice }, 'variant/100?consent=1');
    await like({ session: alice }, 'comparison/100-102?consent=1');
    const rows = await t.database.db.selectFrom('likes').select(['item_id', 'consent']).orderBy('id').execute();
    expect(rows).toEqual([
      { item_id: '100', consent: 1 },
      { item_id: '100-102', consent: 0 },
    ]);
  });

  it('counts the likes others gave to the comparisons the user liked first; variants have no owner', async () => {
    await like({ session: alice }, 'comparison/100-102');
    await like({ session: bob }, 'comparison/100-102');
    await anonymousLikes(['comparison/100-102']);
    await like({ session: bob }, 'comparison/101-102');
    await like({ session: alice }, 'comparison/101-102');
    await like({ session: alice }, 'variant/100');
    await like({ session: bob }, 'variant/100');
    const received = (session: string, type: string) => get({ session }, `/api/v1/bg/like/received/user/${type}`);
    expect((await received(alice, 'comparison')).json()).toEqual({ count: 2 });
    expect((await received(bob, 'comparison')).json()).toEqual({ count: 1 });
    expect((await received(alice, 'variant')).json()).toEqual({ count: 0 });
    expect((await get({}, '/api/v1/bg/like/received/user/comparison')).statusCode).toBe(401);
  });

  it('pairs the visitor’s likes with the user on login: a union, harmless twice, visitor rows gone', async () => {
    await like({ session: alice }, 'variant/100');
    const visitor = await anonymousLikes(['variant/100', 'variant/102', 'comparison/100-102']);
    expect((await get({ visitor }, '/api/v1/bg/login')).statusCode).toBe(401);
    const paired = await get({ session: alice, visitor }, '/api/v1/bg/login');
    expect([paired.statusCode, paired.json()]).toEqual([200, { paired: 2 }]);
    expect((await get({ session: alice, visitor }, '/api/v1/bg/login')).json()).toEqual({ paired: 0 });
    expect((await get({ session: alice }, '/api/v1/bg/like-all/variant')).json()).toEqual(['102', '100']);
    expect((await get({ session: alice }, '/api/v1/bg/like-all/comparison')).json()).toEqual(['100-102']);
    expect((await get({ visitor }, '/api/v1/bg/like-all/variant')).json()).toEqual([]);
    expect(await likeCount()).toBe(3);
    expect((await batch({}, { body: [100] })).json()[0].likes_count).toBe(1);
  });

  it('pairing also gives the visitor’s watchdogs to the user', async () => {
    const visitor = await anonymousLikes(['variant/102']);
    const subscribed = await call(t.app, {
      method: 'POST',
      url: '/api/v1/bg/watchdog/100',
      cookies: { [VISITOR]: visitor },
      body: { email: { email: 'alice@example.bg' }, targetPrice: null },
    });
    expect(subscribed.statusCode).toBe(204);
    expect((await get({ session: alice, visitor }, '/api/v1/bg/login')).json()).toEqual({ paired: 1 });
    const watchdogs = await t.database.db.selectFrom('watchdogs').select(['user_id', 'visitor_key']).execute();
    expect(watchdogs).toEqual([{ user_id: aliceId, visitor_key: null }]);
  });

  it('two pairings at once move each like once', async () => {
    const visitor = await anonymousLikes(['variant/100', 'variant/101', 'variant/102', 'comparison/100-101']);
    const results = await Promise.all([
      get({ session: alice, visitor }, '/api/v1/bg/login'),
      get({ session: alice, visitor }, '/api/v1/bg/login'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.reduce((sum, r) => sum + (r.json() as { paired: number }).paired, 0)).toBe(4);
    expect(await likeCount()).toBe(4);
    expect((await get({ session: alice }, '/api/v1/bg/like-all/variant')).json()).toHaveLength(3);
  });

  it('keeps users apart: B neither sees nor changes A’s likes', async () => {
    await like({ session: alice }, 'variant/100');
    await like({ session: alice }, 'comparison/100-102');
    expect((await get({ session: bob }, '/api/v1/bg/like-all/variant')).json()).toEqual([]);
    expect((await batch({ session: bob }, { body: [100] })).json()[0]).toMatchObject({ liked_by_user: false, likes_count: 1 });
    expect((await unlike({ session: bob }, 'variant/100')).json()).toEqual({ item_id: '100', liked_by_user: false, likes_count: 1 });
    expect((await unlike({ session: bob }, 'comparison/100-102')).json().likes_count).toBe(1);
    const bobs = await get({ session: bob }, '/api/v2/user/variants-liked?sort=newest');
    expect(bobs.json()).toMatchObject({ variants: [], pagination: { totalCount: 0 } });
    expect((await get({ session: alice }, '/api/v1/bg/like-all/variant')).json()).toEqual(['100']);
  });

  it('deleting an account deletes its likes', async () => {
    await like({ session: alice }, 'variant/100');
    await like({ session: bob }, 'variant/100');
    const deleted = await call(t.app, { method: 'DELETE', url: '/api/v2/user', session: alice, body: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(204);
    const owners = await t.database.db.selectFrom('likes').select('user_id').execute();
    expect(owners.map((row) => row.user_id)).not.toContain(aliceId);
    expect(await likeCount()).toBe(1);
  });

  it('keeps every item’s stored count equal to its likes through like, double like, unlike, pairing and account deletion', async () => {
    const counts = async () => {
      const stored = await t.database.db
        .selectFrom('like_counts')
        .select(['item_type', 'item_id', 'count'])
        .where('count', '<>', 0)
        .execute();
      const actual = await t.database.db
        .selectFrom('likes')
        .select(['item_type', 'item_id', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy(['item_type', 'item_id'])
        .execute();
      const byItem = (rows: Array<{ item_type: string; item_id: string; count: number | string }>) =>
        Object.fromEntries(rows.map((row) => [`${row.item_type}/${row.item_id}`, Number(row.count)]));
      expect(byItem(stored)).toEqual(byItem(actual));
      const answered = (await batch({}, { body: [100, 101, 102] })).json() as Array<{ item_id: string; likes_count: number }>;
      expect(Object.fromEntries(answered.map((info) => [`variant/${info.item_id}`, info.likes_count]))).toEqual({
        'variant/100': 0,
        'variant/101': 0,
        'variant/102': 0,
        ...Object.fromEntries(Object.entries(byItem(stored)).filter(([key]) => key.startsWith('variant/'))),
      });
      return byItem(stored);
    };
    await like({ session: alice }, 'variant/100');
    await like({ session: alice }, 'comparison/100-102');
    await like({ session: bob }, 'variant/100');
    const visitor = await anonymousLikes(['variant/100', 'variant/101']);
    expect(await counts()).toEqual({ 'variant/100': 3, 'variant/101': 1, 'comparison/100-102': 1 });
    await like({ session: alice }, 'variant/100');
    await like({ visitor }, 'variant/101');
    expect(await counts()).toEqual({ 'variant/100': 3, 'variant/101': 1, 'comparison/100-102': 1 });
    await unlike({ session: bob }, 'variant/100');
    await unlike({ session: bob }, 'variant/100');
    expect(await counts()).toEqual({ 'variant/100': 2, 'variant/101': 1, 'comparison/100-102': 1 });
    /* Alice has variant 100 already: the visitor's like of it merges into hers, its like of 101 moves. */
    expect((await get({ session: alice, visitor }, '/api/v1/bg/login')).json()).toEqual({ paired: 1 });
    expect(await counts()).toEqual({ 'variant/100': 1, 'variant/101': 1, 'comparison/100-102': 1 });
    await like({ session: bob }, 'variant/101');
    const deleted = await call(t.app, { method: 'DELETE', url: '/api/v2/user', session: alice, body: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(204);
    expect(await counts()).toEqual({ 'variant/101': 1 });
  });

  describe('favourites', () => {
    const liked = (who: Who, query: string) => get(who, `/api/v2/user/variants-liked?${query}`);
    const ids = (res: { json: () => { variants: Array<{ id: number }> } }) => res.json().variants.map((v) => v.id);

    beforeEach(async () => {
      await t.database.db.updateTable('variants').set({ discount_verified: 1 }).where('id', '=', 100).execute();
      await t.app.catalogue.refreshIndex();
      for (const id of [102, 100, 103, 101]) await like({ session: alice }, `variant/${id}`);
    });

    it('lists the user’s liked variants as catalogue cards, sorted, paged and active only on request', async () => {
      const newest = await liked({ session: alice }, 'sort=newest');
      expect(newest.statusCode).toBe(200);
      expect(ids(newest)).toEqual([101, 103, 100, 102]);
      expect(newest.json()).toMatchObject({ pagination: { page: 1, pageSize: 24, pageCount: 1, totalCount: 4 }, clickSource: 3 });
      expect(newest.json().owner).toBeUndefined();
      const card = (await call(t.app, { method: 'POST', url: '/api/v2/variant/by-ids', body: { ids: [101] } })).json().variants[0];
      expect(newest.json().variants[0]).toEqual(card);
      expect(ids(await liked({ session: alice }, 'sort=oldest'))).toEqual([102, 100, 103, 101]);
      expect(ids(await liked({ session: alice }, 'sort=cheapest'))).toEqual([103, 102, 100, 101]);
      expect(ids(await liked({ session: alice }, 'sort=dearest'))).toEqual([101, 100, 102, 103]);
      expect(ids(await liked({ session: alice }, 'sort=discount'))[0]).toBe(100);
      expect(ids(await liked({ session: alice }, 'sort=cheapest&active=1'))).toEqual([102, 100, 101]);
      const page = await liked({ session: alice }, 'sort=oldest&page=2&pageSize=3');
      expect([ids(page), page.json().pagination]).toEqual([[101], { page: 2, pageSize: 3, pageCount: 2, totalCount: 4 }]);
    });

    it.each([
      ['', 'sort'],
      ['sort=best', 'sort'],
      ['sort=newest&page=0', 'page'],
      ['sort=newest&pageSize=101', 'pageSize'],
      ['sort=newest&active=yes', 'active'],
      ['sort=newest&extra=1', 'extra'],
    ])('refuses variants-liked?%s naming %s', async (query, field) => {
      const res = await liked({ session: alice }, query);
      expect([res.statusCode, res.json().field]).toEqual([400, field]);
    });

    it('answers 401 to anonymous callers of the signed-in favourites', async () => {
      for (const url of [
        '/api/v2/user/variants-liked?sort=newest',
        '/api/v2/user/favourites-share',
        '/api/v2/user/favourites-on-sale',
        '/api/v2/user/remarketing-variants',
      ]) {
        const res = await get({}, url);
        expect([url, res.statusCode]).toEqual([url, 401]);
      }
      expect((await call(t.app, { method: 'DELETE', url: '/api/v2/user/favourites-share' })).statusCode).toBe(401);
    });

    it('shares the list read-only through a stable token, and a revoked token answers 404', async () => {
      const share = await get({ session: alice }, '/api/v2/user/favourites-share');
      const token = share.json().encryptedShare as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
      expect((await get({ session: alice }, '/api/v2/user/favourites-share')).json().encryptedShare).toBe(token);
      for (const who of [{}, { session: bob }]) {
        const shared = await liked(who, `sort=newest&encryptedShare=${token}`);
        expect([shared.statusCode, ids(shared), shared.json().owner]).toEqual([
          200,
          [101, 103, 100, 102],
          { id: String(aliceId), name: 'Алиса' },
        ]);
      }
      const forged = token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31);
      expect((await liked({}, `sort=newest&encryptedShare=${forged}`)).json()).toMatchObject({ statusCode: 404, field: 'encryptedShare' });

      const revoked = await call(t.app, { method: 'DELETE', url: '/api/v2/user/favourites-share', session: alice });
      expect(revoked.statusCode).toBe(204);
      expect((await liked({}, `sort=newest&encryptedShare=${token}`)).json()).toMatchObject({ statusCode: 404, field: 'encryptedShare' });
      const renewed = (await get({ session: alice }, '/api/v2/user/favourites-share')).json().encryptedShare as string;
      expect(renewed).not.toBe(token);
      expect((await liked({}, `sort=newest&encryptedShare=${renewed}`)).statusCode).toBe(200);
    });

    it('lists liked variants on sale, best discount first, within the limit', async () => {
      const sale = await get({ session: alice }, '/api/v2/user/favourites-on-sale');
      expect([sale.statusCode, ids(sale), sale.json().clickSource]).toEqual([200, [100], 3]);
      expect(ids(await get({ session: bob }, '/api/v2/user/favourites-on-sale'))).toEqual([]);
      expect((await get({ session: alice }, '/api/v2/user/favourites-on-sale?limit=51')).json().field).toBe('limit');
    });

    it('offers remarketing variants only from likes given with consent, never one the user liked', async () => {
      expect(ids(await get({ session: alice }, '/api/v2/user/remarketing-variants'))).toEqual([]);
      await like({ session: bob }, 'variant/100?consent=1');
      const offered = await get({ session: bob }, '/api/v2/user/remarketing-variants');
      expect([ids(offered), offered.json().clickSource]).toEqual([[101], 7]);
      await like({ session: bob }, 'variant/101');
      expect(ids(await get({ session: bob }, '/api/v2/user/remarketing-variants'))).toEqual([]);
      expect((await get({ session: bob }, '/api/v2/user/remarketing-variants?limit=0')).json().field).toBe('limit');
    });
  });
});
