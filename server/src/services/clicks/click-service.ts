import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import { normaliseHttpUrl } from '../../lib/http-url';
import { isClickSource, productPath } from '@uyut/core';
import { createClickWindow } from './click-window';
import * as repository from './repository';
import type { ClickQuery } from './schemas';

/** A visitor's clicks on one offer within this time are one click. */
const CLICK_WINDOW_MS = 10 * 60_000;
/** Visitor and offer pairs the click window holds at most. */
const CLICK_WINDOW_ENTRIES = 200_000;

/** One followed click-through link: the offer, the link's query, and who followed it how. */
export interface ClickOut {
  variantId: number;
  click: ClickQuery;
  visitor: { ip: string; userAgent: string | undefined };
  /** The HTTP method: a HEAD is never billed. */
  method: string;
}

/**
 * Click-outs (spec §7 Other): where a click-through link sends the visitor, and the click recorded. Shops are billed
 * per click, so a click counts once per visitor (client address and user agent), offer and CLICK_WINDOW_MS.
 */
export class ClickService {
  private readonly window = createClickWindow({ windowMs: CLICK_WINDOW_MS, maxEntries: CLICK_WINDOW_ENTRIES });

  constructor(private readonly db: Db) {}

  /** Where to send the visitor: the shop for an active offer, else our product page; records the click when it counts. */
  async clickOut(request: ClickOut): Promise<string> {
    const { variantId, click } = request;
    if (!isClickSource(click.src)) throw new BadRequestError('src must be a click source code 1–47 or 99', 'src');
    const visitor = createHash('sha256')
      .update(`${request.visitor.ip}\n${request.visitor.userAgent ?? ''}`)
      .digest('base64url');
    const variant = await repository.clickedVariant(this.db, variantId);
    if (!variant) throw new NotFoundError(`Unknown variant ${variantId}`, 'variantId');
    /* Offers are stored normalised since issue 21; one stored before it that cannot be sent as a Location goes to our page, unrecorded. */
    const shopUrl = normaliseHttpUrl(variant.url);
    if (variant.active !== 1 || shopUrl === null) return productPath({ productId: variant.product_id, productSlug: variant.product_slug });
    if (request.method !== 'GET' || !this.window.isFirst(`${visitor}|${variantId}`, Date.now())) return shopUrl;
    await repository.insertClick(this.db, {
      variant_id: variant.id,
      shop_id: variant.shop_id,
      source: click.src,
      position: click.pos ?? null,
      request_id: click.ri ?? null,
      page: click.page ?? null,
      created_at: new Date().toISOString(),
    });
    return shopUrl;
  }
}
