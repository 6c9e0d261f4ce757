import { type IGatsbyImageData, type IUrlBuilderArgs, getImageData } from 'gatsby-plugin-image';
import { utf8Encode } from './utf8';

/**
 * The public image URL scheme (spec §9), shared with the server's images service:
 *
 *   /img/{type}/{w}-{h}/{aa}/{bb}/{cc}/{id}[/{slug}].{jpg|webp}
 *
 * aa/bb/cc are the first six hex digits of the 32-bit FNV-1a hash of the decimal id. The server
 * re-implements the same rule (the site never imports server code), so change both or neither.
 */

export const IMAGE_TYPES = ['variant', 'product', 'eshop', 'category', 'inspiration', 'review'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_FORMATS = ['jpg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The only box edges the server renders. */
export const IMAGE_DIMENSIONS = [40, 80, 120, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600] as const;

/** Height 0 asks for the given width with the original aspect ratio. */
export const KEEP_ASPECT_HEIGHT = 0;

export interface ImageSize {
  width: number;
  height: number;
}

/** Named boxes used across the site. */
export const IMAGE_SIZES = {
  thumb: { width: 80, height: 80 },
  card: { width: 320, height: 320 },
  card2x: { width: 640, height: 640 },
  detail: { width: 800, height: 800 },
  zoom: { width: 1600, height: 1600 },
} as const satisfies Record<string, ImageSize>;
export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** Either a named size or an explicit width (height defaults to 0 = keep aspect ratio). */
export type ImageSizeInput = { sizeName: string } | { width?: number; height?: number };

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

function isImageSizeName(value: string): value is ImageSizeName {
  return Object.prototype.hasOwnProperty.call(IMAGE_SIZES, value);
}

export function isImageSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

export function isAllowedDimension(value: number): boolean {
  return (IMAGE_DIMENSIONS as readonly number[]).includes(value);
}

/** 32-bit FNV-1a over the UTF-8 bytes of `text`, unsigned. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8Encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash;
}

/** The three hash folders of an image id, e.g. 1 → ['34', '0c', 'a7']. */
export function imageHashFolders(id: number): [string, string, string] {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Image id must be a positive integer, got ${id}`);
  const hex = fnv1a32(String(id)).toString(16).padStart(8, '0');
  return [hex.slice(0, 2), hex.slice(2, 4), hex.slice(4, 6)];
}

/**
 * Resolves a size name or an explicit box (spec §5 "Image size lookup requires width or a size name";
 * spec §8 "Given sizeName ... does not exist"). Explicit edges must be in IMAGE_DIMENSIONS.
 */
export function imageSize(input: ImageSizeInput): ImageSize {
  if ('sizeName' in input) {
    if (!isImageSizeName(input.sizeName)) throw new Error('Given sizeName ' + input.sizeName + ' does not exist');
    return IMAGE_SIZES[input.sizeName];
  }
  const { width, height = KEEP_ASPECT_HEIGHT } = input;
  if (width === undefined) throw new Error('Image size lookup requires width or sizeName');
  if (!isAllowedDimension(width) || (height !== KEEP_ASPECT_HEIGHT && !isAllowedDimension(height))) {
    throw new RangeError(`Given size ${width}-${height} does not exist`);
  }
  return { width, height };
}

export type ImageUrlInput = {
  id: number;
  type: ImageType;
  format: ImageFormat;
  /** SEO slug: lower-case Latin letters, digits and single hyphens. */
  slug?: string;
} & ImageSizeInput;

/** The root-relative URL of one rendered image, e.g. '/img/variant/320-320/34/0c/a7/1/divan.webp'. */
export function imageUrl(input: ImageUrlInput): string {
  const { width, height } = imageSize(input);
  const [aa, bb, cc] = imageHashFolders(input.id);
  if (input.slug !== undefined && !isImageSlug(input.slug)) {
    throw new RangeError(`Image slug '${input.slug}' must be lower-case letters, digits and single hyphens`);
  }
  const name = input.slug === undefined ? String(input.id) : `${input.id}/${input.slug}`;
  return `/img/${input.type}/${width}-${height}/${aa}/${bb}/${cc}/${name}.${input.format}`;
}

export interface GatsbyImageDataInput {
  id: number;
  type?: ImageType;
  slug?: string;
  /** Displayed box in CSS pixels (the image is constrained to it and scales down); an allowlisted edge. */
  width: number;
  height: number;
  /**
   * Largest image the server can return for this box. The images service renders any allowlisted box
   * (fitting the original inside, upscaling if needed), so this defaults to the largest allowlisted
   * width at the box's aspect ratio.
   */
  sourceWidth?: number;
  sourceHeight?: number;
  /** The `sizes` attribute; defaults to gatsby-plugin-image's constrained rule. */
  sizes?: string;
}

const MAX_DIMENSION = Math.max(...IMAGE_DIMENSIONS);
/** The smallest and largest pixel densities offered in srcset, relative to the displayed width. */
const MIN_DENSITY = 0.25;
const MAX_DENSITY = 2;
/** Served formats, in order of preference: a WebP <source> with a JPEG fallback. */
const FORMATS: ImageFormat[] = ['webp', 'jpg'];

/** The smallest allowlisted edge at least `value` wide (the largest one when none is). */
function snapUp(value: number): number {
  return IMAGE_DIMENSIONS.find((dimension) => dimension >= value) ?? MAX_DIMENSION;
}

/**
 * Box heights for every srcset width when they are all allowlisted (squares, and 4:3 at some sizes);
 * otherwise height 0 everywhere, which keeps the original's aspect ratio. Either way all candidates
 * of one srcset share one aspect ratio.
 */
function heightRule(input: { widths: readonly number[]; aspectRatio: number }): (width: number) => number {
  const boxHeight = (width: number) => Math.round(width / input.aspectRatio);
  const exact = input.widths.every((width) => isAllowedDimension(boxHeight(width)));
  return exact ? boxHeight : () => KEEP_ASPECT_HEIGHT;
}

function isImageFormat(format: string): format is ImageFormat {
  return (FORMATS as string[]).includes(format);
}

/**
 * gatsby-plugin-image data for one image of the images service, for `<GatsbyImage image={...} alt />`:
 * a constrained layout of the given box (so the card reserves its space and never shifts), and WebP
 * and JPEG srcsets whose boxes are all on the server's allowlist.
 */
export function gatsbyImageData(input: GatsbyImageDataInput): IGatsbyImageData {
  const { id, type = 'variant', slug, width, height, sizes } = input;
  if (!isAllowedDimension(width)) throw new RangeError(`Image width ${width} is not one of ${IMAGE_DIMENSIONS.join(', ')}`);
  const aspectRatio = width / height;
  const sourceWidth = input.sourceWidth ?? MAX_DIMENSION;
  const sourceHeight = input.sourceHeight ?? Math.round(sourceWidth / aspectRatio);
  const breakpoints = IMAGE_DIMENSIONS.filter(
    (dimension) => dimension >= width * MIN_DENSITY && dimension <= width * MAX_DENSITY && dimension <= sourceWidth,
  );
  const heightFor = heightRule({ widths: breakpoints, aspectRatio });

  const urlBuilder = (args: IUrlBuilderArgs<undefined>): string => {
    const format = isImageFormat(args.format) ? args.format : 'jpg';
    const boxWidth = snapUp(args.width);
    return imageUrl({ id, type, slug, format, width: boxWidth, height: heightFor(boxWidth) });
  };

  const image = getImageData({
    baseUrl: String(id),
    urlBuilder,
    pluginName: 'uyut-images',
    layout: 'constrained',
    formats: FORMATS,
    width,
    height,
    sourceWidth,
    sourceHeight,
    breakpoints,
  });
  if (sizes === undefined) return image;
  const { fallback, sources = [] } = image.images;
  return {
    ...image,
    images: {
      fallback: fallback && { ...fallback, sizes },
      sources: sources.map((source) => ({ ...source, sizes })),
    },
  };
}
