export { LikeToggle } from './like-toggle';
