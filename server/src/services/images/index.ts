export { imageRoutes } from './routes';
