/** Feed bytes in the legacy encodings shop platforms emit, for tests (Node encodes only UTF-8 and UTF-16 LE). */

const WINDOWS_1251_EXTRA: Readonly<Record<string, number>> = {
  Ё: 0xa8,
  ё: 0xb8,
  '№': 0xb9,
  '–': 0x96,
  '—': 0x97,
  '„': 0x84,
  '“': 0x93,
  '«': 0xab,
  '»': 0xbb,
  '\u00a0': 0xa0,
};

/** The windows-1251 bytes of ASCII and Bulgarian text; throws on a character windows-1251 lacks. */
export function windows1251(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0) as number;
      if (code < 0x80) return code;
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      const extra = WINDOWS_1251_EXTRA[char];
      if (extra === undefined) throw new Error(`"${char}" is not in this windows-1251 table`);
      return extra;
    }),
  );
}

/** UTF-16 bytes with their byte order mark. */
export function utf16(text: string, order: 'le' | 'be'): Buffer {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return order === 'le' ? bytes : bytes.swap16();
}
