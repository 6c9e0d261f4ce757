export { bg } from './bg';
