export { catalogueRoutes } from './routes';
export { CatalogueService, type CatalogueServiceOptions, type ListingLocation, type ProductDetail } from './catalogue-service';
