import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** Largest feed we download: 4 GiB (a 1M-item feed is about 1.5 GB). */
const MAX_FEED_BYTES = 4 * 1024 ** 3;
const TIMEOUT_MS = 10 * 60_000;

export interface DownloadedFeed {
  path: string;
  remove(): void;
}

/** Streams an http(s) feed to a temporary file (never into memory); the caller removes it after the import. */
export async function downloadFeed(url: string, options: { maxBytes?: number; timeoutMs?: number } = {}): Promise<DownloadedFeed> {
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`Downloading ${url} failed: HTTP ${response.status}`);
  const dir = mkdtempSync(join(tmpdir(), 'uyut-feed-'));
  const path = join(dir, 'feed.xml');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new Error(`Feed ${url} is larger than ${maxBytes} bytes`) : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), limit, createWriteStream(path));
  } catch (error) {
    remove();
    throw error;
  }
  return { path, remove };
}
