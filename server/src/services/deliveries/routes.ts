import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorSchema } from '../../lib/http-errors';
import { deliveryProviders } from './delivery-service';
import { DeliveryProviderSchema, VariantIdParamsSchema } from './schemas';

/** GET /api/v2/variant/{variantId}/deliveries (spec §7). */
export async function deliveryRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v2/variant/:variantId/deliveries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['variant'],
        summary: 'Delivery providers of one offer',
        params: VariantIdParamsSchema,
        response: { 200: Type.Array(DeliveryProviderSchema), 404: ErrorSchema },
      },
    },
    async (request) => deliveryProviders(app.db, request.params.variantId),
  );
}
