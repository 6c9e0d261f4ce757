/**
 * Calendar days in Europe/Sofia, where the shop's days begin and end, whatever the clock of the machine that asks
 * (the build, a browser abroad, a server in UTC). Bulgaria keeps EET (UTC+2) and, under the EU rule, EEST (UTC+3)
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. Plain arithmetic instead of
 * `Intl.DateTimeFormat` with a time zone, which costs a browser its first long task (tested against it).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WINTER_OFFSET_HOURS = 2;
const SUMMER_OFFSET_HOURS = 3;
/** The EU changes the clocks at 01:00 UTC. */
const CHANGE_HOUR_UTC = 1;
const MARCH = 2;
const OCTOBER = 9;

/** A day of the calendar; `month` is 1 to 12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), CHANGE_HOUR_UTC);
}

/** Sofia's offset from UTC at `instant`, in hours. */
export function sofiaOffsetHours(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayChange(year, MARCH) && time < lastSundayChange(year, OCTOBER);
  return summer ? SUMMER_OFFSET_HOURS : WINTER_OFFSET_HOURS;
}

/** The calendar day in Sofia at `instant`. */
export function sofiaDay(instant: Date): CalendarDay {
  const local = new Date(instant.getTime() + sofiaOffsetHours(instant) * HOUR_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}
