import { closeSync, createReadStream, createWriteStream, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { GuardedFetchError, type NetworkRule, guardedFetch } from '../lib/guarded-fetch';

/** Largest feed we download: 4 GiB (a 1M-item feed is about 1.5 GB). */
const MAX_FEED_BYTES = 4 * 1024 ** 3;
const TIMEOUT_MS = 10 * 60_000;

export interface DownloadedFeed {
  path: string;
  remove(): void;
}

/**
 * Streams an http(s) feed to a temporary file (never into memory) through the guarded fetch, so a feed
 * URL or its redirects cannot reach an internal address; the caller removes the file after the import.
 */
export async function downloadFeed(
  url: string,
  options: { maxBytes?: number; timeoutMs?: number; network?: NetworkRule } = {},
): Promise<DownloadedFeed> {
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const response = await guardedFetch(url, {
    ...options.network,
    maxBytes,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    accept: 'application/xml, text/xml, */*',
  }).catch((error: unknown) => {
    throw new Error(`Downloading ${url} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  });
  const dir = mkdtempSync(join(tmpdir(), 'uyut-feed-'));
  const path = join(dir, 'feed.xml');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    await pipeline(response.body, createWriteStream(path));
  } catch (error) {
    remove();
    if (error instanceof GuardedFetchError && error.reason === 'size')
      throw new Error(`Feed ${url} is larger than ${maxBytes} bytes`, { cause: error });
    throw error;
  }
  return { path, remove };
}

/**
 * A gzip-compressed feed (shops publish large feeds as feed.xml.gz) unpacked into a temporary file, at most
 * `maxBytes` of it so a small bomb cannot fill the disk; null when the file is not gzip.
 */
export async function gunzippedFeed(path: string, options: { maxBytes?: number } = {}): Promise<DownloadedFeed | null> {
  if (!isGzip(path)) return null;
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const dir = mkdtempSync(join(tmpdir(), 'uyut-feed-'));
  const unpacked = join(dir, 'feed.xml');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  let written = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      done(written > maxBytes ? new Error(`the unpacked feed is larger than ${maxBytes} bytes`) : null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(path), createGunzip(), capped, createWriteStream(unpacked));
  } catch (error) {
    remove();
    throw new Error(`the file is gzip-compressed and cannot be unpacked: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return { path: unpacked, remove };
}

function isGzip(path: string): boolean {
  const head = Buffer.alloc(2);
  const fd = openSync(path, 'r');
  try {
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}
