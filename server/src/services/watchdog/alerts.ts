import { type CurrencyCode, displayPrices, PROJECT, productPath } from '@uyut/core';
import { lastChangeId } from '../../catalogue/change-log';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { readMeta } from '../../db/meta';
import { createMailer, type Mailer, type MailMessage } from '../../lib/mailer';
import { alertMail } from './messages';
import * as repository from './repository';
import type { ChangedWatchdog } from './repository';
import { conditionHolds, crossing } from './rules';
import { offerOf } from './watchdog-service';

/** The last catalogue change id the watchdogs were evaluated up to (meta table). */
export const WATCHDOG_CURSOR = 'watchdog_change_cursor';
/** A sender that took an alert and neither sent nor released it within this time died: another may send it. */
const SEND_LEASE_MS = 10 * 60_000;
/** Alert e-mails one flush sends at most; the rest wait for the next run. */
const FLUSH_LIMIT = 1000;

export interface WatchdogAlertsOptions {
  mailer: Mailer;
  publicUrl: string;
  currency: CurrencyCode;
  now?: () => Date;
  /** Where a failed send is reported (it stays in the outbox and is tried again). */
  onSendError?: (error: unknown) => void;
}

/** What one run did: alerts written to the outbox, and e-mails sent (those and any left by an earlier run). */
export interface AlertRun {
  alerted: number;
  sent: number;
}

/**
 * Watchdog alerts (docs/adr/0008-watchdog.md), run after each feed import run. `evaluate` reads the catalogue change
 * log since its cursor, looks at the confirmed watchdogs of the variants changed there (nothing else), and in one
 * transaction marks each that crossed into its condition alerted, writes its e-mail to the outbox, resets those whose
 * condition stopped holding and moves the cursor. `flush` then sends the outbox and deletes what went: a crash between
 * the two sends nothing twice, a crash after a send before its delete sends that one e-mail once more.
 */
export class WatchdogAlerts {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: WatchdogAlertsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async run(): Promise<AlertRun> {
    const alerted = await this.evaluate();
    return { alerted, sent: await this.flush() };
  }

  /** Evaluates the watchdogs of the variants changed since the last evaluation; answers how many alerts it wrote. */
  async evaluate(): Promise<number> {
    const now = this.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      /* Writes first: the cursor row is locked (PostgreSQL) or the write lock taken (SQLite) before it is read, so two evaluators run one after the other. */
      await trx
        .insertInto('meta')
        .values({ key: WATCHDOG_CURSOR, value: '0' })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      await trx
        .updateTable('meta')
        .set((eb) => ({ value: eb.ref('value') }))
        .where('key', '=', WATCHDOG_CURSOR)
        .execute();
      const after = Number(await readMeta(trx, WATCHDOG_CURSOR));
      const upTo = await lastChangeId(trx);
      if (upTo <= after) return 0;
      const changed = (await repository.anyConfirmed(trx)) ? await repository.changedWatchdogs(trx, { after, upTo }) : [];
      const alerts = changed.filter((row) => this.transition(row) === 'alert');
      const resets = changed.filter((row) => this.transition(row) === 'reset');
      const marked = new Set(await repository.markAlerted(trx, { ids: alerts.map((row) => row.id), now }));
      await repository.resetAlerted(trx, { ids: resets.map((row) => row.id), now });
      await repository.insertAlerts(
        trx,
        alerts.filter((row) => marked.has(row.id)).map((row) => ({ watchdogId: row.id, message: JSON.stringify(this.mail(row)), now })),
      );
      await trx
        .updateTable('meta')
        .set({ value: String(upTo) })
        .where('key', '=', WATCHDOG_CURSOR)
        .execute();
      return marked.size;
    });
  }

  /** Sends the outbox's alert e-mails, each taken first so two senders never send one; answers how many went. */
  async flush(): Promise<number> {
    const staleBefore = new Date(this.now().getTime() - SEND_LEASE_MS).toISOString();
    let sent = 0;
    for (const alert of await repository.pendingAlerts(this.db, { staleBefore, limit: FLUSH_LIMIT })) {
      if (!(await repository.takeAlert(this.db, { id: alert.id, seen: alert.attempt_at, now: this.now().toISOString() }))) continue;
      try {
        await this.options.mailer.send(JSON.parse(alert.message) as MailMessage);
      } catch (error) {
        this.options.onSendError?.(error);
        continue;
      }
      await repository.deleteAlert(this.db, alert.id);
      sent++;
    }
    return sent;
  }

  private transition(row: ChangedWatchdog) {
    const watched = { type: row.type, targetPrice: row.target_price, targetCurrency: row.target_currency };
    return crossing({ alerted: row.alerted === 1, holds: conditionHolds(watched, offerOf(row)) });
  }

  private mail(row: ChangedWatchdog): MailMessage {
    const { publicUrl, currency } = this.options;
    const money = (amount: number, from: string) => displayPrices({ amount, currency: from }, currency).primary;
    const hash = row.unsubscribe_hash ?? '';
    return alertMail({
      to: row.email,
      product: row.name,
      price: money(row.price, row.currency),
      target: row.target_price === null || row.target_currency === null ? null : money(row.target_price, row.target_currency),
      productUrl: `${publicUrl}${productPath({ productId: row.product_id, productSlug: row.product_slug })}`,
      unsubscribePage: `${publicUrl}/watchdog/unsubscribe/${hash}`,
      oneClickUrl: `${publicUrl}/api/v1/${PROJECT}/watchdog/unsubscribe/${hash}`,
    });
  }
}

/** The alerts of a process that has the configuration (the CLI, the server's feed scheduler): mail as the accounts' mail goes. */
export function watchdogAlerts(options: { db: Db; config: Config; onSendError?: (error: unknown) => void }): WatchdogAlerts {
  const { config } = options;
  return new WatchdogAlerts(options.db, {
    mailer: createMailer({ from: config.MAIL_FROM, outbox: config.MAIL_OUTBOX, smtpUrl: config.SMTP_URL }),
    publicUrl: config.PUBLIC_URL,
    currency: config.PRIMARY_CURRENCY,
    ...(options.onSendError ? { onSendError: options.onSendError } : {}),
  });
}
