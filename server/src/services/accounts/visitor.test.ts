import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { secretHash } from './secrets';
import { cookiePolicy } from './session-cookies';
import { ensureVisitorKey, visitorCookieName, visitorKey } from './visitor';

describe('visitor identity (likes and watchdogs of anonymous shoppers)', () => {
  const policy = cookiePolicy('http://localhost:8000');
  const build = async () => {
    const app = Fastify();
    await app.register(cookie);
    app.get('/read', async (request) => ({ key: visitorKey(request, policy) }));
    app.post('/write', async (request, reply) => ({
      key: ensureVisitorKey({ request, reply, policy, now: new Date('2026-11-26T00:00:00Z') }),
    }));
    return app;
  };

  it('names its cookie like the session cookie: __Host- only where browsers keep Secure cookies', () => {
    expect(visitorCookieName(policy)).toBe('__Host-visitor');
    expect(visitorCookieName(cookiePolicy('http://uyut.example'))).toBe('visitor');
  });

  it('gives a write without a cookie a new HttpOnly cookie for a year, and keys it by the SHA-256 of the value', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/write' });
    const set = res.cookies.find((c) => c.name === '__Host-visitor');
    expect(set).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(set?.expires?.toISOString()).toBe('2027-11-26T00:00:00.000Z');
    expect(res.json()).toEqual({ key: secretHash(set!.value) });
    const again = await app.inject({ method: 'POST', url: '/write', cookies: { '__Host-visitor': set!.value } });
    expect(again.cookies).toEqual([]);
    expect(again.json()).toEqual({ key: secretHash(set!.value) });
    await app.close();
  });

  it('reads no key, and sets no cookie, for a read without a well-formed cookie', async () => {
    const app = await build();
    const variants: Record<string, string>[] = [{}, { '__Host-visitor': 'short' }, { '__Host-visitor': `${'a'.repeat(42)}!` }];
    for (const cookies of variants) {
      const res = await app.inject({ method: 'GET', url: '/read', cookies });
      expect(res.json()).toEqual({ key: null });
      expect(res.cookies).toEqual([]);
    }
    await app.close();
  });
});
