/** What a watchdog waits for (spec §3 Watched item type): the variant back in stock, or its price at or below a target. */
export const WATCHDOG_TYPES = ['availability', 'price'] as const;
export type WatchdogType = (typeof WATCHDOG_TYPES)[number];

export const isWatchdogType = (value: string): value is WatchdogType => (WATCHDOG_TYPES as readonly string[]).includes(value);

/** A subscription with a target price waits for the price, one without it for availability. */
export const watchdogType = (targetPrice: number | null | undefined): WatchdogType =>
  targetPrice === null || targetPrice === undefined ? 'availability' : 'price';
