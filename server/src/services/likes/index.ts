export { likeRoutes } from './routes';
