import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { ImageRequest } from '@uyut/core';
import { testDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { isPublicAddress } from '../../lib/public-address';
import { ImageService, type ImageServiceOptions } from './image-service';

/* What the image service's test files share: originals to render, a temp folder and database per test, and the service over them. */

export const RED = { r: 220, g: 20, b: 20 };
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><rect width="100" height="50" fill="#1e90ff"/></svg>';

export function png(input: { width: number; height: number; alpha?: number }): Promise<Buffer> {
  const background = { ...RED, alpha: input.alpha ?? 1 };
  return sharp({ create: { width: input.width, height: input.height, channels: 4, background } })
    .png()
    .toBuffer();
}

let opened: { dir: string; handle: DatabaseHandle };

/** The running test's temp folder and database (opened by useImageFixture). */
export const fixture = {
  get dir(): string {
    return opened.dir;
  },
  get handle(): DatabaseHandle {
    return opened.handle;
  },
  /** Writes an original under the temp dir and returns its file:// URL. */
  async original(name: string, data: Buffer | string): Promise<string> {
    const file = join(opened.dir, name);
    await writeFile(file, data);
    return pathToFileURL(file).href;
  },
  async addImage(sourceUrl: string, kind = 'variant'): Promise<number> {
    const row = await opened.handle.db
      .insertInto('images')
      .values({ source_url: sourceUrl, width: null, height: null, kind })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};

/** Gives each test of the calling file a temp folder and a fresh database, removed after it. */
export function useImageFixture(): void {
  beforeEach(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'uyut-images-'));
    opened = { dir, handle: await testDatabase() };
  });
  afterEach(async () => {
    await opened.handle.close();
    await rm(opened.dir, { recursive: true, force: true });
  });
}

export const request = (id: number, overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  type: 'variant',
  id,
  width: 320,
  height: 320,
  format: 'webp',
  ...overrides,
});

/** The test servers listen on 127.0.0.1, which downloads may reach here; the refusal tests pass the real rule. */
const admitLoopback = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

export function service(options: Partial<ImageServiceOptions> = {}) {
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
