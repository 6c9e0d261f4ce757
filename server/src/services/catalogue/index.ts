import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueService } from './catalogue-service';
import { FilteringRequestSchema, FilteringResponseSchema, MenuNodeSchema, MenuSchema, VariantSchema } from './schemas';

export { createCatalogueService, NotFoundError, parseListingUrl } from './catalogue-service';
export type { CatalogueService, ProductDetail } from './catalogue-service';

const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });

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
  const catalogue = createCatalogueService(app.db);
  app.decorate('catalogue', catalogue);
  for (const schema of [VariantSchema, MenuNodeSchema, FilteringRequestSchema, FilteringResponseSchema, MenuSchema, ProductSchema]) app.addSchema(schema);

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
    async (request) => catalogue.filtering(request.body.url),
  );

  app.get(
    '/api/v2/menu',
    { schema: { tags: ['menu'], operationId: 'menu', response: { 200: Ref('Menu') } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(await catalogue.menu()),
  );

  app.get(
    '/api/v2/product/:productId',
    {
      schema: {
        tags: ['product'],
        operationId: 'product',
        params: Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
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
    '/api/v2/catalogue/products',
    {
      schema: {
        tags: ['catalogue'],
        operationId: 'catalogueProducts',
        querystring: Type.Object(
          { after: Type.Integer({ minimum: 0, default: 0 }), limit: Type.Integer({ minimum: 1, maximum: 500, default: 200 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ items: Type.Array(Ref('Product')), nextAfter: Type.Union([Type.Integer(), Type.Null()]) }), 400: ErrorSchema },
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const items = await catalogue.products({ ids: { after, limit } });
      return { items, nextAfter: items.length === limit ? items[items.length - 1]!.id : null };
    },
  );
}
