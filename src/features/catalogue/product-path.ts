/** The product page of a variant (spec §2 route /product/{productId}-{slug}). */
export function productPath(variant: { productId: number; productSlug: string }): string {
  return variant.productSlug ? `/product/${variant.productId}-${variant.productSlug}` : `/product/${variant.productId}`;
}
