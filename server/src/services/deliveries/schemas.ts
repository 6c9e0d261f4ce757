import { type Static, Type } from '@sinclair/typebox';
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

export const VariantIdParamsSchema = Type.Object({ variantId: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) });
