import type { Product, Variant } from '../../client';
import { productPath } from '@uyut/core';

const decimal = (minor: number) => (minor / 100).toFixed(2);

function offerJsonLd(offer: Variant, siteUrl: string) {
  return {
    '@type': 'Offer',
    price: decimal(offer.price.price),
    priceCurrency: offer.price.currency,
    availability: !offer.active
      ? 'https://schema.org/Discontinued'
      : offer.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/BackOrder',
    url: `${siteUrl}/product/v/${offer.id}-${offer.slug}`,
    seller: { '@type': 'Organization', name: offer.eshop.name },
  };
}

/**
 * schema.org Product with an AggregateOffer over the active offers (prices in each offer's own currency;
 * the aggregate uses the currency of the cheapest offer, and only offers in that currency).
 */
export function productJsonLd(options: { product: Product; siteUrl: string; imageUrl?: string }) {
  const { product, siteUrl } = options;
  const active = product.offers.filter((o) => o.active);
  const cheapest = [...active].sort((a, b) => a.price.price - b.price.price)[0];
  const sameCurrency = cheapest ? active.filter((o) => o.price.currency === cheapest.price.currency) : [];
  const prices = sameCurrency.map((o) => o.price.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: `${siteUrl}${productPath({ productId: product.id, productSlug: product.slug })}`,
    ...(options.imageUrl ? { image: [options.imageUrl] } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(product.ean ? { gtin13: product.ean } : {}),
    category: product.category.longName.replaceAll(' | ', ' > '),
    ...(cheapest
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: cheapest.price.currency,
            lowPrice: decimal(Math.min(...prices)),
            highPrice: decimal(Math.max(...prices)),
            offerCount: sameCurrency.length,
            offers: sameCurrency.map((o) => offerJsonLd(o, siteUrl)),
          },
        }
      : {}),
  };
}
