export { aiSearchRoutes } from './routes';
