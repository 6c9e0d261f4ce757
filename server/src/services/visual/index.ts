export { visualRoutes } from './routes';
export { describeMainImages } from './describe-images';
