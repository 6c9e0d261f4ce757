export { siteRoutes } from './routes';
export { isListingPath } from './site-files';
