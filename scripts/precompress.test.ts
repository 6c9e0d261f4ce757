/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressSite } from './precompress';

describe('precompressSite (pages and bundles compressed once, at build)', () => {
  const page = `<html lang="bg">${'Диван '.repeat(500)}</html>`;
  let siteDir: string;
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
    mkdirSync(join(siteDir, 'products', 'divani'), { recursive: true });
    writeFileSync(join(siteDir, 'products', 'divani', 'index.html'), page);
    writeFileSync(join(siteDir, 'app-0123456789abcdef0123.js'), 'console.log(1);'.repeat(200));
    writeFileSync(join(siteDir, 'app-0123456789abcdef0123.js.map'), '{"mappings":""}'.repeat(200));
    writeFileSync(join(siteDir, 'tiny.css'), 'body{}');
    writeFileSync(join(siteDir, 'photo.jpg'), Buffer.alloc(4096));
  });

  it('writes brotli and gzip variants of served text files from 1 KB, and nothing for maps, small files or images', async () => {
    expect(await precompressSite(siteDir)).toBe(2);
    const html = join(siteDir, 'products', 'divani', 'index.html');
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
    for (const file of ['app-0123456789abcdef0123.js.map.br', 'tiny.css.br', 'photo.jpg.br']) {
      expect(() => statSync(join(siteDir, file))).toThrow();
    }
  });

  it('compresses again only the files a rebuild changed', async () => {
    expect(await precompressSite(siteDir)).toBe(0);
    const html = join(siteDir, 'products', 'divani', 'index.html');
    const later = new Date(Date.now() + 60_000);
    writeFileSync(html, `${page}<!-- rebuilt -->`);
    utimesSync(html, later, later);
    expect(await precompressSite(siteDir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(`${page}<!-- rebuilt -->`);
  });
});
