import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../lib/http-errors';
import { AiSearchService } from './ai-search-service';
import { AiSearchRequestSchema, AiSearchResultSchema } from './schemas';

/** Spec §7 `POST /api/v2/ai-search`: registered after the catalogue routes, whose service it reads the index through. */
export async function aiSearchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const aiSearch = new AiSearchService(app.catalogue);
  app.post(
    '/api/v2/ai-search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['search'],
        operationId: 'aiSearch',
        body: AiSearchRequestSchema,
        response: { 200: AiSearchResultSchema, 400: ErrorSchema },
      },
    },
    async (request) => aiSearch.search(request.body),
  );
}
