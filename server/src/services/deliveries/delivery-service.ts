import type { Db } from '../../db/database';
import { NotFoundError } from '../../lib/http-errors';
import { carrierInfo } from './carriers';
import * as repository from './repository';
import type { DeliveryProvider } from './schemas';

/**
 * The delivery providers of one offer, in the shop's order, options of one company grouped together.
 * An option without its own delivery days takes the variant's. A 404 when the variant does not exist.
 */
export async function deliveryProviders(db: Db, variantId: number): Promise<DeliveryProvider[]> {
  const variant = await repository.variantDeliveryTerms(db, variantId);
  if (!variant) throw new NotFoundError(`No variant ${variantId}`, 'variantId');
  const providers = new Map<string, DeliveryProvider>();
  for (const row of await repository.variantDeliveries(db, variantId)) {
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
