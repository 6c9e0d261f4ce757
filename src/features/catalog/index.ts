export { OfferTable, type OfferTableProps, sortOffers } from './offer-table';
export { productPath } from './product-path';
export { CARD_IMAGE_SIZES, VariantCard, type VariantCardProps } from './variant-card';
export { VariantGrid, type VariantGridProps } from './variant-grid';
