import { closeSync, openSync, readSync } from 'node:fs';

export type DetectedFormat = 'heureka' | 'google';

const HEAD_BYTES = 16 * 1024;

/**
 * The feed format from the root element: `<SHOP>` is Heureka, `<rss>` is Google Merchant. Reads at most the
 * first 16 KB (past the XML declaration, comments and processing instructions); null when neither.
 */
export function detectFeedFormat(path: string): DetectedFormat | null {
  const buffer = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(path, 'r');
  try {
    const length = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return formatOfRoot(buffer.subarray(0, length).toString('utf8'));
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
