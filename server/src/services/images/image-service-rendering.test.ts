import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashFolders } from '@uyut/core';
import { ImageNotFoundError } from './image-service';
import { RenderBusyError } from './render-gate';
import { fixture, png, RED, request, service, SVG, useImageFixture } from './image-service-test-helpers';

useImageFixture();

async function pixel(input: { data: Buffer | string; x: number; y: number }): Promise<number[]> {
  const { data, info } = await sharp(input.data).raw().toBuffer({ resolveWithObject: true });
  const offset = (input.y * info.width + input.x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
}

function near(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => expect(Math.abs(value - (expected[index] ?? 0))).toBeLessThanOrEqual(12));
}

describe('ImageService', () => {
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
