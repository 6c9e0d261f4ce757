import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { downloadFeed, gunzippedFeed } from './fetch-feed';

/** The test server listens on 127.0.0.1, which the downloads here may reach; the refusal test uses the real rule. */
const LOOPBACK = { network: { isAllowedAddress: (address: string) => address === '127.0.0.1' } };

let server: Server;
let base: string;
const feedDirs = () =>
  readdirSync(tmpdir())
    .filter((name) => name.startsWith('uyut-feed-'))
    .sort();

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/feed.xml') response.writeHead(200).end('<SHOP></SHOP>');
    else if (request.url === '/moved.xml') response.writeHead(301, { location: '/feed.xml' }).end();
    else if (request.url === '/big.xml') response.writeHead(200).end('x'.repeat(10_000));
    else if (request.url === '/slow.xml') setTimeout(() => response.writeHead(200).end('<SHOP></SHOP>'), 2000);
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('downloadFeed', () => {
  it('streams the feed to a temporary file that remove() deletes', async () => {
    const feed = await downloadFeed(`${base}/moved.xml`, LOOPBACK);
    expect(readFileSync(feed.path, 'utf8')).toBe('<SHOP></SHOP>');
    feed.remove();
    expect(existsSync(feed.path)).toBe(false);
  });

  it('refuses a feed over the size limit and leaves no file behind', async () => {
    const before = feedDirs();
    await expect(downloadFeed(`${base}/big.xml`, { ...LOOPBACK, maxBytes: 1000 })).rejects.toThrow('larger than 1000 bytes');
    expect(feedDirs()).toEqual(before);
  });

  it('fails on an HTTP error and on a timeout', async () => {
    await expect(downloadFeed(`${base}/error.xml`, LOOPBACK)).rejects.toThrow('HTTP 500');
    await expect(downloadFeed(`${base}/slow.xml`, { ...LOOPBACK, timeoutMs: 100 })).rejects.toThrow();
  });

  it('refuses a feed on an internal address under the real rule, before connecting and leaving no file', async () => {
    const before = feedDirs();
    await expect(downloadFeed(`${base}/feed.xml`)).rejects.toThrow(/^Downloading .* failed: 127\.0\.0\.1 is not a public address$/);
    await expect(downloadFeed('http://localhost/feed.xml')).rejects.toThrow(/localhost resolves to .*not a public address/);
    expect(feedDirs()).toEqual(before);
  });
});

describe('gunzippedFeed', () => {
  const file = (bytes: Buffer) => {
    const path = join(mkdtempSync(join(tmpdir(), 'uyut-gz-test-')), 'feed.xml.gz');
    writeFileSync(path, bytes);
    return path;
  };

  it('unpacks a gzip-compressed feed into a temporary file it removes, and leaves other files alone', async () => {
    const unpacked = await gunzippedFeed(file(gzipSync('<SHOP><SHOPITEM/></SHOP>')));
    expect(unpacked).not.toBeNull();
    expect(readFileSync(unpacked?.path ?? '', 'utf8')).toBe('<SHOP><SHOPITEM/></SHOP>');
    unpacked?.remove();
    expect(existsSync(unpacked?.path ?? '')).toBe(false);
    expect(await gunzippedFeed(file(Buffer.from('<SHOP></SHOP>')))).toBeNull();
  });

  it('stops unpacking past the size limit (a small file that unpacks huge) and at broken gzip, leaving nothing behind', async () => {
    const before = feedDirs();
    await expect(gunzippedFeed(file(gzipSync(Buffer.alloc(1_000_000))), { maxBytes: 100_000 })).rejects.toThrow(
      'the file is gzip-compressed and cannot be unpacked: the unpacked feed is larger than 100000 bytes',
    );
    await expect(gunzippedFeed(file(Buffer.from([0x1f, 0x8b, 0x08, 0x00])))).rejects.toThrow(
      /^the file is gzip-compressed and cannot be unpacked/,
    );
    expect(feedDirs()).toEqual(before);
  });
});
