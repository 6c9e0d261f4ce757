import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { Db } from '../../db/database';
import { type NetworkRule, guardedFetchBuffer } from '../../lib/guarded-fetch';
import { hashFolders, type ImageFormat, type ImageRequest, sizeFolder } from '@uyut/core';
import { createDiskBudget, type DiskBudget } from './disk-budget';
import { createRenderGate, type RenderGate } from './render-gate';
import { MAX_ROW_ID } from '../../db/schema';
import * as repository from './repository';

/** Largest original we read, from disk or network. */
export const MAX_ORIGINAL_BYTES = 10 * 1024 * 1024;
export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;
/** How long an original that failed is not tried again: a broken or refused image costs one fetch per this period, not one per request. */
export const DEFAULT_FAILURE_TTL_MS = 10 * 60_000;
/** Failed originals remembered at most; the oldest is forgotten first. */
const MAX_REMEMBERED_FAILURES = 10_000;
export const DEFAULT_CACHE_BYTES = 2 * 1024 ** 3;
/** Downloaded originals kept on disk; an evicted one is fetched again when a new size of it is asked for. */
export const DEFAULT_ORIGINALS_BYTES = 4 * 1024 ** 3;
/**
 * Cache-miss renders at once: half the cores, each render on one libvips thread, so the other half stay
 * free for requests (on 2 cores, 2 renders at once doubled health p99 under a flood against 1).
 */
export const DEFAULT_MAX_CONCURRENT_RENDERS = Math.max(1, Math.floor(availableParallelism() / 2));
/** Cache misses waiting for a render slot; one more is answered 503 with Retry-After. */
export const DEFAULT_MAX_QUEUED_RENDERS = 32;
/** Decoded pixels allowed per original, against decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;
const ORIGINAL_FORMATS = ['svg', 'png', 'jpeg', 'webp'];
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const INPUT_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true };
/** librsvg's accepted density range (dpi); 72 dpi renders an SVG at its intrinsic size. */
const SVG_BASE_DENSITY = 72;
const SVG_MAX_DENSITY = 100_000;

const CONTENT_TYPES: Record<ImageFormat, RenderedImage['contentType']> = { jpg: 'image/jpeg', webp: 'image/webp' };

export interface ImageServiceOptions {
  db: Db;
  /** Originals live in `{dataDir}/images/originals`, renders in `{dataDir}/images/cache`. */
  dataDir: string;
  fetchTimeoutMs?: number;
  /** Called once per sharp render (never for a cache hit); for metrics and tests. */
  onRender?: (request: ImageRequest) => void;
  /** Addresses originals may be downloaded from: public ones (lib/public-address) unless a test admits loopback. */
  network?: NetworkRule;
  failureTtlMs?: number;
  /** The clock a failure's expiry is read on (Date.now; a test moves its own). */
  now?: () => number;
  /** Byte budget of the render cache; the least recently used renders are deleted beyond it. */
  cacheBytes?: number;
  /** Byte budget of the originals kept on disk, the same way. */
  originalsBytes?: number;
  maxConcurrentRenders?: number;
  maxQueuedRenders?: number;
  /** Called with failures of disk housekeeping (scan, eviction), which never fail a request. */
  onCacheError: (error: unknown) => void;
}

export interface RenderedImage {
  /** Absolute path of the rendered file in the disk cache. */
  file: string;
  contentType: 'image/jpeg' | 'image/webp';
  /** Strong validator built from the cached file's size and modification time. */
  etag: string;
  /** Bytes in `file`. */
  size: number;
}

/** No row in `images` for the requested id, or the image is of another type than the one requested. */
export class ImageNotFoundError extends Error {
  override readonly name = 'ImageNotFoundError';
  constructor(
    readonly imageId: number,
    message = `Image ${imageId} does not exist`,
  ) {
    super(message);
  }
}

/** The original could not be read, downloaded or decoded; `cause` holds the underlying failure. */
export class ImageSourceError extends Error {
  override readonly name = 'ImageSourceError';
  constructor(
    readonly imageId: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`Image ${imageId}: ${message}`, options);
  }
}

interface ImageRow {
  id: number;
  kind: string;
  source_url: string;
  width: number | null;
  height: number | null;
}

interface Original {
  buffer: Buffer;
  format: string;
  width: number;
  height: number;
}

/**
 * Renders images on demand into a disk cache. A cached render is served with one `stat` and no
 * database or sharp work. Concurrent requests for the same output share one job, and concurrent jobs
 * for one image share one read of its original. Cache misses pass a gate (a few at once, a short
 * queue, then RenderBusyError), the cache is kept within a byte budget, and an original that failed is
 * not tried again for a while.
 */
