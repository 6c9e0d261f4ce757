/**
 * The public image URL scheme (spec §9, DESIGN images row):
 *
 *   /img/{type}/{w}-{h}/{aa}/{bb}/{cc}/{id}.{jpg|webp}
 *   /img/{type}/{w}-{h}/{aa}/{bb}/{cc}/{id}/{slug}.{jpg|webp}
 *
 * Pure functions, no I/O: the site builds its image URLs with `imagePath` and the server's images service parses them
 * with `parseImagePath`, so the scheme and its hash exist once.
 */

export const IMAGE_TYPES = ['variant', 'product', 'eshop', 'category', 'inspiration', 'review'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_FORMATS = ['jpg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The only boxes we render: squares of these edges, so an image has at most 2 × 11 renders. They are the
 * boxes the site asks for (responsive-image.ts): card srcsets 160–640, the product gallery 320–1200, and
 * its named thumb (80) and zoom (1600) sizes. Any other box is refused, so a crawler or an attacker
 * cannot fill the cache with sizes nobody shows.
 */
export const IMAGE_EDGES = [80, 160, 240, 320, 400, 480, 640, 800, 960, 1200, 1600] as const;

export interface ImageRequest {
  type: ImageType;
  id: number;
  width: number;
  height: number;
  format: ImageFormat;
}

export interface ImagePathInput extends ImageRequest {
  /** SEO slug; ignored when the URL is resolved. */
  slug?: string;
}

export type ImagePathErrorKind = 'bad-path' | 'bad-type' | 'bad-size' | 'bad-id' | 'bad-slug' | 'bad-format' | 'hash-mismatch';

export interface ImagePathError {
  kind: ImagePathErrorKind;
  /** The path part at fault, as the 400 response names it. */
  field: 'path' | 'type' | 'size' | 'id' | 'slug' | 'format' | 'hash';
  message: string;
}

export type ParsedImagePath = { ok: true; value: ImagePathInput } | { ok: false; error: ImagePathError };

/** The path parts as the two routes capture them; `id` is present only in the slug form. */
export interface ImagePathParams {
  type: string;
  size: string;
  aa: string;
  bb: string;
  cc: string;
  id?: string;
  file: string;
}

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const ID_PATTERN = /^[1-9][0-9]{0,14}$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SIZE_PATTERN = /^([0-9]{1,5})-([0-9]{1,5})$/;
const FILE_PATTERN = /^(.+)\.([a-z0-9]+)$/;

/**
 * The three hash folders of an image id.
 *
 * Rule: take the id as its decimal string (no sign, no leading zeros, e.g. "123"); hash its bytes
 * (all ASCII digits) with 32-bit FNV-1a: h = 0x811c9dc5; for each byte: h ^= byte; h = (h * 0x01000193) mod 2^32.
 * Write h as 8 lowercase hex digits, zero-padded; the folders are hex[0..2], hex[2..4], hex[4..6].
 * Example: 1 → "1" → h = 0x340ca71c → ["34", "0c", "a7"].
 */
export function hashFolders(id: number): [string, string, string] {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Image id must be a positive integer, got ${id}`);
  let hash = FNV_OFFSET_BASIS;
  for (const char of String(id)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  const hex = hash.toString(16).padStart(8, '0');
  return [hex.slice(0, 2), hex.slice(2, 4), hex.slice(4, 6)];
}

/** `{w}-{h}`, the size folder of a URL or cache path. */
export function sizeFolder(input: { width: number; height: number }): string {
  return `${input.width}-${input.height}`;
}

/** Builds the public URL path of one rendered image. Throws RangeError for input no route would accept. */
export function imagePath(input: ImagePathInput): string {
  const problem = checkRequest(input);
  if (problem) throw new RangeError(problem.message);
  const [aa, bb, cc] = hashFolders(input.id);
  const name = input.slug === undefined ? `${input.id}` : `${input.id}/${input.slug}`;
  return `/img/${input.type}/${sizeFolder(input)}/${aa}/${bb}/${cc}/${name}.${input.format}`;
}

/** Parses a public URL path (without query string) back into its request, or says which part is wrong. */
export function parseImagePath(path: string): ParsedImagePath {
  const parts = path.split('/');
  const [empty, root, type, size, aa, bb, cc, ...rest] = parts;
  if (
    empty !== '' ||
    root !== 'img' ||
    type === undefined ||
    size === undefined ||
    aa === undefined ||
    bb === undefined ||
    cc === undefined
  ) {
    return failure({ kind: 'bad-path', field: 'path', message: `Not an image path: ${path}` });
  }
  if (rest.length === 1 && rest[0] !== undefined) return parseImageParams({ type, size, aa, bb, cc, file: rest[0] });
  if (rest.length === 2 && rest[0] !== undefined && rest[1] !== undefined) {
    return parseImageParams({ type, size, aa, bb, cc, id: rest[0], file: rest[1] });
  }
  return failure({ kind: 'bad-path', field: 'path', message: `Not an image path: ${path}` });
}

/**
 * Validates the captured path parts. Order of checks: type, size, file name and format, id, slug, and
 * last the hash folders, so a well-formed URL that points nowhere is told apart from a malformed one.
 */
export function parseImageParams(params: ImagePathParams): ParsedImagePath {
  if (!isImageType(params.type)) {
    return failure({
      kind: 'bad-type',
      field: 'type',
      message: `Unknown image type '${params.type}'; expected one of ${IMAGE_TYPES.join(', ')}`,
    });
  }
  const size = parseSize(params.size);
  if (!size) {
    return failure({
      kind: 'bad-size',
      field: 'size',
      message: `Given size '${params.size}' does not exist; sizes are squares w-w with w one of ${IMAGE_EDGES.join(', ')}`,
    });
  }
  const file = FILE_PATTERN.exec(params.file);
  const format = file?.[2];
  if (!file || format === undefined || !isImageFormat(format)) {
    return failure({
      kind: 'bad-format',
      field: 'format',
      message: `Unknown image format in '${params.file}'; expected ${IMAGE_FORMATS.join(' or ')}`,
    });
  }
  const name = file[1] ?? '';
  const idText = params.id ?? name;
  if (!ID_PATTERN.test(idText)) {
    return failure({ kind: 'bad-id', field: 'id', message: `Image id must be a positive integer, got '${idText}'` });
  }
  const slug = params.id === undefined ? undefined : name;
  if (slug !== undefined && !SLUG_PATTERN.test(slug)) return failure(slugError(slug));
  const id = Number(idText);
  const [aa, bb, cc] = hashFolders(id);
  if (params.aa !== aa || params.bb !== bb || params.cc !== cc) {
    return failure({
      kind: 'hash-mismatch',
      field: 'hash',
      message: `Hash folders ${params.aa}/${params.bb}/${params.cc} do not belong to image ${id}`,
    });
  }
  const value: ImagePathInput = { type: params.type, id, width: size.width, height: size.height, format };
  return { ok: true, value: slug === undefined ? value : { ...value, slug } };
}

export function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/** Lower-case Latin letters, digits and single hyphens: the slugs an image URL may carry. */
export function isImageSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

function isImageFormat(value: string): value is ImageFormat {
  return (IMAGE_FORMATS as readonly string[]).includes(value);
}

/** A box the images service renders: a square of one of IMAGE_EDGES. */
export function isAllowedBox(input: { width: number; height: number }): boolean {
  return input.width === input.height && (IMAGE_EDGES as readonly number[]).includes(input.width);
}

function parseSize(text: string): { width: number; height: number } | undefined {
  const match = SIZE_PATTERN.exec(text);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (String(width) !== match[1] || String(height) !== match[2]) return undefined;
  return isAllowedBox({ width, height }) ? { width, height } : undefined;
}

function checkRequest(input: ImagePathInput): ImagePathError | undefined {
  if (!isImageType(input.type)) return { kind: 'bad-type', field: 'type', message: `Unknown image type '${input.type}'` };
  if (!isAllowedBox(input)) {
    return { kind: 'bad-size', field: 'size', message: `Given size '${sizeFolder(input)}' does not exist` };
  }
  if (!isImageFormat(input.format)) return { kind: 'bad-format', field: 'format', message: `Unknown image format '${input.format}'` };
  if (!Number.isSafeInteger(input.id) || input.id < 1)
    return { kind: 'bad-id', field: 'id', message: `Image id must be a positive integer, got ${input.id}` };
  if (input.slug !== undefined && !SLUG_PATTERN.test(input.slug)) return slugError(input.slug);
  return undefined;
}

function slugError(slug: string): ImagePathError {
  return { kind: 'bad-slug', field: 'slug', message: `Slug '${slug}' must be lowercase letters, digits and single hyphens` };
}

function failure(error: ImagePathError): ParsedImagePath {
  return { ok: false, error };
}
