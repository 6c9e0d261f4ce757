import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { errorBody } from '../../lib/http-errors';
import { normaliseHttpUrl } from '../../lib/http-url';
import { isClickSource } from './click-sources';
import { createClickWindow } from './click-window';
import { MAX_ROW_ID } from '../../db/schema';

export { CLICK_SOURCES, isClickSource } from './click-sources';

const ClickQuery = Type.Object(
  {
    src: Type.Integer({ description: 'click source code (spec §9): 1–47 or 99' }),
    pos: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    ri: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    page: Type.Optional(Type.String({ maxLength: 300, pattern: '^/' })),
  },
  { additionalProperties: false },
);

/**
 * Answers where to send the visitor (the shop for an active offer, else our product page) and records the click-out
 * when `billable` says this visitor's click on this offer counts.
 */
export async function recordClick(options: {
  db: Db;
  variantId: number;
  click: { src: number; pos?: number; ri?: string; page?: string };
  billable: () => boolean;
}) {
  const { db, variantId, click } = options;
  const variant = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.url', 'v.active', 'v.shop_id', 'p.id as product_id', 'p.slug as product_slug'])
    .where('v.id', '=', variantId)
    .executeTakeFirst();
  if (!variant) return null;
  /* Offers are stored normalised since issue 21; one stored before it that cannot be sent as a Location goes to our page, unrecorded. */
  const shopUrl = normaliseHttpUrl(variant.url);
  if (variant.active !== 1 || shopUrl === null) return `/product/${variant.product_id}-${variant.product_slug}`;
  if (!options.billable()) return shopUrl;
  await db
    .insertInto('clicks')
    .values({
      variant_id: variant.id,
      shop_id: variant.shop_id,
      source: click.src,
      position: click.pos ?? null,
      request_id: click.ri ?? null,
      page: click.page ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return shopUrl;
}

/** A visitor's clicks on one offer within this time are one click. */
const CLICK_WINDOW_MS = 10 * 60_000;

/**
 * The click-through link of spec §7 Other: `/go/{variantId}?src=&pos=&ri=&page=` records the click and redirects.
 * Shops are billed per click, so a click counts once per visitor (client address and user agent), offer and
 * CLICK_WINDOW_MS, never for HEAD, and one client gets CLICK_RATE_LIMIT redirects a minute.
 */
export async function clicksService(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(rateLimit, { global: false });
  const window = createClickWindow({ windowMs: CLICK_WINDOW_MS, maxEntries: 200_000 });
  app.get(
    '/go/:variantId',
    {
      schema: {
        hide: true,
        params: Type.Object({ variantId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) }),
        querystring: ClickQuery,
      },
      config: { rateLimit: { max: app.config.CLICK_RATE_LIMIT, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      if (!isClickSource(request.query.src)) {
        return reply.code(400).send(errorBody({ statusCode: 400, message: 'src must be a click source code 1–47 or 99', field: 'src' }));
      }
      const visitor = createHash('sha256')
        .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
        .digest('base64url');
      const billable = () => request.method === 'GET' && window.isFirst(`${visitor}|${request.params.variantId}`, Date.now());
      const target = await recordClick({ db: app.db, variantId: request.params.variantId, click: request.query, billable });
      if (!target)
        return reply
          .code(404)
          .send(errorBody({ statusCode: 404, message: `Unknown variant ${request.params.variantId}`, field: 'variantId' }));
      return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').redirect(target, 302);
    },
  );
}
