/**
 * The request id of a visually-similar listing (spec §2 `/products/visually-similar/{requestId}/{slug}`): what the
 * listing is similar to. `v{variantId}` is an offer's main picture, `v{variantId}-i{imageId}` another of our stored
 * pictures seen on that offer (the gallery's), and `u{token}` a picture a shopper uploaded (kept by the server for a
 * while under its unguessable token). Variant ids stay valid for ever, so such a listing can be shared.
 */
export type VisualRequest = { kind: 'variant'; variantId: number; imageId?: number } | { kind: 'upload'; token: string };

import { SLUG } from '../listing-url/grammar';

/** An upload's token: 22 base64url characters (128 random bits). */
const UPLOAD_TOKEN = /^[A-Za-z0-9_-]{22}$/;
const VARIANT_REQUEST = /^v([1-9][0-9]{0,9})(?:-i([1-9][0-9]{0,9}))?$/;
/** The largest id a request may name (the database's row ids are 32-bit). */
const MAX_ID = 2 ** 31 - 1;

export const VISUALLY_SIMILAR_BASE = '/products/visually-similar';
/** The slug of an upload's listing, which names no product. */
export const UPLOAD_SLUG = 'snimka';

export function serialiseVisualRequest(request: VisualRequest): string {
  if (request.kind === 'upload') return `u${request.token}`;
  return request.imageId === undefined ? `v${request.variantId}` : `v${request.variantId}-i${request.imageId}`;
}

/** The request an id names, or null when it names none. */
export function parseVisualRequest(id: string): VisualRequest | null {
  if (id.startsWith('u')) return UPLOAD_TOKEN.test(id.slice(1)) ? { kind: 'upload', token: id.slice(1) } : null;
  const match = VARIANT_REQUEST.exec(id);
  if (!match) return null;
  const variantId = Number(match[1]);
  const imageId = match[2] === undefined ? undefined : Number(match[2]);
  if (variantId > MAX_ID || (imageId !== undefined && imageId > MAX_ID)) return null;
  return imageId === undefined ? { kind: 'variant', variantId } : { kind: 'variant', variantId, imageId };
}

/** The listing path of a request; `slug` is the product's (or UPLOAD_SLUG). */
export function visuallySimilarPath(options: { request: VisualRequest; slug: string }): string {
  return `${VISUALLY_SIMILAR_BASE}/${serialiseVisualRequest(options.request)}/${options.slug}`;
}

/**
 * The request id of a visually-similar listing path (`/products/visually-similar/{requestId}/{slug}`), or null for
 * the page's own path (the upload form alone) and any path that names no request (the server answers those 404).
 */
export function visualRequestIdOfPath(pathname: string): string | null {
  if (!pathname.startsWith(`${VISUALLY_SIMILAR_BASE}/`)) return null;
  const [requestId, slug, ...rest] = pathname.slice(VISUALLY_SIMILAR_BASE.length + 1).split('/');
  if (requestId === undefined || slug === undefined || rest.length > 0 || !SLUG.test(slug)) return null;
  return parseVisualRequest(requestId) ? requestId : null;
}
