import { BaseAPI, requireParameter } from './runtime';
import type { ProductId, ProductResponse } from './types';

export interface ProductRequest {
  productId: ProductId;
  signal?: AbortSignal;
}

export class ProductApi extends BaseAPI {
  /** GET /api/v2/product/{productId}: the product with one offer per shop. */
  async product(parameters: ProductRequest): Promise<ProductResponse> {
    const productId = requireParameter(parameters.productId, 'productId', 'product');
    return this.requestJson<ProductResponse>({
      path: `/api/v2/product/${encodeURIComponent(String(productId))}`,
      method: 'GET',
      signal: parameters.signal,
    });
  }
}
