import { closeSync, openSync, readSync } from 'node:fs';
import { sniffEncoding } from './feed-encoding';
import { FEED_FORMATS, type FeedFormatName } from './formats';

const HEAD_BYTES = 16 * 1024;

/**
 * The feed format from the root element (each format's `rootElements`, e.g. `<SHOP>` for Heureka). Reads at most the
 * first 16 KB (past the XML declaration, comments and processing instructions), decoded as the feed will be
 * (a UTF-16 feed too); null when neither. An encoding the parser refuses is read as UTF-8 here, so that the
 * import reports the encoding rather than the root element.
 */
export function detectFeedFormat(path: string): FeedFormatName | null {
  return formatOfRoot(decodedHead(readHead(path)));
}

/** Why detectFeedFormat found no format in the file, in words a shop can act on. */
export function unknownFeedReason(path: string): string {
  return unknownHeadReason(readHead(path));
}

/** Why a feed that starts with `head` has no known format: empty, compressed, an HTML page, not XML, or another root element. */
export function unknownHeadReason(head: Buffer): string {
  if (head.length === 0) return 'the file is empty';
  const text = decodedHead(head)
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '')
    .trimStart();
  if (text === '') return 'the file holds no element';
  if (/^<!doctype\s+html|^<html[\s>]/i.test(text)) return 'the file is an HTML page, not a feed (an error or login page?)';
  const root = /^<([A-Za-z_][\w.:-]*)/.exec(text)?.[1];
  if (root === undefined) return 'the file is not XML';
  const known = Object.values(FEED_FORMATS).map(
    (format) => `${format.rootElements.map((root) => `<${root}>`).join(' or ')} (${format.label})`,
  );
  return `the root element <${root}> is neither ${known.join(' nor ')}`;
}

function readHead(path: string): Buffer {
  const buffer = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(path, 'r');
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

function decodedHead(head: Buffer): string {
  const sniffed = sniffEncoding(head, true);
  const encoding = sniffed !== null && 'encoding' in sniffed ? sniffed.encoding : 'utf-8';
  return new TextDecoder(encoding).decode(head);
}

/** By the root's name in lower case: some platforms write Heureka's elements in lower case (`<shop><shopitem>`). */
const FORMAT_OF_ROOT = new Map(
  Object.entries(FEED_FORMATS).flatMap(([name, format]) =>
    format.rootElements.map((root) => [root.toLowerCase(), name as FeedFormatName] as const),
  ),
);

export function formatOfRoot(head: string): FeedFormatName | null {
  const body = head.replace(/^\uFEFF/, '').replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '');
  const root = /<([A-Za-z_][\w.:-]*)/.exec(body)?.[1];
  return FORMAT_OF_ROOT.get(root?.toLowerCase() ?? '') ?? null;
}
