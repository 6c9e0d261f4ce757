import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { BadRequestError } from '../../lib/http-errors';

/** Avatars are square WebP images of this size. */
const AVATAR_SIZE = 256;
/** A decoded upload may hold at most this many pixels (a small file can claim a huge canvas: ASVS 5.2.6). */
const MAX_INPUT_PIXELS = 40_000_000;

/** Square-crops, resizes and re-encodes an upload as WebP; a file sharp cannot read whole is a 400 on `body`. */
export async function renderAvatar(upload: Buffer): Promise<Buffer> {
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequestError('The image could not be read', 'body');
  }
}

/** Writes the avatar under a new unguessable name (so its URL can be cached for ever) and answers the name. */
export async function storeAvatar(options: { dir: string; userId: number; image: Buffer }): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const file = `${options.userId}-${randomBytes(12).toString('base64url')}.webp`;
  await writeFile(join(options.dir, file), options.image);
  return file;
}

export async function removeAvatar(options: { dir: string; file: string | null }): Promise<void> {
  if (options.file !== null) await rm(join(options.dir, options.file), { force: true });
}
