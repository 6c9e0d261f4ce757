import { TextDecoder } from 'node:util';

/**
 * The character encoding of a feed's bytes: a byte order mark wins, then the XML declaration's `encoding`, else
 * UTF-8 (XML's default). Many Bulgarian shop platforms still emit windows-1251, some UTF-16.
 */

/** Bytes the XML declaration must end within; a longer one is not a declaration we can read. */
const DECLARATION_BYTES = 1024;

/**
 * The encodings a feed may be in, by the TextDecoder name its label resolves to: UTF-8, UTF-16 and the
 * single-byte ones, where every byte stands alone (so an undecodable one can be found, and its line told).
 */
const SUPPORTED = new Set([
  'utf-8',
  'utf-16le',
  'utf-16be',
  'ibm866',
  'iso-8859-2',
  'iso-8859-3',
  'iso-8859-4',
  'iso-8859-5',
  'iso-8859-6',
  'iso-8859-7',
  'iso-8859-8',
  'iso-8859-10',
  'iso-8859-13',
  'iso-8859-14',
  'iso-8859-15',
  'iso-8859-16',
  'koi8-r',
  'koi8-u',
  'macintosh',
  'windows-874',
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'windows-1258',
  'x-mac-cyrillic',
]);

export type SniffedEncoding = { encoding: string } | { error: string };

/** The TextDecoder name of an encoding label ('CP1251', 'UTF8' …), or null when TextDecoder does not know it. */
function decoderName(label: string): string | null {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

/**
 * The encoding of a feed from its first bytes; null while `head` may still be cut inside the XML declaration
 * (fewer than 1 KB read, no '?>' yet, and `complete` false).
 */
export function sniffEncoding(head: Uint8Array, complete: boolean): SniffedEncoding | null {
  const [b0, b1, b2, b3] = head;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: 'utf-8' };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: 'utf-16le' };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: 'utf-16be' };
  /* '<?' in UTF-16 without a byte order mark (XML 1.0 appendix F). */
  if (b0 === 0x3c && b1 === 0x00 && b2 === 0x3f && b3 === 0x00) return { encoding: 'utf-16le' };
  if (b0 === 0x00 && b1 === 0x3c && b2 === 0x00 && b3 === 0x3f) return { encoding: 'utf-16be' };
  /* Whitespace before the declaration is an error the parser is spared (xml-items.ts LeadingSpaceMover), so it is skipped here too. */
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, DECLARATION_BYTES))
    .toString('latin1')
    .replace(/^[ \t\r\n]+/, '');
  if (!text.startsWith('<?xml'.slice(0, text.length))) return { encoding: 'utf-8' };
  const end = text.indexOf('?>');
  if (end < 0 && !complete && head.length < DECLARATION_BYTES) return null;
  const declared = /^<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(end < 0 ? text : text.slice(0, end))?.[1];
  if (declared === undefined) return { encoding: 'utf-8' };
  const name = decoderName(declared);
  if (name === 'utf-16le' || name === 'utf-16be')
    return { error: `the XML declaration says "${declared}", but the bytes are not UTF-16 (no byte order mark)` };
  if (name === null || !SUPPORTED.has(name))
    return { error: `unsupported encoding "${declared}" (UTF-8, UTF-16 and single-byte encodings such as windows-1251 are read)` };
  return { encoding: name };
}

/** Bytes that are not valid in the feed's encoding; `text` is what the chunk held before them. */
export class UndecodableBytes extends Error {
  constructor(
    message: string,
    readonly text: string,
  ) {
    super(message);
  }
}

/** A feed's bytes the encoding rejected or could not sniff: the feed stops at once. */
export class EncodingRefused extends Error {}

/** Bytes of the longest character of any supported encoding (a UTF-16 surrogate pair), less one. */
const MAX_PENDING = 3;

/**
 * Decodes a feed's bytes as they stream in, in the encoding its first bytes give (see sniffEncoding). A byte the
 * encoding does not allow throws UndecodableBytes with the text before it.
 */
