import { mkdtemp, readFile, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { testDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { hashFolders, IMAGE_EDGES, IMAGE_FORMATS, imagePath, type ImageRequest } from '@uyut/core';
import {
  DEFAULT_MAX_CONCURRENT_RENDERS,
  DEFAULT_MAX_QUEUED_RENDERS,
  ImageNotFoundError,
  ImageService,
  type ImageServiceOptions,
  ImageSourceError,
  MAX_ORIGINAL_BYTES,
} from './image-service';
import { RenderBusyError } from './render-gate';
import { GuardedFetchError } from '../../lib/guarded-fetch';
import { isPublicAddress } from '../../lib/public-address';
import { withServer } from '../../../test/http-server';

const RED = { r: 220, g: 20, b: 20 };
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#1e90ff"/></svg>';

function png(input: { width: number; height: number; alpha?: number }): Promise<Buffer> {
  const background = { ...RED, alpha: input.alpha ?? 1 };
  return sharp({ create: { width: input.width, height: input.height, channels: 4, background } })
    .png()
    .toBuffer();
}

async function pixel(input: { data: Buffer | string; x: number; y: number }): Promise<number[]> {
  const { data, info } = await sharp(input.data).raw().toBuffer({ resolveWithObject: true });
  const offset = (input.y * info.width + input.x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
}

function near(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => expect(Math.abs(value - (expected[index] ?? 0))).toBeLessThanOrEqual(12));
}

interface Fixture {
  dir: string;
  handle: DatabaseHandle;
  /** Writes an original under the temp dir and returns its file:// URL. */
  original(name: string, data: Buffer | string): Promise<string>;
  addImage(sourceUrl: string, kind?: string): Promise<number>;
}

let fixture: Fixture;

beforeEach(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'uyut-images-'));
  const handle = await testDatabase();
  fixture = {
    dir,
    handle,
    async original(name, data) {
      const file = join(dir, name);
      await writeFile(file, data);
      return pathToFileURL(file).href;
    },
    async addImage(sourceUrl, kind = 'variant') {
      const row = await handle.db
        .insertInto('images')
        .values({ source_url: sourceUrl, width: null, height: null, kind })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
});

afterEach(async () => {
  await fixture.handle.close();
  await rm(fixture.dir, { recursive: true, force: true });
});

async function sourceError(promise: Promise<unknown>): Promise<ImageSourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImageSourceError);
  return error as ImageSourceError;
}

