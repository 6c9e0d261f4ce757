export { CategoryListing, type CategoryListingProps } from './category-listing';
export { HomeView, homeDepartments, type HomeCategory, type HomeViewProps } from './home-view';
export { LayoutToggle } from './layout-toggle';
export { type ListingLocation, isSnapshotLocation, listingUrl } from './listing-location';
export { type ListingPage, type LoadMore, ListingResults, type ListingResultsProps, appendVariants } from './listing-results';
export { SALES_INFO_URL, SalesInfoBox } from './sales-info-box';
export { LISTING_LAYOUT_STORAGE_KEY, listingUiStore, resetListingUi, setListingLayout, useListingLayout } from './ui-store';
export { loadMoreFromFeed } from './load-more';
