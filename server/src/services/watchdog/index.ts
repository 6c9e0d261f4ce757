export { WatchdogAlerts, watchdogAlerts } from './alerts';
export { watchdogRoutes } from './routes';
export { pairVisitorWatchdogs } from './watchdog-service';
