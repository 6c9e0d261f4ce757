import { normaliseHttpUrl } from './http-url';

describe('normaliseHttpUrl (issue 21 point 3: offer URLs are stored normalised)', () => {
  it('percent-encodes non-Latin-1 paths, as .bg shops write them', () => {
    expect(normaliseHttpUrl('https://shop.bg/дивани/ъглов диван?цвят=сив')).toBe(
      'https://shop.bg/%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%D0%B8/%D1%8A%D0%B3%D0%BB%D0%BE%D0%B2%20%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD?%D1%86%D0%B2%D1%8F%D1%82=%D1%81%D0%B8%D0%B2',
    );
  });

  it('drops CR, LF and tabs, so the result is safe in a Location header', () => {
    const href = normaliseHttpUrl('https://shop.bg/a\r\nSet-Cookie: x=1\tb');
    expect(href).toBe('https://shop.bg/aSet-Cookie:%20x=1b');
    expect(href).not.toMatch(/[\r\n\t]/);
  });

  it('refuses other schemes, credentials and unparsable text', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://shop.bg/x',
      'https://user:pw@shop.bg/',
      '//shop.bg/x',
      'shop.bg',
      '',
    ]) {
      expect(normaliseHttpUrl(bad)).toBeNull();
    }
  });

  it('accepts file: URLs only when asked (the demo and tests read local images)', () => {
    expect(normaliseHttpUrl('file:///tmp/a.jpg')).toBeNull();
    expect(normaliseHttpUrl('file:///tmp/a.jpg', { allowFile: true })).toBe('file:///tmp/a.jpg');
  });

  it('lower-cases the host and trims', () => {
    expect(normaliseHttpUrl('  HTTPS://Shop.BG/Divan  ')).toBe('https://shop.bg/Divan');
  });
});
