import type { Db } from '../db/database';
import { type FeedRunResult, runFeeds } from './feeds-registry';

export interface FeedScheduler {
  /** Stops the timer and waits for a running round to finish. */
  stop(): Promise<void>;
  /** Runs a round now (unless one is running) and resolves with its results. */
  tick(): Promise<FeedRunResult[]>;
}

export interface FeedSchedulerOptions {
  db: Db;
  /** How often to look for due feeds. */
  intervalMs: number;
  onRound?: (results: FeedRunResult[]) => void;
  /** Runs after a round that imported something, before the next may start (the watchdog alerts of what it changed). */
  afterRound?: () => Promise<void>;
  onError?: (error: unknown) => void;
}

/**
 * Re-imports the registered feeds whose interval has passed, checking every `intervalMs`. Rounds never
 * overlap; the timer does not keep the process alive.
 */
export function startFeedScheduler(options: FeedSchedulerOptions): FeedScheduler {
  let running: Promise<FeedRunResult[]> | null = null;
  const tick = (): Promise<FeedRunResult[]> => {
    if (running) return running;
    running = runFeeds({ db: options.db, due: true })
      .then(async (results) => {
        if (results.length > 0) {
          options.onRound?.(results);
          await options.afterRound?.();
        }
        return results;
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        return [];
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