export class ImageService {
  private readonly db: Db;
  private readonly dataDir: string;
  private readonly onRender: ((request: ImageRequest) => void) | undefined;
  private readonly failureTtlMs: number;
  private readonly now: () => number;
  private readonly download: NetworkRule & { timeoutMs: number };
  /** Cache file → the job rendering or serving it. */
  private readonly renders = new Map<string, Promise<RenderedImage>>();
  /** Image id → the read of its original that concurrent jobs share. */
  private readonly originals = new Map<number, Promise<Original>>();
  /** Image id → its last failure and until when it stands, oldest first. */
  private readonly failures = new Map<number, { error: ImageSourceError; until: number }>();
  private readonly cacheRoot: string;
  private readonly originalsRoot: string;
  private readonly cache: DiskBudget;
  private readonly originalsCache: DiskBudget;
  private readonly gate: RenderGate;

  constructor(options: ImageServiceOptions) {
    this.db = options.db;
    this.dataDir = options.dataDir;
    this.onRender = options.onRender;
    this.failureTtlMs = options.failureTtlMs ?? DEFAULT_FAILURE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.download = { ...options.network, timeoutMs: options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS };
    this.cacheRoot = join(options.dataDir, 'images', 'cache');
    this.originalsRoot = join(options.dataDir, 'images', 'originals');
    this.cache = createDiskBudget({
      root: this.cacheRoot,
      budgetBytes: options.cacheBytes ?? DEFAULT_CACHE_BYTES,
      onError: options.onCacheError,
    });
    this.originalsCache = createDiskBudget({
      root: this.originalsRoot,
      budgetBytes: options.originalsBytes ?? DEFAULT_ORIGINALS_BYTES,
      onError: options.onCacheError,
    });
    this.gate = createRenderGate({
      concurrency: options.maxConcurrentRenders ?? DEFAULT_MAX_CONCURRENT_RENDERS,
      maxQueued: options.maxQueuedRenders ?? DEFAULT_MAX_QUEUED_RENDERS,
    });
    // One libvips thread per render: with the gate's few renders at once, cores stay free for requests.
    sharp.concurrency(1);
  }

  /** The rendered file of `request`: from the disk cache, else rendered once however many ask at the same time. */
  render(request: ImageRequest): Promise<RenderedImage> {
    const file = this.cacheFile(request);
    const pending = this.renders.get(file);
    if (pending) return pending;
    const job = this.serve(request, file).finally(() => this.renders.delete(file));
    this.renders.set(file, job);
    return job;
  }

  private cacheFile(request: ImageRequest): string {
    return join(this.cacheRoot, request.type, sizeFolder(request), ...hashFolders(request.id), `${request.id}.${request.format}`);
  }

  private originalFile(id: number): string {
    return join(this.originalsRoot, ...hashFolders(id), String(id));
  }

  private async serve(request: ImageRequest, file: string): Promise<RenderedImage> {
    const cached = await statIfExists(file);
    if (cached) {
      this.cache.touch(file, cached.size);
      return describe({ file, stats: cached, format: request.format });
    }
    const failure = this.failures.get(request.id);
    if (failure && failure.until > this.now()) throw failure.error;
    return this.gate.run(() => this.renderMiss(request, file));
  }

  private async renderMiss(request: ImageRequest, file: string): Promise<RenderedImage> {
    if (request.id > MAX_ROW_ID) throw new ImageNotFoundError(request.id);
    const row = await repository.imageToRender(this.db, request.id);
    if (!row) throw new ImageNotFoundError(request.id);
    if (row.kind !== request.type)
      throw new ImageNotFoundError(request.id, `Image ${request.id} is a ${row.kind} image, not a ${request.type} image`);
    try {
      const original = await this.sharedOriginal(row);
      this.onRender?.(request);
      const output = await resize(original, request).catch((cause: unknown) => {
        throw new ImageSourceError(request.id, 'the original could not be rendered', { cause });
      });
      await writeAtomically({ target: file, data: output });
    } catch (error) {
      if (error instanceof ImageSourceError) this.rememberFailure(error);
      throw error;
    }
    const stats = await stat(file);
    await this.cache.added(file, stats.size);
    return describe({ file, stats, format: request.format });
  }

  private rememberFailure(error: ImageSourceError): void {
    const { failures } = this;
    failures.delete(error.imageId);
    failures.set(error.imageId, { error, until: this.now() + this.failureTtlMs });
    for (const id of failures.keys()) {
      if (failures.size <= MAX_REMEMBERED_FAILURES) break;
      failures.delete(id);
    }
  }

  private sharedOriginal(row: ImageRow): Promise<Original> {
    const pending = this.originals.get(row.id);
    if (pending) return pending;
    const job = this.loadOriginal(row).finally(() => this.originals.delete(row.id));
    this.originals.set(row.id, job);
    return job;
  }

