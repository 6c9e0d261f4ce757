import { type Static, Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ErrorSchema, errorBody } from '../../lib/http-errors';
import { carrierInfo } from './carriers';
import { MAX_ROW_ID } from '../../db/schema';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = Type.Integer({ description: 'minor units of the variant currency' });

/** Spec §3 Delivery provider: label, logo, website, items[id,type,label,price,priceCod,deliveryDays]. */
export const DeliveryProviderSchema = Type.Object(
  {
    label: Type.String(),
    logo: Nullable(Type.String()),
    website: Nullable(Type.String()),
    items: Type.Array(
      Type.Object({
        id: Type.String({ description: 'Carrier code as the shop sends it' }),
        type: Type.Union(['courier', 'locker', 'post', 'own', 'pickup'].map((t) => Type.Literal(t))),
        label: Type.String(),
        currency: Type.String({ minLength: 3, maxLength: 3 }),
        price: Money,
        priceCod: Nullable(Money),
        deliveryDays: Nullable(Type.Integer({ description: 'Whole days; 0 = ships today; null = unknown' })),
      }),
    ),
  },
  { $id: 'DeliveryProvider' },
);
export type DeliveryProvider = Static<typeof DeliveryProviderSchema>;

/**
 * The delivery providers of one offer, in the shop's order, options of one company grouped together.
 * An option without its own delivery days takes the variant's. Null when the variant does not exist.
 */
export async function listDeliveryProviders(db: Db, variantId: number): Promise<DeliveryProvider[] | null> {
  const variant = await db.selectFrom('variants').select(['currency', 'delivery_days']).where('id', '=', variantId).executeTakeFirst();
  if (!variant) return null;
  const rows = await db.selectFrom('variant_deliveries').selectAll().where('variant_id', '=', variantId).orderBy('position').execute();
  const providers = new Map<string, DeliveryProvider>();
  for (const row of rows) {
    const info = carrierInfo(row.carrier_id);
    const provider = providers.get(info.provider) ?? { label: info.label, logo: info.logo, website: info.website, items: [] };
    provider.items.push({
      id: row.carrier_id,
      type: info.type,
      label: info.itemLabel,
      currency: variant.currency,
      price: row.price,
      priceCod: row.price_cod,
      deliveryDays: row.delivery_days ?? variant.delivery_days,
    });
    providers.set(info.provider, provider);
  }
  return [...providers.values()];
}

/** GET /api/v2/variant/{variantId}/deliveries (spec §7). */
export async function deliveriesService(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v2/variant/:variantId/deliveries',
    {
      schema: {
        tags: ['variant'],
        summary: 'Delivery providers of one offer',
        params: Type.Object({ variantId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) }),
        response: { 200: Type.Array(DeliveryProviderSchema), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const providers = await listDeliveryProviders(app.db, request.params.variantId);
      if (providers === null)
        return reply.code(404).send(errorBody({ statusCode: 404, message: `No variant ${request.params.variantId}`, field: 'variantId' }));
      return providers;
    },
  );
}
