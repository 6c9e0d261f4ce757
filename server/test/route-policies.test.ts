import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, uyut } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/database';
import { ACCESS_POLICIES, type Access } from '../src/services/accounts';
import { ORIGIN, SESSION_COOKIE, confirmedUser, signIn } from './accounts-helpers';
import { builtSite } from './helpers';
import { testDatabase } from './test-database';

/**
 * Deny by default (issue 24 "Security and reliability", ADR 0006): every registered route declares who may call it,
 * and the access hook lets exactly those callers through.
 */
describe('route × role policies', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const routes: Array<{ method: string; url: string; access: Access | undefined; crossSite: string | undefined }> = [];
  const sessions: Record<string, string> = {};
  const PASSWORD = 'Tihi-Vecheri-2026';

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'uyut-test-'));
    database = await testDatabase();
    const config = loadConfig({ DATA_DIR: dataDir, SITE_DIR: builtSite({ 'index.html': '<p>Уют</p>' }), LOG_LEVEL: 'silent' }, dataDir);
    app = createServer({ limits: config });
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access, crossSite: route.config?.crossSite });
    });
    await app.register(uyut, { db: database.db, config, serveSite: true });
    /* Probes of every policy, and one that declares none, registered like any route after the product. */
    await app.register(async (probes) => {
      for (const access of ACCESS_POLICIES)
        probes.post(`/api/test/${access}`, { config: { access } }, async (request) => ({ account: request.account?.userId ?? null }));
      probes.post('/api/test/undeclared', async () => ({ ok: true }));
    });
    await app.ready();
    for (const [who, roles] of [
      ['shopper', []],
      ['editor', ['editor']],
      ['admin', ['admin']],
      ['eshop', ['eshop']],
    ] as const) {
      await confirmedUser(database.db, { email: `${who}@example.bg`, password: PASSWORD, roles: [...roles] });
      sessions[who] = await signIn(app, { email: `${who}@example.bg`, password: PASSWORD });
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('every product route declares one of the policies', () => {
    const product = routes.filter((route) => !route.url.startsWith('/api/test/'));
    expect(product.length).toBeGreaterThan(30);
    const undeclared = product.filter((route) => route.access === undefined || !ACCESS_POLICIES.includes(route.access));
    expect(undeclared).toEqual([]);
  });

  it('the signed-in routes are exactly the account’s own', () => {
    const product = routes.filter((route) => !route.url.startsWith('/api/test/'));
    const signedIn = product.filter((route) => route.access === 'user').map((route) => `${route.method} ${route.url}`);
    expect(signedIn.sort()).toEqual(
      [
        'DELETE /api/v2/user',
        'DELETE /api/v2/user/avatar',
        'DELETE /api/v2/user/favourites-share',
        'GET /api/v1/:project/like/received/user/:item_type',
        'GET /api/v1/:project/login',
        'GET /api/v2/auth/session',
        'GET /api/v2/user/favourites-on-sale',
        'GET /api/v2/user/favourites-share',
        'GET /api/v2/user/remarketing-variants',
        'GET /api/v2/user',
        'GET /api/v2/user/variants-watched',
        'PATCH /api/v2/user',
        'POST /api/v2/user/password',
        'PUT /api/v2/user/avatar',
      ].sort(),
    );
    expect(product.filter((route) => route.access === 'build').map((route) => route.url)).toEqual(['/api/v2/catalogue/products']);
  });

  it('exempts from the CSRF check exactly the RFC 8058 one-click unsubscribe', () => {
    const exempt = routes
      .filter((route) => route.crossSite !== undefined)
      .map((route) => `${route.method} ${route.url} ${route.crossSite}`);
    expect(exempt).toEqual(['POST /api/v1/:project/watchdog/unsubscribe/:hash allowed']);
  });

  it('anonymous callers get 401 from every signed-in and build route', async () => {
    for (const route of routes.filter((r) => (r.access === 'user' || r.access === 'build') && !r.url.startsWith('/api/test/'))) {
      const res = await app.inject({ method: route.method as 'GET', url: route.url, headers: { origin: ORIGIN } });
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 401]);
    }
  });

  it('lets through exactly the callers each policy names; a route without a policy refuses everyone', async () => {
    const expected: Record<string, Record<string, number>> = {
      public: { anonymous: 200, shopper: 200, editor: 200, admin: 200, eshop: 200 },
      visitor: { anonymous: 200, shopper: 200, editor: 200, admin: 200, eshop: 200 },
      user: { anonymous: 401, shopper: 200, editor: 200, admin: 200, eshop: 200 },
      staff: { anonymous: 401, shopper: 403, editor: 200, admin: 200, eshop: 403 },
      admin: { anonymous: 401, shopper: 403, editor: 403, admin: 200, eshop: 403 },
      eshop: { anonymous: 401, shopper: 403, editor: 403, admin: 403, eshop: 200 },
      build: { anonymous: 401, shopper: 401, editor: 401, admin: 401, eshop: 401 },
      undeclared: { anonymous: 403, shopper: 403, editor: 403, admin: 403, eshop: 403 },
    };
    const actual: Record<string, Record<string, number>> = {};
    for (const policy of Object.keys(expected)) {
      actual[policy] = {};
      for (const who of ['anonymous', 'shopper', 'editor', 'admin', 'eshop']) {
        const cookies: Record<string, string> = who === 'anonymous' ? {} : { [SESSION_COOKIE]: sessions[who]! };
        const res = await app.inject({ method: 'POST', url: `/api/test/${policy}`, headers: { origin: ORIGIN }, cookies });
        actual[policy][who] = res.statusCode;
      }
    }
    expect(actual).toEqual(expected);
    const visitorAccount = async (cookies: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/api/test/visitor', headers: { origin: ORIGIN }, cookies })).json<{
        account: number | null;
      }>().account;
    /* A visitor route knows its signed-in caller, and takes a stale session cookie for an anonymous caller. */
    expect(await visitorAccount({ [SESSION_COOKIE]: sessions.shopper! })).toEqual(expect.any(Number));
    expect(await visitorAccount({})).toBeNull();
    expect(await visitorAccount({ [SESSION_COOKIE]: 'forged' })).toBeNull();
    const build = await app.inject({
      method: 'POST',
      url: '/api/test/build',
      headers: { authorization: `Bearer ${app.config.BUILD_TOKEN}` },
    });
    expect(build.statusCode).toBe(200);
  });
});
