import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, inlineScripts, ownScriptHashes, SCRIPT_MANIFEST, scriptHash } from '../src/services/site/csp';
import { createTestApp, type TestApp } from './helpers';

const HASH = '0123456789abcdef0123';
const TRUSTED = 'window.___webpackCompilationHash="abc";';
const PAGE_PATH = '/*<![CDATA[*/window.pagePath="/products/divani";/*]]>*/';
const HOSTILE = 'alert(1)';
const page = (title: string, pagePath: string) =>
  `<!doctype html><html lang="bg"><head><title>${title}</title></head><body>${'Уют '.repeat(600)}` +
  `<script>${HOSTILE}</script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script>${TRUSTED}</script><script src="/app-${HASH}.js" async></script></body></html>`;

function writeSite(): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
  const files: Record<string, string> = {
    'index.html': page('Начало', '/'),
    'products/divani/index.html': page('Дивани', '/products/divani'),
    '404.html': page('Няма такава страница', '/404.html'),
    [`app-${HASH}.js`]: 'console.log("app");'.repeat(100),
    [`app-${HASH}.js.map`]: '{"version":3}',
    [`styles.${HASH}.css`]: 'body{margin:0}',
    'static/0123/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'page-data/index/page-data.json': '{"path":"/"}',
    '.uyut-build.json': '{"sourceHash":"x"}',
    [SCRIPT_MANIFEST]: JSON.stringify({ scriptHashes: [scriptHash(TRUSTED)], connectSources: ['https://api.uyut.example'] }),
    'webpack.stats.json': '{}',
    'chunk-map.json': '{}',
    '_gatsby/slices/_gatsby-scripts-1.html': '<script></script>',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(siteDir, file, '..'), { recursive: true });
    writeFileSync(join(siteDir, file), text);
  }
  /* Distinguishable from what per-request compression would write, so the test sees which one was sent. */
  writeFileSync(join(siteDir, 'products/divani/index.html.br'), brotliCompressSync(files['products/divani/index.html']!));
  writeFileSync(join(siteDir, 'products/divani/index.html.gz'), gzipSync(files['products/divani/index.html']!, { level: 1 }));
  return siteDir;
}

describe('the built site as served', () => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = writeSite();
    t = await createTestApp({ siteDir });
  });
  afterAll(() => t.close());

  it('keeps build internals, source maps and precompressed files out of what is served', async () => {
    for (const url of [
      '/.uyut-build.json',
      `/${SCRIPT_MANIFEST}`,
      '/webpack.stats.json',
      '/chunk-map.json',
      `/app-${HASH}.js.map`,
      '/products/divani/index.html.br',
      '/products/divani/index.html.gz',
      '/_gatsby/slices/_gatsby-scripts-1.html',
    ]) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain('Няма такава страница');
    }
    expect((await t.app.inject(`/app-${HASH}.js`)).statusCode).toBe(200);
    expect((await t.app.inject('/page-data/index/page-data.json')).statusCode).toBe(200);
  });

  it('lets browsers keep hashed bundles, styles and static files for a year and revalidate pages and page data', async () => {
    for (const url of [`/app-${HASH}.js`, `/styles.${HASH}.css`, '/static/0123/logo.svg']) {
      expect({ url, cache: (await t.app.inject(url)).headers['cache-control'] }).toEqual({
        url,
        cache: 'public, max-age=31536000, immutable',
      });
    }
    for (const url of ['/', '/products/divani', '/page-data/index/page-data.json', '/nyama']) {
      expect({ url, cache: (await t.app.inject(url)).headers['cache-control'] }).toEqual({
        url,
        cache: 'public, max-age=0, must-revalidate',
      });
    }
  });

  it('sends the build’s brotli or gzip file as it is, by Accept-Encoding, and says it varies on it', async () => {
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', file: 'index.html.br' },
      { accept: 'gzip', encoding: 'gzip', file: 'index.html.gz' },
    ];
    for (const { accept, encoding, file } of cases) {
      const res = await t.app.inject({ url: '/products/divani', headers: { 'accept-encoding': accept } });
      expect(res.headers).toMatchObject({ 'content-encoding': encoding, vary: expect.stringContaining('accept-encoding') });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.rawPayload.equals(readFileSync(join(siteDir, 'products/divani', file)))).toBe(true);
    }
    const plain = await t.app.inject({ url: '/products/divani', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readFileSync(join(siteDir, 'products/divani/index.html'), 'utf8'));
  });

  it('sends every page, the 404 page included, with a policy that runs only the scripts the build made', async () => {
    for (const [url, pagePath] of [
      ['/', '/'],
      ['/products/divani', '/products/divani'],
      ['/nyama', '/404.html'],
    ] as const) {
      const policy = (await t.app.inject(url)).headers['content-security-policy'] as string;
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc.split(' ').sort()).toEqual(
        ['script-src', "'self'", scriptHash(TRUSTED), scriptHash(`/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/`)].sort(),
      );
      expect(policy).not.toContain(scriptHash(HOSTILE));
      expect(policy).toContain("connect-src 'self' https://api.uyut.example;");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("form-action 'self'");
    }
    expect((await t.app.inject(`/app-${HASH}.js`)).headers['content-security-policy'] ?? '').not.toContain('sha256-');
  });
});

describe('inline script hashes', () => {
  it('takes a page-path script from the page only when it does nothing but name the page', () => {
    const smuggled = '/*<![CDATA[*/window.pagePath="/x";alert(1);"";/*]]>*/';
    const html = `<script>${PAGE_PATH}</script><script type="module">${smuggled}</script><script src="/a.js"></script>`;
    expect(inlineScripts(html)).toEqual([PAGE_PATH, smuggled]);
    expect(ownScriptHashes(html)).toEqual([scriptHash(PAGE_PATH)]);
  });

  it('hashes the script body the way browsers do (sha256 of its UTF-8, base64)', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('never allows inline scripts wholesale', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], connectSources: [] });
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
  });
});
