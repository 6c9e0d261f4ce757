export {
  CARD_SLIDER_MAX_IMAGES,
  PARAMETER_LIMITS,
  type CardLayout,
  availability,
  cardParameters,
  clickThroughUrl,
  installmentText,
  omnibusNote,
  mainLink,
  mainLinkToDetailFromFlag,
  promoTags,
  tierLabel,
  voucherValueText,
} from './card-rules';
export { OfferTable, type OfferTableProps, sortOffers } from './offer-table';
export { CARD_IMAGE_SIZES, DEFAULT_CARD_CONTEXT, type CardContext, VariantCard, type VariantCardProps } from './variant-card';
export { VariantGrid, type VariantGridProps } from './variant-grid';
export { VOUCHER_COPIED_MS } from './voucher-card';
