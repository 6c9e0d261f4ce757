export { ProductView } from './product-view';
export { productJsonLd } from './product-json-ld';
