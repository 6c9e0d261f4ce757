export { LikesRuntime } from './likes-runtime';
export { siteLikes } from './site-likes';
