export { deliveryRoutes } from './routes';
