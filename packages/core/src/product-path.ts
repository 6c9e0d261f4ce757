/** The product page of a product (spec §2 route /product/{productId}-{slug}); `/product/{productId}` without a slug. */
export function productPath(product: { productId: number; productSlug: string }): string {
  return product.productSlug ? `/product/${product.productId}-${product.productSlug}` : `/product/${product.productId}`;
}
