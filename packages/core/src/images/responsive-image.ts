import { IMAGE_EDGES, type ImageFormat, type ImageType, imagePath, isAllowedBox, isImageSlug, isImageType } from './image-path';

/**
 * The image boxes the site asks for, all of them URLs of image-path.ts: named sizes (spec §5, §8) and the srcset
 * candidates of one displayed box. Every box is a square of IMAGE_EDGES, the only boxes the images service renders
 * (it fits the original inside and centres it, so a square box keeps any original's aspect ratio).
 */

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
type ImageSizeName = keyof typeof IMAGE_SIZES;

/** Either a named size or an explicit width (the height defaults to the width: boxes are squares). */
export type ImageSizeInput = { sizeName: string } | { width?: number; height?: number };

function isImageSizeName(value: string): value is ImageSizeName {
  return Object.prototype.hasOwnProperty.call(IMAGE_SIZES, value);
}

/**
 * Resolves a size name or an explicit box (spec §5 "Image size lookup requires width or a size name";
 * spec §8 "Given sizeName ... does not exist"). An explicit box must be one the images service renders.
 */
export function imageSize(input: ImageSizeInput): ImageSize {
  if ('sizeName' in input) {
    if (!isImageSizeName(input.sizeName)) throw new Error('Given sizeName ' + input.sizeName + ' does not exist');
    return IMAGE_SIZES[input.sizeName];
  }
  const { width, height = width } = input;
  if (width === undefined || height === undefined) throw new Error('Image size lookup requires width or sizeName');
  if (!isAllowedBox({ width, height })) throw new RangeError(`Given size ${width}-${height} does not exist`);
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
  return imagePath({ id: input.id, type: input.type, format: input.format, slug: input.slug, width, height });
}

export interface ResponsiveImageInput {
  id: number;
  type?: ImageType;
  slug?: string;
  /** Displayed box in CSS pixels (the image is constrained to it and scales down): a square of IMAGE_EDGES. */
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

/**
 * How the images service names an image the API describes (spec §9): a type it does not know is a variant image, and
 * a slug it would refuse is left out of the URL rather than failing the picture.
 */
export function servedImage(image: { id: number; type?: string }, slug: string): Pick<ResponsiveImageInput, 'id' | 'type' | 'slug'> {
  return {
    id: image.id,
    type: image.type !== undefined && isImageType(image.type) ? image.type : 'variant',
    slug: isImageSlug(slug) ? slug : undefined,
  };
}

const MAX_EDGE = Math.max(...IMAGE_EDGES);
/** The smallest and largest pixel densities offered in srcset, relative to the displayed width (a card shown narrower than half its box is rare). */
const MIN_DENSITY = 0.5;
const MAX_DENSITY = 2;
/** Served formats, in order of preference: a WebP <source> with a JPEG fallback. */
export const RESPONSIVE_FORMATS: readonly ImageFormat[] = ['webp', 'jpg'];

/** The smallest allowlisted edge at least `value` wide (the largest one when none is). */
function snapUp(value: number): number {
  return IMAGE_EDGES.find((edge) => edge >= value) ?? MAX_EDGE;
}

export interface ImageCandidates {
  /** Allowlisted srcset widths, ascending. */
  widths: number[];
  sourceWidth: number;
  sourceHeight: number;
  /** The URL of the candidate at least `width` wide, in `format`; every box is on the server's allowlist. */
  url: (candidate: { format: ImageFormat; width: number }) => string;
}

/** The srcset candidates of one image box: squares from ½× to 2× the box, each an allowlisted box. */
export function imageCandidates(input: ResponsiveImageInput): ImageCandidates {
  const { id, type = 'variant', slug, width, height } = input;
  if (!isAllowedBox({ width, height })) {
    throw new RangeError(`Image box ${width}×${height} is not a square of ${IMAGE_EDGES.join(', ')}`);
  }
  const sourceWidth = input.sourceWidth ?? MAX_EDGE;
  const sourceHeight = input.sourceHeight ?? sourceWidth;
  const widths = IMAGE_EDGES.filter((edge) => edge >= width * MIN_DENSITY && edge <= width * MAX_DENSITY && edge <= sourceWidth);
  const url = (candidate: { format: ImageFormat; width: number }) => {
    const edge = snapUp(candidate.width);
    return imagePath({ id, type, slug, format: candidate.format, width: edge, height: edge });
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
 * A plain `<picture>` for one image of the images service: WebP and JPEG srcsets of allowlisted boxes and the box
 * size. Cards and the product photo use it instead of gatsby-plugin-image, whose browser side (its runtime, React's
 * server renderer and an inline script on every page) ran after every product page hydrated (ADR 0004).
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
