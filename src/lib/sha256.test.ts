import { createHash } from 'node:crypto';
import { sha256Hex } from './sha256';

describe('sha256Hex (spec §3 User.hashedEmail is SHA-256)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['The quick brown fox jumps over the lazy dog', 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592'],
  ])('matches the published FIPS 180-4 / NIST vector for %j', (input, digest) => {
    expect(sha256Hex(input)).toBe(digest);
  });

  it('matches the NIST one-million-"a" vector (many blocks)', () => {
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('hashes the UTF-8 bytes of Cyrillic and astral characters', () => {
    expect(sha256Hex('мария@уют.bg')).toBe(createHash('sha256').update('мария@уют.bg', 'utf8').digest('hex'));
    expect(sha256Hex('🛋️ диван')).toBe(createHash('sha256').update('🛋️ диван', 'utf8').digest('hex'));
  });

  it('agrees with node:crypto at every padding boundary (0 to 200 bytes)', () => {
    for (let length = 0; length <= 200; length++) {
      const text = 'ж'.repeat(length % 3) + 'x'.repeat(length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});