  private async loadOriginal(row: ImageRow): Promise<Original> {
    const file = this.originalFile(row.id);
    const cached = await readIfExists(file);
    const buffer =
      cached ?? (await readSource({ imageId: row.id, sourceUrl: row.source_url, download: this.download, localRoot: this.dataDir }));
    const original = await inspect(row.id, buffer);
    if (cached) {
      this.originalsCache.touch(file, buffer.length);
    } else {
      await writeAtomically({ target: file, data: buffer });
      await this.originalsCache.added(file, buffer.length);
    }
    if (row.width !== original.width || row.height !== original.height) {
      await repository.recordImageSize(this.db, { id: row.id, width: original.width, height: original.height });
    }
    return original;
  }
}

/**
 * Reads the original named by a `file://` or `http(s)://` URL, at most MAX_ORIGINAL_BYTES. Local files
 * are read only from inside `localRoot` (the data folder), so a feed cannot make us serve any other file;
 * downloads go through the guarded fetch, so a feed cannot make us reach an internal address. The visual
 * descriptors (services/visual) read originals the same way.
 */
export async function readSource(input: {
  imageId: number;
  sourceUrl: string;
  download: NetworkRule & { timeoutMs: number };
  localRoot: string;
}): Promise<Buffer> {
  const { imageId, sourceUrl } = input;
  try {
    const url = new URL(sourceUrl);
    if (url.protocol === 'file:') return await readLocalFile({ path: fileURLToPath(url), root: input.localRoot });
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return await guardedFetchBuffer(url.href, { ...input.download, maxBytes: MAX_ORIGINAL_BYTES, accept: 'image/*' });
    throw new Error(`unsupported URL scheme ${url.protocol}`);
  } catch (cause) {
    throw new ImageSourceError(imageId, `could not read the original from ${sourceUrl}`, { cause });
  }
}

async function readLocalFile(input: { path: string; root: string }): Promise<Buffer> {
  const [path, root] = await Promise.all([realpath(input.path), realpath(input.root)]);
  if (!path.startsWith(`${root}${sep}`)) throw new Error(`${input.path} is outside the data folder`);
  const { size } = await stat(path);
  if (size > MAX_ORIGINAL_BYTES) throw new Error(`file is ${size} bytes, over the ${MAX_ORIGINAL_BYTES} byte limit`);
  return readFile(path);
}

/** Decodes the header, checks the format is one we accept and returns the displayed (EXIF-oriented) size. */
async function inspect(imageId: number, buffer: Buffer): Promise<Original> {
  const metadata = await sharp(buffer, INPUT_OPTIONS)
    .metadata()
    .catch((cause: unknown) => {
      throw new ImageSourceError(imageId, 'the original is not a readable image', { cause });
    });
  const format = String(metadata.format);
  if (!ORIGINAL_FORMATS.includes(format))
    throw new ImageSourceError(imageId, `originals must be ${ORIGINAL_FORMATS.join(', ')}; got ${format}`);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageSourceError(imageId, 'the original has no dimensions');
  return { buffer, format, width, height };
}

/**
 * A box `w×h` always yields exactly `w×h` pixels: the image is fitted inside (scaled down, or up when
 * the original is smaller) and centred on white. SVGs are rasterised at the density that fits the box,
 * so they stay sharp. Transparency is flattened onto white for both formats.
 */
function resize(original: Original, request: ImageRequest): Promise<Buffer> {
  const { width, height } = request;
  const density = original.format === 'svg' ? svgDensity(original, request) : undefined;
  const image = sharp(original.buffer, density === undefined ? INPUT_OPTIONS : { ...INPUT_OPTIONS, density }).flatten({
    background: WHITE,
  });
  return encode(image.resize({ width, height, fit: 'contain', background: WHITE }), request.format).toBuffer();
}

function svgDensity(original: Original, request: ImageRequest): number {
  const scale = Math.min(request.width / original.width, request.height / original.height);
  return Math.min(SVG_MAX_DENSITY, Math.max(1, Math.ceil(SVG_BASE_DENSITY * scale)));
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  return format === 'jpg' ? image.jpeg({ quality: 80, mozjpeg: true }) : image.webp({ quality: 78 });
}

/** Writes to a unique temporary file beside the target and renames it, so readers never see a partial file. */
async function writeAtomically(input: { target: string; data: Buffer }): Promise<void> {
  await mkdir(dirname(input.target), { recursive: true });
  const temporary = `${input.target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, input.data);
    await rename(temporary, input.target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function describe(input: { file: string; stats: Stats; format: ImageFormat }): RenderedImage {
  const { file, stats, format } = input;
  return {
    file,
    contentType: CONTENT_TYPES[format],
    etag: `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`,
    size: stats.size,
  };
}

async function statIfExists(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
