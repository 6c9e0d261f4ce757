export { catalogueRoutes } from './routes';
export { CatalogueService } from './catalogue-service';
