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

export interface ResponsiveImageInput {
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
  /** The `sizes` attribute; defaults to the constrained rule: the box width, or the viewport when narrower. */
  sizes?: string;
}

const MAX_DIMENSION = Math.max(...IMAGE_DIMENSIONS);
/** The smallest and largest pixel densities offered in srcset, relative to the displayed width (a card shown narrower than half its box is rare). */
const MIN_DENSITY = 0.5;
const MAX_DENSITY = 2;
/** Served formats, in order of preference: a WebP <source> with a JPEG fallback. */
export const RESPONSIVE_FORMATS: readonly ImageFormat[] = ['webp', 'jpg'];

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

export interface ImageCandidates {
  /** Allowlisted srcset widths, ascending. */
  widths: number[];
  sourceWidth: number;
  sourceHeight: number;
  /** The URL of the candidate at least `width` wide, in `format`; every box is on the server's allowlist. */
  url: (candidate: { format: ImageFormat; width: number }) => string;
}

/** The srcset candidates of one image box: widths from ½× to 2× the box, each an allowlisted box of one aspect ratio. */
export function imageCandidates(input: ResponsiveImageInput): ImageCandidates {
  const { id, type = 'variant', slug, width, height } = input;
  if (!isAllowedDimension(width)) throw new RangeError(`Image width ${width} is not one of ${IMAGE_DIMENSIONS.join(', ')}`);
  const aspectRatio = width / height;
  const sourceWidth = input.sourceWidth ?? MAX_DIMENSION;
  const sourceHeight = input.sourceHeight ?? Math.round(sourceWidth / aspectRatio);
  const widths = IMAGE_DIMENSIONS.filter(
    (dimension) => dimension >= width * MIN_DENSITY && dimension <= width * MAX_DENSITY && dimension <= sourceWidth,
  );
  const heightFor = heightRule({ widths, aspectRatio });
  const url = (candidate: { format: ImageFormat; width: number }) => {
    const boxWidth = snapUp(candidate.width);
    return imageUrl({ id, type, slug, format: candidate.format, width: boxWidth, height: heightFor(boxWidth) });
  };
  return { widths, sourceWidth, sourceHeight, url };
}

export interface ResponsiveImage {
  /** The box, for the <img> width and height attributes (the browser reserves its space: no layout shift). */
  width: number;
  height: number;
  /** JPEG at the box width, for browsers without srcset. */
  src: string;
  srcSet: string;
  sizes: string;
  /** <source> elements before the <img>, most preferred first. */
  sources: { type: string; srcSet: string }[];
}

/**
 * A plain `<picture>` for one image of the images service: WebP and JPEG srcsets of allowlisted boxes
 * and the box size. Listing cards use it instead of gatsby-plugin-image, whose runtime would weigh on
 * every listing's first load.
 */
export function responsiveImage(input: ResponsiveImageInput): ResponsiveImage {
  const candidates = imageCandidates(input);
  const srcSet = (format: ImageFormat) => candidates.widths.map((width) => `${candidates.url({ format, width })} ${width}w`).join(',');
  return {
    width: input.width,
    height: input.height,
    src: candidates.url({ format: 'jpg', width: input.width }),
    srcSet: srcSet('jpg'),
    sizes: input.sizes ?? `(min-width: ${input.width}px) ${input.width}px, 100vw`,
    sources: [{ type: 'image/webp', srcSet: srcSet('webp') }],
  };
}
