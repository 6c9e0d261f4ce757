import { timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueIndex } from '../../index/catalogue-index';
import { acceptsGzip } from '../../lib/accept-encoding';
import { ErrorSchema, errorBody } from '../../lib/http-errors';
import { createCatalogueService } from './catalogue-service';
import { answerBytes, type SerialisedAnswer } from './serialised-answer';
import {
  FilteringRequestSchema,
  FilteringResponseSchema,
  MenuNodeSchema,
  MenuSchema,
  SimilarityQuerySchema,
  VariantByIdsRequestSchema,
  VariantByIdsResponseSchema,
  VariantFeedSchema,
  VariantSchema,
  VariantSimilaritySchema,
} from './schemas';
import { MAX_ROW_ID } from '../../db/schema';

export { BadRequestError, createCatalogueService, NotFoundError } from './catalogue-service';
export type { CatalogueService, ListingLocation, ProductDetail } from './catalogue-service';

/** How often the filter index reads the catalogue change log. */
const INDEX_POLL_MS = 2000;

const Ref = (id: string) => Type.Ref(id);
const CategoryExport = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  slug: Type.String(),
  name: Type.String(),
  longName: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  count: Type.Integer(),
  breadcrumbs: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
});
const ProductSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    manufacturer: Type.Union([Type.String(), Type.Null()]),
    ean: Type.Union([Type.String(), Type.Null()]),
    category: Type.Object({ id: Type.Integer(), name: Type.String(), longName: Type.String(), slug: Type.String() }),
    breadcrumbs: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })),
    offers: Type.Array(Ref('Variant')),
  },
  { $id: 'Product' },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: ReturnType<typeof createCatalogueService>;
  }
}

/**
 * Main API catalogue routes (spec §7): filtering, menu, products; plus the build-time export the site
 * sources from. Not encapsulated: it decorates `app.catalogue` for the site's redirects.
 */
export const catalogueService = fp(catalogueRoutes, { name: 'uyut-catalogue' });

async function catalogueRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const index = createCatalogueIndex(app.db);
  /* Built on first use; a listening server builds it at once so the first shopper does not wait. */
  app.addHook('onListen', async () => {
    index.current().catch((error: unknown) => app.log.error({ err: error }, 'filter index build failed'));
  });
  index.start({ intervalMs: INDEX_POLL_MS, onError: (error) => app.log.error({ err: error }, 'filter index refresh failed') });
  app.addHook('onClose', async () => index.stop());
  const catalogue = createCatalogueService(app.db, { index });
  app.decorate('catalogue', catalogue);
  const schemas = [
    VariantSchema,
    MenuNodeSchema,
    FilteringRequestSchema,
    FilteringResponseSchema,
    VariantFeedSchema,
    VariantByIdsRequestSchema,
    VariantByIdsResponseSchema,
    VariantSimilaritySchema,
    MenuSchema,
    ProductSchema,
  ];
  for (const schema of schemas) app.addSchema(schema);
  /* A kept listing answer travels gzip-encoded to a browser (compressed once when it was rendered). */
  const sendListing = (options: {
    reply: FastifyReply;
    listing: { answer: SerialisedAnswer; requestId: string };
    acceptEncoding: string | undefined;
  }) => {
    const { reply } = options;
    const encoding = acceptsGzip(options.acceptEncoding) ? 'gzip' : 'identity';
    if (encoding === 'gzip') reply.header('content-encoding', 'gzip');
    const body = answerBytes({ ...options.listing, encoding });
    return reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding').send(body);
  };
  app.post(
    '/api/v2/variant/filtering',
    {
      schema: {
        tags: ['variant'],
        operationId: 'variantFiltering',
        body: Type.Ref(FilteringRequestSchema),
        response: { 200: Ref('FilteringResponse'), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) =>
      sendListing({
        reply,
        listing: await catalogue.filteringAnswer(request.body.url),
        acceptEncoding: request.headers['accept-encoding'],
      }),
  );

  app.post(
    '/api/v2/variant/feed',
    {
      schema: {
        tags: ['variant'],
        operationId: 'variantFeed',
        body: Type.Ref(FilteringRequestSchema),
        response: { 200: Ref('VariantFeed'), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => catalogue.feed(request.body.url),
  );

  app.post(
    '/api/v2/variant/by-ids',
    {
      schema: {
        tags: ['variant'],
        operationId: 'variantByIds',
        body: Type.Ref(VariantByIdsRequestSchema),
        response: { 200: Ref('VariantByIds'), 400: ErrorSchema },
      },
    },
    async (request) => ({ variants: await catalogue.byIds(request.body.ids) }),
  );

  app.get(
    '/api/v2/variant/:variantId/similarity',
    {
      schema: {
        tags: ['variant'],
        operationId: 'variantSimilarity',
        params: Type.Object({ variantId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) }),
        querystring: SimilarityQuerySchema,
        response: { 200: Ref('VariantSimilarity'), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({
      variants: await catalogue.similar({ variantId: request.params.variantId, categoryId: request.query.categoryId }),
    }),
  );

  app.get('/api/v2/menu', { schema: { tags: ['menu'], operationId: 'menu', response: { 200: Ref('Menu') } } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(await catalogue.menu()),
  );

  app.get(
    '/api/v2/product/:productId',
    {
      schema: {
        tags: ['product'],
        operationId: 'product',
        params: Type.Object({ productId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) }),
        response: { 200: Ref('Product'), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => catalogue.product(request.params.productId),
  );

  app.get(
    '/api/v2/catalogue/categories',
    { schema: { tags: ['catalogue'], operationId: 'catalogueCategories', response: { 200: Type.Array(CategoryExport) } } },
    async () => catalogue.categoriesExport(),
  );

  app.get(
    '/api/v2/catalogue/eshops',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'catalogueEshops',
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              slug: Type.String(),
              name: Type.String(),
              voucherCodes: Type.Array(Type.String(), {
                description: 'Voucher codes of active offers: one /products/eshop/{slug}/voucher/{code} page each',
              }),
            }),
          ),
        },
      },
    },
    async () => catalogue.eshopsExport(),
  );

  app.get(
    '/api/v2/catalogue/products',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'catalogueProducts',
        description:
          'The build export of every product with its offers: only for the site build, which presents BUILD_TOKEN as a bearer token.',
        headers: Type.Object({ authorization: Type.Optional(Type.String({ maxLength: 200 })) }),
        querystring: Type.Object(
          {
            after: Type.Integer({ minimum: 0, maximum: MAX_ROW_ID, default: 0 }),
            limit: Type.Integer({ minimum: 1, maximum: EXPORT_PAGE_MAX, default: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ items: Type.Array(Ref('Product')), nextAfter: Type.Union([Type.Integer(), Type.Null()]) }),
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
      preHandler: async (request, reply) => {
        if (!isBearer({ header: request.headers.authorization, token: app.config.BUILD_TOKEN })) {
          return reply
            .code(401)
            .send(errorBody({ statusCode: 401, message: 'The catalogue export is only for the site build', field: 'authorization' }));
        }
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const items = await catalogue.products({ ids: { after, limit } });
      return { items, nextAfter: items.length === limit ? items[items.length - 1]!.id : null };
    },
  );
}

/** Products per page of the build export at most: about 1.3 MB of JSON, so one request cannot hold the server long. */
const EXPORT_PAGE_MAX = 200;

/** Whether an Authorization header presents `token` as a bearer token, compared in constant time. */
export function isBearer(options: { header: string | undefined; token: string }): boolean {
  const given = Buffer.from(options.header ?? '');
  const expected = Buffer.from(`Bearer ${options.token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
