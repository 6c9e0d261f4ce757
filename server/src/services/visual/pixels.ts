import sharp, { type SharpOptions } from 'sharp';
import { type Pixels, describePixels } from './descriptor';

/** The longer side of the thumbnail a descriptor is computed from: enough for a coarse colour and outline. */
const THUMBNAIL_EDGE = 64;
/** Decoded pixels allowed per picture, against decompression bombs (the image service's limit). */
const MAX_INPUT_PIXELS = 40_000_000;
/** librsvg renders an SVG at its intrinsic size at 72 dpi. */
const SVG_BASE_DENSITY = 72;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'svg']);
const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true };

/** The bytes are not a picture we describe: not decodable, another format, or larger than allowed. */
export class UnreadablePictureError extends Error {
  override readonly name = 'UnreadablePictureError';
}

/**
 * Decodes a picture (JPEG, PNG, WebP; SVG only with `allowSvg`, for originals from our own store) into a thumbnail
 * of at most THUMBNAIL_EDGE pixels a side, transparency flattened onto white. An SVG is rasterised straight at the
 * thumbnail's size instead of at its full size.
 */
export async function thumbnailPixels(input: { bytes: Buffer; allowSvg: boolean }): Promise<Pixels> {
  const formats = input.allowSvg ? ACCEPTED_FORMATS : new Set([...ACCEPTED_FORMATS].filter((f) => f !== 'svg'));
  /* sharp refuses some inputs (an empty buffer) as it is called, others when it reads them: both are unreadable. */
  const metadata = await Promise.resolve()
    .then(() => sharp(input.bytes, INPUT).metadata())
    .catch((cause: unknown) => {
      throw new UnreadablePictureError('the file is not a readable picture', { cause });
    });
  const format = String(metadata.format);
  if (!formats.has(format)) throw new UnreadablePictureError(`pictures must be ${[...formats].join(', ')}; got ${format}`);
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UnreadablePictureError('the picture has no dimensions');
  const density = format === 'svg' ? Math.max(1, Math.ceil((SVG_BASE_DENSITY * THUMBNAIL_EDGE) / Math.max(width, height))) : undefined;
  const { data, info } = await sharp(input.bytes, density === undefined ? INPUT : { ...INPUT, density })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((cause: unknown) => {
      throw new UnreadablePictureError('the picture could not be decoded', { cause });
    });
  if (info.channels !== 3) throw new UnreadablePictureError(`expected 3 colour channels, got ${info.channels}`);
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** The descriptor of a picture's bytes (descriptor.ts). */
export async function describePicture(input: { bytes: Buffer; allowSvg: boolean }): Promise<Float32Array> {
  return describePixels(await thumbnailPixels(input));
}
