export { WatchdogButton } from './watchdog-button';
export { UnsubscribeView, WatchdogListView } from './watchdog-pages';
