import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { imagePath } from '@uyut/core';
import { builtSite, createTestApp, type TestApp } from './helpers';

/** Every error from every layer (issue 21 point 9): `{statusCode, error, message, field?}`, JSON, with the security headers. */
function expectContract(res: { statusCode: number; headers: Record<string, unknown>; body: string }, field?: string) {
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode', ...(field === undefined ? [] : ['field'])].sort());
  expect(body.statusCode).toBe(res.statusCode);
  expect(body.error).not.toMatch(/Error$/);
  if (field !== undefined) expect(body.field).toBe(field);
}

describe('one error contract (issue 21 point 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const siteDir = builtSite({ 'index.html': '<html lang="bg">Начало</html>', '404.html': '<html lang="bg">Няма такава страница</html>' });
    t = await createTestApp({ siteDir });
  });
  afterAll(() => t.close());

  const json = { 'content-type': 'application/json' };
  it.each([
    ['malformed percent-encoding', { url: '/api/v2/product/%zz' }, 400, 'url'],
    ['malformed percent-encoding on a page path', { url: '/products/%E0%A4%A' }, 400, 'url'],
    ['an unknown API path, although the site answers every other path', { url: '/api/nothing' }, 404, 'url'],
    ['an over-long path parameter', { url: `/api/v2/product/${'1'.repeat(150)}` }, 404, 'url'],
    ['an unknown API method', { method: 'DELETE' as const, url: '/api/v2/menu' }, 404, 'url'],
    ['invalid JSON', { method: 'POST' as const, url: '/api/v2/variant/filtering', headers: json, payload: '{bad' }, 400, 'body'],
    ['an empty JSON body', { method: 'POST' as const, url: '/api/v2/variant/filtering', headers: json, payload: '' }, 400, 'body'],
    [
      'a body over the limit',
      { method: 'POST' as const, url: '/api/v2/variant/filtering', headers: json, payload: JSON.stringify({ url: 'x'.repeat(2_000_000) }) },
      413,
      'body',
    ],
    [
      'an unsupported media type',
      { method: 'POST' as const, url: '/api/v2/variant/filtering', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      415,
      'content-type',
    ],
    [
      'a body that does not decompress',
      { method: 'POST' as const, url: '/api/v2/variant/filtering', headers: { ...json, 'content-encoding': 'gzip' }, payload: 'not gzip' },
      400,
      'body',
    ],
    ['a schema violation', { method: 'POST' as const, url: '/api/v2/variant/filtering', headers: json, payload: '{"url":1}' }, 400, 'url'],
  ])('%s', async (_name, request, status, field) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expectContract(res, field);
  });

  it('keeps the HTML 404 page for unknown site paths', async () => {
    const res = await t.app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('integers are safe integers everywhere (issue 21 point 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['/api/v2/catalogue/products?limit=Infinity', 'limit'],
    ['/api/v2/catalogue/products?after=-Infinity', 'after'],
    ['/api/v2/variant/Infinity/similarity', 'variantId'],
    ['/go/1?src=1&pos=Infinity', 'pos'],
    ['/go/Infinity?src=1', 'variantId'],
    ['/api/v2/catalogue/products?after=9007199254740993', 'after'],
  ])('refuses %s naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${t.app.config.BUILD_TOKEN}` } });
    expect(res.statusCode).toBe(400);
    expectContract(res, field);
  });

  it('refuses a JSON number beyond the doubles (1e400 parses as Infinity)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/variant/by-ids',
      headers: { 'content-type': 'application/json' },
      payload: '{"ids":[1e400]}',
    });
    expect(res.statusCode).toBe(400);
    expectContract(res, 'ids.0');
  });
});

describe('ids past the 32-bit ids of PostgreSQL (SERIAL) are refused or not found, never a database error', () => {
  let t: TestApp;
  beforeAll(async () => {
    const siteDir = builtSite({ 'index.html': '<html lang="bg">Начало</html>', '404.html': '<html lang="bg">Няма такава страница</html>' });
    t = await createTestApp({ siteDir });
  });
  afterAll(() => t.close());

  const beyond = 2 ** 31;

  it.each([
    [`/api/v2/product/${beyond}`, 'productId'],
    [`/api/v2/variant/${beyond}/similarity`, 'variantId'],
    [`/api/v2/variant/${beyond}/deliveries`, 'variantId'],
    [`/api/v2/catalogue/products?after=${beyond}`, 'after'],
    [`/go/${beyond}?src=1`, 'variantId'],
  ])('refuses %s naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${t.app.config.BUILD_TOKEN}` } });
    expect(res.statusCode).toBe(400);
    expectContract(res, field);
  });

  it.each([`/product/${beyond}`, `/product/v/${beyond}`, `/product/9999999999`])('answers %s with the 404 page', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers an image id past them as an image that does not exist', async () => {
    const res = await t.app.inject(imagePath({ type: 'variant', id: beyond, width: 480, height: 480, format: 'webp' }));
    expect(res.statusCode).toBe(404);
    expectContract(res);
  });
});

describe('errors written before Fastify sees a request (issue 21 point 9)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  const parse = (answer: string) => {
    const [head, body] = answer.split('\r\n\r\n') as [string, string];
    const [status, ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    return { statusCode: Number(status!.split(' ')[1]), headers, body };
  };

  it('answers a malformed request line in the contract', async () => {
    const res = parse(await raw('GET / HTTP/9.9 nonsense\r\n\r\n'));
    expect(res.statusCode).toBe(400);
    expectContract(res, 'headers');
  });

  it('answers oversized headers with 431 in the contract', async () => {
    const res = parse(await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(res.statusCode).toBe(431);
    expectContract(res, 'headers');
  });
});
