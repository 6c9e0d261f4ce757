export { clickRoutes } from './routes';
