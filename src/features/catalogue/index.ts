export { type CardLayout } from './card-rules';
export { OfferTable } from './offer-table';
export { type CardContext, VariantCard } from './variant-card';
export { VariantGrid } from './variant-grid';
