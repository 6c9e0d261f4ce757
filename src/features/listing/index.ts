export { CategoryListing, type CategoryListingProps } from './category-listing';
export { HomeView, homeDepartments, type HomeCategory } from './home-view';
