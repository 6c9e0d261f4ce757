import { utf8Encode } from './utf8';

describe('utf8Encode', () => {
  it.each([
    ['a', [0x61]],
    ['ж', [0xd0, 0xb6]],
    ['€', [0xe2, 0x82, 0xac]],
    ['😀', [0xf0, 0x9f, 0x98, 0x80]],
  ])('encodes %j in 1 to 4 bytes', (text, bytes) => {
    expect(Array.from(utf8Encode(text))).toEqual(bytes);
  });

  it('replaces a lone surrogate with U+FFFD like TextEncoder', () => {
    expect(Array.from(utf8Encode('\ud800'))).toEqual([0xef, 0xbf, 0xbd]);
  });
});
