import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { hashFolders, IMAGE_EDGES, IMAGE_FORMATS, imagePath } from '@uyut/core';
import { DEFAULT_MAX_CONCURRENT_RENDERS, DEFAULT_MAX_QUEUED_RENDERS } from './image-service';
import { fixture, png, SVG, useImageFixture } from './image-service-test-helpers';

useImageFixture();

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