export class FeedDecoder {
  private decoder: TextDecoder | null = null;
  private encoding = '';
  private head: Uint8Array = new Uint8Array(0);
  /** The last bytes decoded: a character the stream decoder still holds began in them. */
  private tail: Uint8Array = new Uint8Array(0);
  /** Bytes decoded so far: UTF-16 code units start at even offsets. */
  private offset = 0;

  /** The text of a chunk (empty while the encoding is not known yet). */
  write(chunk: Uint8Array): string {
    if (this.decoder === null) {
      this.head = this.head.length === 0 ? chunk : Buffer.concat([this.head, chunk]);
      if (!this.start(false)) return '';
      return this.decode(this.head, true);
    }
    return this.decode(chunk, true);
  }

  /** The text of the bytes held back at the end of the feed. */
  end(): string {
    if (this.decoder === null) {
      if (this.head.length === 0) return '';
      this.start(true);
      return this.decode(this.head, false);
    }
    return this.decode(new Uint8Array(0), false);
  }

  private start(complete: boolean): boolean {
    const sniffed = sniffEncoding(this.head, complete);
    if (sniffed === null) return false;
    if ('error' in sniffed) throw new EncodingRefused(sniffed.error);
    this.encoding = sniffed.encoding;
    this.decoder = new TextDecoder(sniffed.encoding, { fatal: true });
    return true;
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    let text: string;
    try {
      text = (this.decoder as TextDecoder).decode(bytes, { stream });
    } catch {
      throw this.undecodable(bytes);
    }
    this.offset += bytes.length;
    this.tail =
      bytes.length >= MAX_PENDING ? bytes.subarray(bytes.length - MAX_PENDING) : Buffer.concat([this.tail, bytes]).subarray(-MAX_PENDING);
    return text;
  }

  /**
   * The text before the first invalid bytes of `bytes` and what they are: a fresh decoder, given the bytes the
   * stream decoder held from before, reads ever longer prefixes (binary search). Only on the error path.
   */
  private undecodable(bytes: Uint8Array): UndecodableBytes {
    const all = Buffer.concat([this.pending(), bytes]);
    const valid = (length: number) => {
      try {
        return new TextDecoder(this.encoding, { fatal: true }).decode(all.subarray(0, length), { stream: true });
      } catch {
        return null;
      }
    };
    let good = 0;
    let bad = all.length + 1;
    while (bad - good > 1) {
      const middle = (good + bad) >>> 1;
      if (valid(middle) === null) bad = middle;
      else good = middle;
    }
    const [first, ...next] = Array.from(all.subarray(good, good + 4), (byte) => byte.toString(16).toUpperCase().padStart(2, '0'));
    const what = first === undefined ? 'the last bytes are' : `byte ${first}${next.length > 0 ? ` (then ${next.join(' ')})` : ''} is`;
    return new UndecodableBytes(
      `${what} not valid ${this.encoding.toUpperCase()} (check the encoding in the XML declaration)`,
      valid(good) ?? '',
    );
  }

  /** The bytes of a character that the chunks before began and did not finish. */
  private pending(): Uint8Array {
    const { tail } = this;
    if (this.encoding === 'utf-8') {
      for (let index = tail.length - 1; index >= 0; index--) {
        const byte = tail[index] as number;
        if ((byte & 0xc0) === 0x80) continue;
        const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
        return tail.length - index < length ? tail.subarray(index) : new Uint8Array(0);
      }
      return new Uint8Array(0);
    }
    if (this.encoding === 'utf-16le' || this.encoding === 'utf-16be') {
      const odd = this.offset % 2;
      const unit = tail.subarray(Math.max(0, tail.length - odd - 2), tail.length - odd);
      const high = this.encoding === 'utf-16le' ? unit[1] : unit[0];
      return high !== undefined && unit.length === 2 && high >= 0xd8 && high <= 0xdb
        ? tail.subarray(tail.length - odd - 2)
        : tail.subarray(tail.length - odd);
    }
    return new Uint8Array(0);
  }
}
