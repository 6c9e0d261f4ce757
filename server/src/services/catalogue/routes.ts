import { type Static, Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueIndex } from '../../index/catalogue-index';
import { acceptsGzip } from '../../lib/accept-encoding';
import { BadRequestError, ErrorSchema } from '../../lib/http-errors';
import { CatalogueService } from './catalogue-service';
import {
  CategoryExportSchema,
  EshopExportSchema,
  FilteringRequestSchema,
  ProductIdParamsSchema,
  ProductsExportHeadersSchema,
  ProductsExportQuerySchema,
  ProductsExportSchema,
  SHARED_SCHEMAS,
  SimilarityQuerySchema,
  VariantByIdsRequestSchema,
  type VariantDto,
  VariantIdParamsSchema,
} from './schemas';
import { answerBytes, type SerialisedAnswer } from './serialised-answer';

/** How often the filter index reads the catalogue change log. */
const INDEX_POLL_MS = 2000;

const Ref = (id: string) => Type.Ref(id);

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

/**
 * Main API catalogue routes (spec §7): filtering, menu, products; plus the build-time export the site
 * sources from. Not encapsulated: it decorates `app.catalogue` for the site's redirects.
 */
export const catalogueRoutes = fp(
  async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    const index = createCatalogueIndex(app.db, { currency: app.config.PRIMARY_CURRENCY });
    /* Built on first use; a listening server builds it at once so the first shopper does not wait. */
    app.addHook('onListen', async () => {
      index.current().catch((error: unknown) => app.log.error({ err: error }, 'filter index build failed'));
    });
    index.start({ intervalMs: INDEX_POLL_MS, onError: (error) => app.log.error({ err: error }, 'filter index refresh failed') });
    app.addHook('onClose', async () => index.stop());
    const catalogue = new CatalogueService(app.db, { index });
    app.decorate('catalogue', catalogue);
    for (const schema of SHARED_SCHEMAS) app.addSchema(schema);

    app.post(
      '/api/v2/variant/filtering',
      {
        config: { access: 'public' },
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
        config: { access: 'public' },
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
        config: { access: 'public' },
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
        config: { access: 'public' },
        schema: {
          tags: ['variant'],
          operationId: 'variantSimilarity',
          params: VariantIdParamsSchema,
          querystring: SimilarityQuerySchema,
          response: { 200: Ref('VariantSimilarity'), 400: ErrorSchema, 404: ErrorSchema },
        },
      },
      async (request) => ({ variants: await similar({ app, variantId: request.params.variantId, query: request.query }) }),
    );

    app.get(
      '/api/v2/menu',
      { config: { access: 'public' }, schema: { tags: ['menu'], operationId: 'menu', response: { 200: Ref('Menu') } } },
      async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(await catalogue.menu()),
    );

    app.get(
      '/api/v2/product/:productId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['product'],
          operationId: 'product',
          params: ProductIdParamsSchema,
          response: { 200: Ref('Product'), 400: ErrorSchema, 404: ErrorSchema },
        },
      },
      async (request) => catalogue.product(request.params.productId),
    );

    app.get(
      '/api/v2/catalogue/categories',
      {
        config: { access: 'public' },
        schema: { tags: ['catalogue'], operationId: 'catalogueCategories', response: { 200: Type.Array(CategoryExportSchema) } },
      },
      async () => catalogue.categoriesExport(),
    );

    app.get(
      '/api/v2/catalogue/eshops',
      {
        config: { access: 'public' },
        schema: { tags: ['catalogue'], operationId: 'catalogueEshops', response: { 200: Type.Array(EshopExportSchema) } },
      },
      async () => catalogue.eshopsExport(),
    );

    app.get(
      '/api/v2/catalogue/products',
      {
        config: { access: 'build' },
        schema: {
          tags: ['catalogue'],
          operationId: 'catalogueProducts',
          description:
            'The build export of every product with its offers: only for the site build, which presents BUILD_TOKEN as a bearer token.',
          headers: ProductsExportHeadersSchema,
          querystring: ProductsExportQuerySchema,
          response: { 200: ProductsExportSchema, 400: ErrorSchema, 401: ErrorSchema },
        },
      },
      async (request) => catalogue.productsPage(request.query),
    );
  },
  { name: 'uyut-catalogue' },
);

/** Spec §7 similarity: by attributes (this service), or by picture with mode=visual (services/visual). */
function similar(options: { app: FastifyInstance; variantId: number; query: Static<typeof SimilarityQuerySchema> }): Promise<VariantDto[]> {
  const { app, variantId, query } = options;
  if (query.mode === 'visual') return app.visual.similarToVariant({ variantId, categoryId: query.categoryId, imageUrl: query.imageUrl });
  if (query.imageUrl !== undefined) throw new BadRequestError('imageUrl: only with mode=visual', 'imageUrl');
  return app.catalogue.similar({ variantId, categoryId: query.categoryId });
}

/** A kept listing answer travels gzip-encoded to a browser (compressed once when it was rendered). */
function sendListing(options: {
  reply: FastifyReply;
  listing: { answer: SerialisedAnswer; requestId: string };
  acceptEncoding: string | undefined;
}): FastifyReply {
  const { reply } = options;
  const encoding = acceptsGzip(options.acceptEncoding) ? 'gzip' : 'identity';
  if (encoding === 'gzip') reply.header('content-encoding', 'gzip');
  const body = answerBytes({ ...options.listing, encoding });
  return reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding').send(body);
}
