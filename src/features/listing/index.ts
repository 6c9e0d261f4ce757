export { CategoryListing } from './category-listing';
export { HomeView } from './home-view';
export { loadMoreFromFeed } from './load-more';
export { type ListingLocation, listingUrl } from './listing-location';
