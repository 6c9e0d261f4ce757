export { type User } from './user';
export { currentUser, useUser } from './use-user';
