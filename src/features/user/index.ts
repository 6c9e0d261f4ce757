export { ADMIN_MODE_COOKIE, TOKEN_COOKIE, type User, decodeUser, hashEmail, userFromCookies, userInitials } from './user';
export { useUser } from './use-user';
