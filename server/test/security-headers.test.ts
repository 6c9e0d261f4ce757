import { gunzipSync } from 'node:zlib';
import { builtSite, createTestApp, type TestApp } from './helpers';

describe('security headers (DESIGN security model)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends baseline security headers on answers and on errors', async () => {
    for (const res of [await t.app.inject('/api/health'), await t.app.inject('/api/nothing')]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
  });
});

describe('compression', () => {
  let t: TestApp;
  const page = `<html lang="bg"><body>${'Уют '.repeat(2000)}</body></html>`;
  beforeAll(async () => {
    const siteDir = builtSite({ 'index.html': page });
    t = await createTestApp({ siteDir });
  });
  afterAll(() => t.close());

  it('compresses the static site pages', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(page);
  });

  it('compresses JSON answers for clients that accept it, and not for those that do not', async () => {
    const gz = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const br = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBe('3.1.0');
  });
});
