export {
  FAVOURITE_SORTS,
  type FavouriteSort,
  isFavouriteSort,
  LIKE_ITEM_TYPES,
  LOCAL_LIKES_PROMPT,
  type LikeItemType,
  MAX_COMPARISON_VARIANTS,
  comparisonItemId,
  isLikeItemType,
  parseComparisonItemId,
  parseVariantItemId,
} from './likes';
export { WATCHDOG_TYPES, type WatchdogType, isWatchdogType, watchdogType } from './watchdog';
export { PROJECT } from './project';
