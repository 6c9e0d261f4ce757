import { randomBytes } from 'node:crypto';
import { type ImageType, parseImagePath, parseVisualRequest } from '@uyut/core';
import type { Db } from '../../db/database';
import { MAX_ROW_ID } from '../../db/schema';
import { lastChangeId } from '../../catalogue/change-log';
import { BadRequestError, HttpError, NotFoundError } from '../../lib/http-errors';
import type { NetworkRule } from '../../lib/guarded-fetch';
import type { CatalogueService } from '../catalogue/catalogue-service';
import type { VariantDto } from '../catalogue/schemas';
import { describeImage } from './describe-images';
import { DESCRIPTOR_VERSION, parseDescriptor } from './descriptor';
import { describePicture, UnreadablePictureError } from './pixels';
import * as repository from './repository';
import { VisualIndex } from './visual-index';

/** Offers a visually-similar answer lists: a listing page's worth. */
export const VISUAL_LIMIT = 24;
/** How long the visual index answers before it checks whether descriptors or listed offers changed. */
const INDEX_CHECK_MS = 2000;
/** How long an upload's descriptor is kept for its listing, and how many are kept at most (the oldest go first). */
const UPLOAD_TTL_MS = 60 * 60_000;
const MAX_UPLOADS = 5000;
const UPLOAD_TYPE_NAMES = 'JPEG, PNG or WebP';
/** The image types a shopper may find similar offers to. */
const SIMILAR_IMAGE_TYPES: ReadonlySet<ImageType> = new Set<ImageType>(['variant', 'product', 'review']);

/** A refused upload: 400 for a picture that cannot be read, 415 for bytes of another type. */
export class PictureRefusedError extends HttpError {
  constructor(statusCode: 400 | 415, message: string) {
    super(statusCode, message, 'body');
  }
}

export interface VisualServiceOptions {
  db: Db;
  dataDir: string;
  catalogue: CatalogueService;
  network?: NetworkRule;
  now?: () => number;
}

/**
 * Visually similar offers (issue 25 §5): the nearest descriptors to an offer's picture, one of our stored pictures,
 * or a picture a shopper uploaded. The descriptors are computed after imports (describe-images.ts); the index of
 * the listed offers' main pictures is read again when the descriptors or the change log moved.
 */
export class VisualService {
  private readonly db: Db;
  private readonly now: () => number;
  private built: { index: VisualIndex; key: string; checkedAt: number } | undefined;
  private building: Promise<VisualIndex> | undefined;
  /** Upload token → its descriptor and when it expires, oldest first. */
  private readonly uploads = new Map<string, { vector: Float32Array; until: number }>();

  constructor(private readonly options: VisualServiceOptions) {
    this.db = options.db;
    this.now = options.now ?? Date.now;
  }

  /**
   * Spec §7 similarity with mode=visual: offers of other products nearest to the offer's main picture, or to the
   * stored picture `imageUrl` names (a path of our image store; it is never fetched), in `categoryId`'s subtree
   * when given.
   */
  async similarToVariant(options: { variantId: number; categoryId?: number; imageUrl?: string }): Promise<VariantDto[]> {
    const imageId = options.imageUrl === undefined ? undefined : storedImageId(options.imageUrl);
    return this.similarToRequest({ request: { kind: 'variant', variantId: options.variantId, imageId }, categoryId: options.categoryId });
  }

  /** The offers of a visually-similar listing (spec §2 `/products/visually-similar/{requestId}/{slug}`). */
  async similarToRequestId(options: { requestId: string; categoryId?: number }): Promise<VariantDto[]> {
    const request = parseVisualRequest(options.requestId);
    if (!request) throw new BadRequestError(`requestId: ${options.requestId} is not a visually-similar request`, 'requestId');
    if (request.kind === 'upload') {
      const upload = this.uploads.get(request.token);
      if (!upload || upload.until <= this.now()) throw new NotFoundError(`No uploaded picture ${options.requestId}; it may have expired`);
      return this.nearest({ vector: upload.vector, categoryId: options.categoryId });
    }
    return this.similarToRequest({ request, categoryId: options.categoryId });
  }

  /**
   * Describes an uploaded picture and keeps only its descriptor (never the picture) for UPLOAD_TTL_MS; answers the
   * request id its listing goes by.
   */
  async upload(bytes: unknown): Promise<{ requestId: string }> {
    if (!Buffer.isBuffer(bytes)) throw new PictureRefusedError(415, `body: must be a picture (${UPLOAD_TYPE_NAMES})`);
    const vector = await describePicture({ bytes, allowSvg: false }).catch((error: unknown) => {
      if (error instanceof UnreadablePictureError) throw new PictureRefusedError(400, `body: ${error.message}`);
      throw error;
    });
    const token = randomBytes(16).toString('base64url');
    const now = this.now();
    for (const [key, upload] of this.uploads) {
      if (upload.until > now && this.uploads.size < MAX_UPLOADS) break;
      this.uploads.delete(key);
    }
    this.uploads.set(token, { vector, until: now + UPLOAD_TTL_MS });
    return { requestId: `u${token}` };
  }

