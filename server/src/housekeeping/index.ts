export { startHousekeeping, sweepExpired, UNCONFIRMED_WATCHDOG_DAYS } from './housekeeping-service';
