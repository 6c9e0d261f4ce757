export { daysUntilChristmas, deliversBeforeChristmas } from './christmas';
