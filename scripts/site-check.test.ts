/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteTextDefects, textDefect } from './site-check';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('site text check (every built page clean UTF-8, issue 22 point 1)', () => {
  test('clean Bulgarian text with tabs and line breaks passes', () => {
    expect(textDefect(bytes('<p>\tЪглов диван „Верона“ – 1 299,90 лв.\r\n</p>'))).toBeNull();
  });

  test('a NUL inside a word is found, with where it is', () => {
    expect(textDefect(bytes('<p>Ъглов ди\u0000ван</p>'))).toMatch(/^control character U\+0000 at character 11: .*ди\\u0000ван/);
  });

  test('other control characters (C0, DEL, C1) are found', () => {
    for (const control of ['\u0007', '\u001b', '\u007f', '\u0085']) expect(textDefect(bytes(`a${control}b`))).toMatch(/^control character/);
  });

  test('invalid UTF-8 (a character cut in half, a lone continuation byte) is found', () => {
    const word = bytes('диван');
    expect(textDefect(word.subarray(0, 3))).toBe('not valid UTF-8');
    expect(textDefect(Uint8Array.from([0x61, 0x80, 0x62]))).toBe('not valid UTF-8');
  });

  test('every page, data, sitemap and text file of a site folder is checked; other files are not', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
    mkdirSync(join(siteDir, 'products/divani'), { recursive: true });
    mkdirSync(join(siteDir, 'page-data/index'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), '<p>Начало</p>');
    writeFileSync(join(siteDir, 'products/divani/index.html'), '<p>Дива\u0000ни</p>');
    writeFileSync(join(siteDir, 'page-data/index/page-data.json'), Buffer.from([0x7b, 0xd0, 0x7d]));
    writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(siteDir, 'products/divani/index.html.br'), Buffer.from([0, 1, 2]));
    expect(
      siteTextDefects(siteDir)
        .map(({ file }) => file)
        .sort(),
    ).toEqual(['page-data/index/page-data.json', 'products/divani/index.html']);
  });
});
