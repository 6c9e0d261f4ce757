export { CategoryListing } from './category-listing';
export { type HomeCategory } from './home-categories';
export { HomeView } from './home-view';
export { loadMoreFromFeed } from './load-more';
export { type ListingLocation, listingUrl } from './listing-location';
