import { closeSync, openSync, readSync } from 'node:fs';
import { sniffEncoding } from './feed-encoding';

export type DetectedFormat = 'heureka' | 'google';

const HEAD_BYTES = 16 * 1024;

/**
 * The feed format from the root element: `<SHOP>` is Heureka, `<rss>` is Google Merchant. Reads at most the
 * first 16 KB (past the XML declaration, comments and processing instructions), decoded as the feed will be
 * (a UTF-16 feed too); null when neither. An encoding the parser refuses is read as UTF-8 here, so that the
 * import reports the encoding rather than the root element.
 */
export function detectFeedFormat(path: string): DetectedFormat | null {
  const buffer = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(path, 'r');
  try {
    const length = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, length);
    const sniffed = sniffEncoding(head, true);
    const encoding = sniffed !== null && 'encoding' in sniffed ? sniffed.encoding : 'utf-8';
    return formatOfRoot(new TextDecoder(encoding).decode(head));
  } finally {
    closeSync(fd);
  }
}

export function formatOfRoot(head: string): DetectedFormat | null {
  const body = head.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '');
  const root = /<([A-Za-z_][\w.:-]*)/.exec(body)?.[1];
  if (root === 'SHOP') return 'heureka';
  if (root === 'rss') return 'google';
  return null;
}
