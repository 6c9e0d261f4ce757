import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { NetworkRule } from '../../lib/guarded-fetch';
import { DEFAULT_FETCH_TIMEOUT_MS, readSource } from '../images/image-service';
import { DESCRIPTOR_VERSION, serialiseDescriptor } from './descriptor';
import { describePicture } from './pixels';
import * as repository from './repository';

/** Images read per query of the pass. */
const BATCH = 200;
/** Originals read and described at once: reads wait on disk or network, decoding on one core. */
const CONCURRENCY = 2;
/** The longest error text kept on a descriptor row. */
const MAX_ERROR = 500;

export interface DescribeOptions {
  db: Db;
  /** The data folder: file: originals are read only from inside it (images/image-service.ts readSource). */
  dataDir: string;
  /** Which addresses http(s) originals may be downloaded from: public ones unless a test admits loopback. */
  network?: NetworkRule;
  now?: () => Date;
}

export interface DescribeOutcome {
  described: number;
  failed: number;
}

/**
 * Computes the descriptor of one stored image from its original, read as the image service reads it (a file inside
 * the data folder, or a guarded download of a public address), and stores it; an original that cannot be read or
 * decoded is stored with its error. Answers the descriptor, or undefined after a failure.
 */
export async function describeImage(
  options: DescribeOptions & { image: { id: number; source_url: string } },
): Promise<Float32Array | undefined> {
  const { db, image } = options;
  const at = (options.now ?? (() => new Date()))().toISOString();
  try {
    const bytes = await readSource({
      imageId: image.id,
      sourceUrl: image.source_url,
      download: { ...options.network, timeoutMs: DEFAULT_FETCH_TIMEOUT_MS },
      localRoot: options.dataDir,
    });
    const sourceHash = createHash('sha256').update(bytes).digest('hex');
    const row = { image_id: image.id, version: DESCRIPTOR_VERSION, source_hash: sourceHash, computed_at: at };
    try {
      const vector = await describePicture({ bytes, allowSvg: true });
      await repository.saveDescriptor(db, { ...row, descriptor: serialiseDescriptor(vector), error: null });
      return vector;
    } catch (error) {
      await repository.saveDescriptor(db, { ...row, descriptor: null, error: messageOf(error) });
      return undefined;
    }
  } catch (error) {
    const row = { image_id: image.id, version: DESCRIPTOR_VERSION, source_hash: null, descriptor: null, computed_at: at };
    await repository.saveDescriptor(db, { ...row, error: messageOf(error) });
    return undefined;
  }
}

/**
 * The descriptor pass run after imports (the CLI, the feed scheduler and the demo seed): describes every main image
 * of a listed offer that has no descriptor of the current version. An image keeps its row while its URL stays the
 * same (a new original comes under a new URL, so a new image id), so a pass after an import that changed no image
 * reads nothing.
 */
export async function describeMainImages(options: DescribeOptions): Promise<DescribeOutcome> {
  const outcome: DescribeOutcome = { described: 0, failed: 0 };
  for (let after = 0; ;) {
    const images = await repository.undescribedMainImages(options.db, { version: DESCRIPTOR_VERSION, after, limit: BATCH });
    for (let i = 0; i < images.length; i += CONCURRENCY) {
      const results = await Promise.all(images.slice(i, i + CONCURRENCY).map((image) => describeImage({ ...options, image })));
      for (const result of results) outcome[result ? 'described' : 'failed'] += 1;
    }
    if (images.length < BATCH) return outcome;
    after = images[images.length - 1]!.id;
  }
}

function messageOf(error: unknown): string {
  const message =
    error instanceof Error
      ? [error.message, error.cause instanceof Error ? error.cause.message : ''].filter(Boolean).join(': ')
      : String(error);
  return message.slice(0, MAX_ERROR);
}
