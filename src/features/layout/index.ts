export { Layout } from './layout';