  /** The visual index as it is now: rebuilt when descriptors were computed or the listed offers changed since. */
  async index(): Promise<VisualIndex> {
    const now = this.now();
    if (this.built && now - this.built.checkedAt < INDEX_CHECK_MS) return this.built.index;
    this.building ??= this.refreshed(now).finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async refreshed(now: number): Promise<VisualIndex> {
    const [descriptors, change] = await Promise.all([repository.descriptorsState(this.db), lastChangeId(this.db)]);
    const key = `${descriptors}|${change}`;
    if (this.built?.key === key) {
      this.built.checkedAt = now;
      return this.built.index;
    }
    const rows = await repository.listedDescriptors(this.db, { version: DESCRIPTOR_VERSION });
    const index = new VisualIndex(
      rows.flatMap((row) => {
        const vector = row.descriptor === null ? undefined : parseDescriptor(row.descriptor);
        return vector ? [{ variantId: row.id, productId: row.product_id, categoryId: row.category_id, vector }] : [];
      }),
    );
    this.built = { index, key, checkedAt: now };
    return index;
  }

  private async similarToRequest(options: {
    request: { kind: 'variant'; variantId: number; imageId?: number };
    categoryId?: number;
  }): Promise<VariantDto[]> {
    const { variantId, imageId } = options.request;
    const [variant] = variantId <= MAX_ROW_ID ? await this.options.catalogue.byIds([variantId]) : [];
    if (!variant) throw new NotFoundError(`Unknown variant ${variantId}`);
    const pictureId = imageId ?? variant.image?.id;
    if (pictureId === undefined) return [];
    const vector = await this.storedDescriptor({ imageId: pictureId, field: imageId === undefined ? undefined : 'imageUrl' });
    if (!vector) return [];
    return this.nearest({ vector, categoryId: options.categoryId ?? variant.category.id, excludeProductId: variant.productId });
  }

  /**
   * A stored picture's descriptor: the stored one, or computed now from its original (as the image service reads it)
   * when the pass has not reached it. Undefined when the original cannot be read; an unknown picture named by the
   * caller (`field`) is a 400.
   */
  private async storedDescriptor(options: { imageId: number; field: string | undefined }): Promise<Float32Array | undefined> {
    const { imageId, field } = options;
    const stored = await repository.descriptorRow(this.db, { imageId, version: DESCRIPTOR_VERSION });
    if (stored) return stored.descriptor === null ? undefined : parseDescriptor(stored.descriptor);
    const image = imageId <= MAX_ROW_ID ? await repository.imageSource(this.db, imageId) : undefined;
    if (!image) {
      if (field === undefined) return undefined;
      throw new BadRequestError(`${field}: no stored picture ${imageId}`, field);
    }
    return describeImage({ db: this.db, dataDir: this.options.dataDir, network: this.options.network, image });
  }

  private async nearest(options: { vector: Float32Array; categoryId?: number; excludeProductId?: number }): Promise<VariantDto[]> {
    const [index, filter] = await Promise.all([this.index(), this.options.catalogue.currentIndex()]);
    let categoryIds: Set<number> | undefined;
    if (options.categoryId !== undefined) {
      const root = filter.categories.get(options.categoryId);
      if (!root) throw new BadRequestError(`categoryId: unknown category ${options.categoryId}`, 'categoryId');
      categoryIds = new Set([...filter.categories.values()].filter((c) => c.pre >= root.pre && c.pre < root.end).map((c) => c.id));
    }
    const ids = index.nearest({ vector: options.vector, limit: VISUAL_LIMIT, categoryIds, excludeProductId: options.excludeProductId });
    return this.options.catalogue.byIds(ids);
  }
}

/** The id of the stored picture a path of our image store names (`/img/{type}/…`); a 400 naming imageUrl for anything else. */
function storedImageId(imageUrl: string): number {
  const parsed = imageUrl.startsWith('/img/') ? parseImagePath(imageUrl) : undefined;
  if (!parsed || !parsed.ok)
    throw new BadRequestError(
      `imageUrl: must be a path of our image store (/img/{type}/{w}-{h}/…); other addresses are not read`,
      'imageUrl',
    );
  if (!SIMILAR_IMAGE_TYPES.has(parsed.value.type))
    throw new BadRequestError(`imageUrl: ${parsed.value.type} images are not products`, 'imageUrl');
  return parsed.value.id;
}
