export { siteRoutes } from './routes';
