export { type Access, ACCESS_POLICIES, accessControl } from './access';
export { AuthService } from './auth-service';
export { accountRoutes } from './routes';
export { type Owner, readingOwner, VISITOR_DAYS, visitorKey, writingOwner } from './visitor';
