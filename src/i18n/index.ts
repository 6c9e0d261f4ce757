export { bg, type Messages } from './bg';
