import type { Db } from '../db/database';
import { VISITOR_DAYS } from '../services/accounts';
import * as repository from './repository';

/** How long an anonymous watchdog waits for its address to confirm it before it is forgotten. */
export const UNCONFIRMED_WATCHDOG_DAYS = 30;

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

export interface SweepResult {
  visitorLikes: number;
  unconfirmedWatchdogs: number;
  sessions: number;
  codes: number;
}

/**
 * Removes what no one can use any more, in one transaction: anonymous likes older than the visitor cookie's life (the
 * cookie is never renewed, so a like older than that belongs to an expired cookie), anonymous watchdogs left
 * unconfirmed, expired sessions and expired one-time codes. A like's count follows by the likes table's triggers.
 */
export async function sweepExpired(options: { db: Db; now: Date }): Promise<SweepResult> {
  const { now } = options;
  const nowText = now.toISOString();
  return options.db.transaction().execute(async (trx) => ({
    visitorLikes: await repository.deleteVisitorLikes(trx, daysBefore(now, VISITOR_DAYS)),
    unconfirmedWatchdogs: await repository.deleteUnconfirmedWatchdogs(trx, daysBefore(now, UNCONFIRMED_WATCHDOG_DAYS)),
    sessions: await repository.deleteExpiredSessions(trx, nowText),
    codes: await repository.deleteExpiredCodes(trx, nowText),
  }));
}

export interface Housekeeping {
  /** Stops the timer and waits for a running sweep. */
  stop(): Promise<void>;
}

/** Sweeps now and then every `intervalMs`; sweeps never overlap and the timer does not keep the process alive. */
export function startHousekeeping(options: {
  db: Db;
  intervalMs: number;
  onSweep: (result: SweepResult) => void;
  onError: (error: unknown) => void;
}): Housekeeping {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepExpired({ db: options.db, now: new Date() })
      .then(options.onSweep, options.onError)
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
