export { type User } from './user';
export { useUser } from './use-user';
