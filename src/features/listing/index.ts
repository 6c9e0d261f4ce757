export { CategoryListing } from './category-listing';
export { HomeView, type HomeCategory } from './home-view';
export { loadMoreFromFeed } from './load-more';