describe('ImageService', () => {
  const request = (id: number, overrides: Partial<ImageRequest> = {}): ImageRequest => ({
    type: 'variant',
    id,
    width: 320,
    height: 320,
    format: 'webp',
    ...overrides,
  });

  /** The test servers listen on 127.0.0.1, which downloads may reach here; the refusal tests pass the real rule. */
  const admitLoopback = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

  function service(options: Partial<ImageServiceOptions> = {}) {
    const rendered: ImageRequest[] = [];
    const cacheErrors: unknown[] = [];
    const images = new ImageService({
      db: fixture.handle.db,
      dataDir: fixture.dir,
      onRender: (job) => rendered.push(job),
      network: { isAllowedAddress: admitLoopback },
      onCacheError: (error) => cacheErrors.push(error),
      ...options,
    });
    return { images, rendered, cacheErrors };
  }

  it('renders a PNG original into the exact box as webp, under the cache path', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const result = await service().images.render(request(id));
    expect(result.file).toBe(join(fixture.dir, 'images', 'cache', 'variant', '320-320', ...hashFolders(id), `${id}.webp`));
    expect(result.contentType).toBe('image/webp');
    expect(await sharp(result.file).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('renders an SVG original into the exact box as jpeg', async () => {
    const id = await fixture.addImage(await fixture.original('logo.svg', SVG));
    const result = await service().images.render(request(id, { width: 640, height: 640, format: 'jpg' }));
    expect(result.contentType).toBe('image/jpeg');
    expect(await sharp(result.file).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 });
  });

  it('fits the whole image inside the box and pads with white instead of cropping', async () => {
    const id = await fixture.addImage(await fixture.original('wide.png', await png({ width: 1200, height: 600 })));
    const { file } = await service().images.render(request(id, { format: 'jpg' }));
    near(await pixel({ data: file, x: 160, y: 10 }), [255, 255, 255]);
    near(await pixel({ data: file, x: 160, y: 160 }), [RED.r, RED.g, RED.b]);
  });

  it('fills the whole box from an original smaller than it', async () => {
    const id = await fixture.addImage(await fixture.original('small.png', await png({ width: 100, height: 50 })));
    const { file } = await service().images.render(request(id, { width: 800, height: 800 }));
    expect(await sharp(file).metadata()).toMatchObject({ width: 800, height: 800 });
  });

  it('flattens transparency onto white', async () => {
    const id = await fixture.addImage(await fixture.original('clear.png', await png({ width: 400, height: 400, alpha: 0 })));
    const { file } = await service().images.render(request(id));
    expect(await sharp(file).metadata()).toMatchObject({ hasAlpha: false });
    near(await pixel({ data: file, x: 100, y: 100 }), [255, 255, 255]);
  });

  it('records the size of the original in the images row', async () => {
    const pngId = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const svgId = await fixture.addImage(await fixture.original('logo.svg', SVG));
    const { images } = service();
    await images.render(request(pngId));
    await images.render(request(svgId));
    const rows = await fixture.handle.db.selectFrom('images').select(['id', 'width', 'height']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: pngId, width: 1200, height: 900 },
      { id: svgId, width: 100, height: 50 },
    ]);
  });

  it('keeps the original on disk and renders later sizes from that copy', async () => {
    const bytes = await png({ width: 1200, height: 900 });
    const id = await fixture.addImage(await fixture.original('sofa.png', bytes));
    const { images } = service();
    await images.render(request(id));
    await rm(join(fixture.dir, 'sofa.png'));
    const original = join(fixture.dir, 'images', 'originals', ...hashFolders(id), String(id));
    expect(await readFile(original)).toEqual(bytes);
    expect(await sharp((await images.render(request(id, { width: 160, height: 160 }))).file).metadata()).toMatchObject({
      width: 160,
      height: 160,
    });
  });

  it('serves a second request from the disk cache without rendering', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const { images, rendered } = service();
    const first = await images.render(request(id));
    const before = await stat(first.file);
    const second = await images.render(request(id));
    expect(rendered).toHaveLength(1);
    expect(second).toEqual(first);
    expect((await stat(second.file)).ino).toBe(before.ino);
  });

  it('renders once for concurrent identical requests', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const { images, rendered } = service();
    const results = await Promise.all(Array.from({ length: 6 }, () => images.render(request(id))));
    expect(rendered).toHaveLength(1);
    expect(new Set(results.map((result) => result.etag)).size).toBe(1);
  });

  it('reports an unknown id as not found', async () => {
    await expect(service().images.render(request(999))).rejects.toBeInstanceOf(ImageNotFoundError);
  });

  it('reports a missing local original as a source error with its cause', async () => {
    const id = await fixture.addImage(pathToFileURL(join(fixture.dir, 'gone.png')).href);
    const error = await sourceError(service().images.render(request(id)));
    expect((error.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
  });

  it('refuses a local original outside the data folder, even through a symlink', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'uyut-outside-'));
    const secret = join(outside, 'secret.png');
    await writeFile(
      secret,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: RED } })
        .png()
        .toBuffer(),
    );
    await symlink(secret, join(fixture.dir, 'link.png'));
    for (const url of [pathToFileURL(secret).href, pathToFileURL(join(fixture.dir, 'link.png')).href]) {
      const error = await sourceError(service().images.render(request(await fixture.addImage(url))));
      expect((error.cause as Error).message).toMatch(/outside the data folder/);
    }
    await rm(outside, { recursive: true, force: true });
  });

  it('refuses a local original over the size cap', async () => {
    const id = await fixture.addImage(await fixture.original('huge.png', Buffer.alloc(MAX_ORIGINAL_BYTES + 1)));
    const error = await sourceError(service().images.render(request(id)));
    expect((error.cause as Error).message).toMatch(/over the \d+ byte limit/);
  });

  it('refuses originals that are not SVG, PNG, JPEG or WebP', async () => {
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: RED } })
      .gif()
      .toBuffer();
    const id = await fixture.addImage(await fixture.original('anim.gif', gif));
    const error = await sourceError(service().images.render(request(id)));
    expect(error.message).toMatch(/got gif/);
  });

  it('refuses originals over the decoded pixel limit', async () => {
    const id = await fixture.addImage(await fixture.original('bomb.png', await png({ width: 8000, height: 6000 })));
    await sourceError(service().images.render(request(id)));
  });

  it('downloads an http original', async () => {
    const bytes = await png({ width: 1200, height: 900 });
    await withServer(
      (_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(bytes),
      async (origin) => {
        const id = await fixture.addImage(`${origin}/sofa.png`);
        const { file } = await service().images.render(request(id, { format: 'jpg' }));
        expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
      },
    );
  });

  it('gives up on a slow http original after the timeout', async () => {
    await withServer(
      () => undefined,
      async (origin) => {
        const id = await fixture.addImage(`${origin}/slow.png`);
        const error = await sourceError(service({ fetchTimeoutMs: 200 }).images.render(request(id)));
        expect((error.cause as Error).name).toBe('TimeoutError');
      },
    );
  });

  it('reports an http error status as a source error', async () => {
    await withServer(
      (_request, response) => response.writeHead(404).end('missing'),
      async (origin) => {
        const id = await fixture.addImage(`${origin}/missing.png`);
        const error = await sourceError(service().images.render(request(id)));
        expect((error.cause as Error).message).toBe('HTTP 404');
      },
    );
  });

  it('refuses an http original that declares more than the size cap', async () => {
    await withServer(
      (_request, response) => {
        response.writeHead(200, { 'content-length': String(MAX_ORIGINAL_BYTES + 1) });
        response.write(Buffer.alloc(16));
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/big.png`);
        const error = await sourceError(service({ fetchTimeoutMs: 5000 }).images.render(request(id)));
        expect((error.cause as Error).message).toMatch(/^declared \d+ bytes/);
      },
    );
  });

  it('stops reading a streamed http original at the size cap', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    await withServer(
      (_request, response) => {
        response.on('error', () => undefined);
        response.writeHead(200, { 'content-type': 'image/png' });
        for (let sent = 0; sent <= MAX_ORIGINAL_BYTES; sent += chunk.length) response.write(chunk);
        response.end();
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/stream.png`);
        const error = await sourceError(service({ fetchTimeoutMs: 5000 }).images.render(request(id)));
        expect((error.cause as Error).message).toMatch(/^body over the \d+ byte limit/);
      },
    );
  });

  it('refuses an http original on a loopback address under the real rule, without connecting', async () => {
    let requests = 0;
    await withServer(
      (_request, response) => {
        requests++;
        response.end();
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/admin/secret.png`);
        const error = await sourceError(service({ network: {} }).images.render(request(id)));
        expect(error.cause).toBeInstanceOf(GuardedFetchError);
        expect((error.cause as GuardedFetchError).reason).toBe('address');
      },
    );
    expect(requests).toBe(0);
  });

  it('refuses an http original whose host resolves to a private or metadata address', async () => {
    const id = await fixture.addImage('http://images.shop.test/sofa.png');
    const resolve = async () => [{ address: '169.254.169.254', family: 4 }];
    const error = await sourceError(service({ network: { resolve } }).images.render(request(id)));
    expect((error.cause as Error).message).toBe('images.shop.test resolves to 169.254.169.254, which is not a public address');
  });

  it('does not fetch a failing original again until its failure expires', async () => {
    let requests = 0;
    await withServer(
      (_request, response) => {
        requests++;
        response.writeHead(404).end();
      },
      async (origin) => {
        const id = await fixture.addImage(`${origin}/missing.png`);
        let clock = 1_000_000;
        const { images } = service({ failureTtlMs: 300, now: () => clock });
        const first = await sourceError(images.render(request(id)));
        clock += 299;
        const again = await sourceError(images.render(request(id, { width: 160, height: 160, format: 'jpg' })));
        expect(again).toBe(first);
        expect(requests).toBe(1);
        clock += 1;
        await sourceError(images.render(request(id)));
        expect(requests).toBe(2);
      },
    );
  });

  it('answers an image only under its own type', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const { images, rendered } = service();
    for (const type of ['product', 'eshop', 'category', 'inspiration', 'review'] as const) {
      await expect(images.render(request(id, { type }))).rejects.toThrow(
        new ImageNotFoundError(id, `Image ${id} is a variant image, not a ${type} image`),
      );
    }
    expect(rendered).toEqual([]);
    await expect(images.render(request(id))).resolves.toMatchObject({ contentType: 'image/webp' });
  });

  it('keeps the render cache within its byte budget, evicting the least recently used render', async () => {
    const bytes = await png({ width: 1200, height: 900 });
    const ids = [];
    for (const name of ['a', 'b', 'c', 'd']) ids.push(await fixture.addImage(await fixture.original(`${name}.png`, bytes)));
    const [a = 0, b = 0, c = 0, d = 0] = ids;
    const warm = service();
    const files = [];
    for (const id of [a, b, c]) files.push((await warm.images.render(request(id))).file);
    const [fileA = '', fileB = '', fileC = ''] = files;
    // Access times as the start-up scan will see them: a oldest, then b, then c.
    for (const [index, file] of files.entries()) await utimes(file, 1000 + index, 1000 + index);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
    const budget = sizes.reduce((sum, size) => sum + size, 0);

    const { images, rendered, cacheErrors } = service({ cacheBytes: budget });
    await images.render(request(a));
    const fileD = (await images.render(request(d))).file;
    expect(rendered.map((job) => job.id)).toEqual([d]);
    const left = await readdir(join(fixture.dir, 'images', 'cache'), { recursive: true, withFileTypes: true });
    const kept = left.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    expect(kept.sort()).toEqual([fileA, fileC, fileD].sort());
    expect(fileB).not.toBe(fileD);
    expect((await Promise.all(kept.map(async (file) => (await stat(file)).size))).reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(
      budget,
    );
    expect(cacheErrors).toEqual([]);
  });

  it('keeps the downloaded originals within their own byte budget', async () => {
    const bytes = await png({ width: 1200, height: 900 });
    const ids = [];
    for (const name of ['a', 'b', 'c']) ids.push(await fixture.addImage(await fixture.original(`${name}.png`, bytes)));
    const { images, cacheErrors } = service({ originalsBytes: bytes.length * 2 });
    for (const id of ids) await images.render(request(id));
    const originals = (await readdir(join(fixture.dir, 'images', 'originals'), { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    expect(originals.map((entry) => entry.name).sort()).toEqual(ids.slice(1).map(String).sort());
    expect(cacheErrors).toEqual([]);
  });

  it('renders a few cache misses at once, queues a few more and refuses the rest as busy', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const { images, rendered } = service({ maxConcurrentRenders: 1, maxQueuedRenders: 2 });
    const widths = [80, 160, 240, 320, 400] as const;
    const outcomes = await Promise.allSettled(widths.map((width) => images.render(request(id, { width, height: width }))));
    // Which misses get through depends on the order their cache lookups finish; how many does not.
    const served = widths.filter((_, index) => outcomes[index]?.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(served).toHaveLength(3);
    expect(refused).toEqual([new RenderBusyError(), new RenderBusyError()]);
    expect(refused.every((reason) => reason instanceof RenderBusyError)).toBe(true);
    expect(rendered.map((job) => job.width).sort((x, y) => x - y)).toEqual(served);
    const retried = widths.find((width) => !served.includes(width)) ?? 0;
    await expect(images.render(request(id, { width: retried, height: retried }))).resolves.toMatchObject({ contentType: 'image/webp' });
  });
});

describe('GET /img/...', () => {
  let app: FastifyInstance;
  let logLines: string[];

  beforeEach(async () => {
    logLines = [];
    app = await buildApp({
      db: fixture.handle.db,
      config: loadConfig({ DATA_DIR: fixture.dir }, fixture.dir),
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
  });

  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers a PNG original as webp in the requested box, cacheable forever', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const response = await get(imagePath({ type: 'variant', id, width: 480, height: 480, format: 'webp' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
  });

  it('answers an SVG original as jpeg through the slug form', async () => {
    const id = await fixture.addImage(await fixture.original('logo.svg', SVG), 'eshop');
    const response = await get(imagePath({ type: 'eshop', id, width: 160, height: 160, format: 'jpg', slug: 'mebeli-ivanov' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
  });

  it('ignores the slug when resolving the image', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const plain = await get(imagePath({ type: 'variant', id, width: 320, height: 320, format: 'webp' }));
    const slugged = await get(imagePath({ type: 'variant', id, width: 320, height: 320, format: 'webp', slug: 'kakvoto-i-da-e' }));
    expect(slugged.statusCode).toBe(200);
    expect(slugged.rawPayload).toEqual(plain.rawPayload);
  });

  it.each([
    ['size', (aa: string, bb: string, cc: string, id: number) => `/img/variant/333-333/${aa}/${bb}/${cc}/${id}.webp`],
    ['size', (aa: string, bb: string, cc: string, id: number) => `/img/variant/4000-0/${aa}/${bb}/${cc}/${id}.webp`],
    ['size', (aa: string, bb: string, cc: string, id: number) => `/img/variant/320-0/${aa}/${bb}/${cc}/${id}.webp`],
    ['size', (aa: string, bb: string, cc: string, id: number) => `/img/variant/640-480/${aa}/${bb}/${cc}/${id}.webp`],
    ['size', (aa: string, bb: string, cc: string, id: number) => `/img/variant/40-40/${aa}/${bb}/${cc}/${id}.webp`],
    ['type', (aa: string, bb: string, cc: string, id: number) => `/img/banner/320-320/${aa}/${bb}/${cc}/${id}.webp`],
    ['format', (aa: string, bb: string, cc: string, id: number) => `/img/variant/320-320/${aa}/${bb}/${cc}/${id}.gif`],
    ['format', (aa: string, bb: string, cc: string, id: number) => `/img/variant/320-320/${aa}/${bb}/${cc}/${id}/divan.png`],
  ])('answers 400 naming the %s for %#', async (field, url) => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const response = await get(url(...hashFolders(id), id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', field });
  });

  it('answers 404 for hash folders that do not belong to the id', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const [aa, bb] = hashFolders(id);
    const response = await get(`/img/variant/320-320/${aa}/${bb}/zz/${id}.webp`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await get(imagePath({ type: 'variant', id: 4242, width: 320, height: 320, format: 'webp' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('serves the second request from the disk cache, leaving the cached file untouched', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const url = imagePath({ type: 'variant', id, width: 240, height: 240, format: 'jpg' });
    const first = await get(url);
    const cached = join(fixture.dir, 'images', 'cache', 'variant', '240-240', ...hashFolders(id), `${id}.jpg`);
    const before = await stat(cached);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await get(url);
    const after = await stat(cached);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('answers 304 when If-None-Match holds the current ETag', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const url = imagePath({ type: 'variant', id, width: 320, height: 320, format: 'webp' });
    const { headers } = await get(url);
    const etag = String(headers.etag);
    const revalidated = await get(url, { 'if-none-match': `"stale", W/${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('answers 502 and logs the cause when the original cannot be read', async () => {
    const id = await fixture.addImage(pathToFileURL(join(fixture.dir, 'gone.png')).href);
    const response = await get(imagePath({ type: 'variant', id, width: 320, height: 320, format: 'webp' }));
    expect(response.statusCode).toBe(502);
    expect(response.headers['cache-control']).toBe('no-store');
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'original image unavailable',
        err: expect.objectContaining({ message: expect.stringContaining('ENOENT') }),
      }),
    );
  });

  it('answers 404 for an image requested under another type than its own', async () => {
    const id = await fixture.addImage(await fixture.original('sofa.png', await png({ width: 1200, height: 900 })));
    const response = await get(imagePath({ type: 'eshop', id, width: 160, height: 160, format: 'webp' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: `Image ${id} is a variant image, not a eshop image`,
    });
  });

  it('answers 503 with Retry-After to cache misses beyond the render queue', async () => {
    const bytes = await png({ width: 1200, height: 900 });
    const perImage = IMAGE_EDGES.length * IMAGE_FORMATS.length;
    const ids: number[] = [];
    while (ids.length * perImage < DEFAULT_MAX_CONCURRENT_RENDERS + DEFAULT_MAX_QUEUED_RENDERS + 8)
      ids.push(await fixture.addImage(await fixture.original(`${ids.length}.png`, bytes)));
    const paths = ids.flatMap((id) =>
      IMAGE_EDGES.flatMap((edge) => IMAGE_FORMATS.map((format) => imagePath({ type: 'variant', id, width: edge, height: edge, format }))),
    );
    const responses = await Promise.all(paths.map((path) => get(path)));
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(responses.filter((response) => response.statusCode !== 503).every((response) => response.statusCode === 200)).toBe(true);
    expect(busy[0]?.headers['retry-after']).toBe('1');
    expect(busy[0]?.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it('keeps the image routes out of the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json() as { paths?: Record<string, unknown> };
    expect(Object.keys(document.paths ?? {}).filter((path) => path.startsWith('/img'))).toEqual([]);
  });
});
