import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorSchema } from '../../lib/http-errors';
import { SEARCH_SCHEMAS, SearchQuerySchema } from './schemas';
import { SearchService } from './search-service';

declare module 'fastify' {
  interface FastifyInstance {
    searchSuggestions: SearchService;
  }
}

/** The search service (spec §7): grouped suggestions and trending categories, after docs/adr/0009-search-suggestions.md. */
export const searchRoutes = fp(
  async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>();
    for (const schema of SEARCH_SCHEMAS) app.addSchema(schema);
    const search = new SearchService({
      db: app.db,
      filterIndex: () => app.catalogue.filterIndex(),
      onBackgroundError: (err) => app.log.error({ err }, 'search suggestions not rebuilt; the previous index still answers'),
    });
    app.decorate('searchSuggestions', search);
    app.catalogue.useSearch(search);
    app.addHook('onListen', async () => {
      search.fresh().catch((error: unknown) => app.log.error({ err: error }, 'search index build failed'));
    });
    const tags = ['search'];

    app.get(
      '/v2/search',
      {
        config: { access: 'public' },
        schema: {
          tags,
          operationId: 'search',
          querystring: SearchQuerySchema,
          response: { 200: Type.Array(Type.Ref('SearchGroup')), 400: ErrorSchema },
        },
      },
      async (request) => search.suggestions(request.query.q),
    );

    app.get(
      '/v2/search/trending',
      { config: { access: 'public' }, schema: { tags, operationId: 'searchTrending', response: { 200: Type.Ref('SearchTrending') } } },
      async () => search.trending(),
    );
  },
  { name: 'search' },
);
