import {
  convert,
  type CurrencyCode,
  displayPrices,
  isValidEmail,
  MINOR_PER_MAJOR,
  normaliseEmail,
  PROJECT,
  productPath,
  watchdogType,
} from '@uyut/core';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { randomSecret, secretHash } from '../accounts/secrets';
import type { VariantDto } from '../catalogue/schemas';
import { confirmationMail } from './messages';
import * as repository from './repository';
import type { Owner, VariantFacts } from './repository';
import { conditionHolds, targetMinor } from './rules';
import { unsubscribeHash } from './unsubscribe-hash';

/** Spec §3 Watchdog state. targetPrice is in major units of the primary currency, like card prices. */
export interface WatchdogState {
  subscribed: boolean;
  type: 'availability' | 'price' | null;
  targetPrice: number | null;
}

/** Spec §3 Watched item. */
export interface WatchedItem {
  variant: VariantDto;
  type: 'availability' | 'price';
  targetPrice: number | null;
}

export interface WatchdogServiceOptions {
  mailer: Mailer;
  publicUrl: string;
  /** WATCHDOG_KEY: the unsubscribe hashes' HMAC key. */
  key: string;
  currency: CurrencyCode;
  /** The variant cards of the catalogue (CatalogueService.byIds), so a watched item is the card every list shows. */
  cards: (ids: readonly number[]) => Promise<VariantDto[]>;
  now?: () => Date;
}

const NOT_SUBSCRIBED: WatchdogState = { subscribed: false, type: null, targetPrice: null };

/**
 * Watchdogs (docs/adr/0008-watchdog.md): a shopper's subscriptions to a variant's availability or price. A signed-in
 * user's is active at once; an anonymous visitor's waits until its address confirms it. Alerts are alerts.ts's.
 */
export class WatchdogService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: WatchdogServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The caller's watchdog of the variant (none without an owner: an anonymous caller without a visitor cookie). */
  async state(options: { variantId: number; owner: Owner | null }): Promise<WatchdogState> {
    await this.variant(options.variantId);
    if (options.owner === null) return NOT_SUBSCRIBED;
    const row = await repository.watchdogOf(this.db, { owner: options.owner, variantId: options.variantId });
    if (row === undefined) return NOT_SUBSCRIBED;
    return { subscribed: true, type: row.type, targetPrice: this.major(row) };
  }

  /**
   * Subscribes the owner (replacing the type and target of an existing watchdog). Its alerted state starts as the
   * condition stands now: the shopper sees the price they subscribe at, so only a later crossing mails them. A
   * visitor's watchdog is mailed a confirmation first, and again whenever its address changes.
   */
  async subscribe(options: { variantId: number; owner: Owner; email: string; targetPrice: number | null }): Promise<void> {
    const email = normaliseEmail(options.email);
    if (!isValidEmail(email)) throw new BadRequestError('email: not an e-mail address', 'email');
    const target = options.targetPrice === null ? null : targetMinor(options.targetPrice);
    if (options.targetPrice !== null && target === null) {
      throw new BadRequestError('targetPrice: must be above 0 and below 10 000 000', 'targetPrice');
    }
    const variant = await this.variant(options.variantId);
    const now = this.now().toISOString();
    const watched = {
      type: watchdogType(target),
      targetPrice: target,
      targetCurrency: target === null ? null : this.options.currency,
    };
    const fields = {
      email,
      type: watched.type,
      target_price: watched.targetPrice,
      target_currency: watched.targetCurrency,
      alerted: conditionHolds(watched, offerOf(variant)) ? 1 : 0,
      updated_at: now,
    };
    const anonymous = 'visitorKey' in options.owner;
    const code = await this.db.transaction().execute(async (trx) => {
      const existing = await repository.watchdogOf(trx, { owner: options.owner, variantId: variant.id });
      const confirmed = !anonymous || (existing?.confirmed_at != null && existing.email === email);
      const code = confirmed ? null : randomSecret();
      const confirmation = {
        confirmed_at: confirmed ? (existing?.confirmed_at ?? now) : null,
        confirmation_hash: code === null ? null : secretHash(code),
      };
      if (existing !== undefined) {
        await repository.updateWatchdog(trx, existing.id, { ...fields, ...confirmation });
        return code;
      }
      const owner = 'userId' in options.owner ? { user_id: options.owner.userId } : { visitor_key: options.owner.visitorKey };
      const id = await repository.insertWatchdog(trx, {
        ...fields,
        ...confirmation,
        ...owner,
        variant_id: variant.id,
        unsubscribe_hash: null,
        created_at: now,
      });
      await repository.updateWatchdog(trx, id, { unsubscribe_hash: unsubscribeHash({ key: this.options.key, watchdogId: id }) });
      return code;
    });
    if (code === null) return;
    await this.options.mailer.send(
      confirmationMail({
        to: email,
        product: variant.name,
        target: target === null ? null : this.money(target),
        url: `${this.options.publicUrl}/api/v1/${PROJECT}/watchdog/confirm/${code}`,
      }),
    );
  }

  /**
   * Confirms a visitor's watchdog from the mailed link; answers the product page to send the shopper to. Its alerted
   * state starts again from now, so only crossings after the confirmation mail them.
   */
  async confirm(code: string): Promise<string> {
    const row = await repository.watchdogByConfirmation(this.db, secretHash(code));
    if (row === undefined) throw new NotFoundError('Unknown or used confirmation code', 'code');
    const variant = await this.variant(row.variant_id);
    const watched = { type: row.type, targetPrice: row.target_price, targetCurrency: row.target_currency };
    await repository.updateWatchdog(this.db, row.id, {
      confirmed_at: this.now().toISOString(),
      confirmation_hash: null,
      alerted: conditionHolds(watched, offerOf(variant)) ? 1 : 0,
      updated_at: this.now().toISOString(),
    });
    return `${productPath({ productId: variant.product_id, productSlug: variant.product_slug })}?watchdog=confirmed`;
  }

  async unsubscribe(options: { variantId: number; owner: Owner | null }): Promise<void> {
    const { owner, variantId } = options;
    if (owner === null || !(await repository.deleteWatchdogOf(this.db, { owner, variantId }))) {
      throw new NotFoundError(`No watchdog of variant ${variantId}`, 'variant_id');
    }
  }

  /** The unsubscribe link of an e-mail: an unknown or forged hash names no watchdog. */
  async unsubscribeByHash(hash: string): Promise<void> {
    if (!(await repository.deleteByUnsubscribeHash(this.db, hash))) throw new NotFoundError('Unknown unsubscribe link', 'hash');
  }

  /** Spec §7 variants-watched: the user's watched variants as cards, newest first. */
  async watched(options: { userId: number; limit: number }): Promise<WatchedItem[]> {
    const rows = await repository.watchdogsOfUser(this.db, options);
    const cards = new Map((await this.options.cards(rows.map((row) => row.variant_id))).map((card) => [card.id, card]));
    return rows.flatMap((row) => {
      const variant = cards.get(row.variant_id);
      return variant === undefined ? [] : [{ variant, type: row.type, targetPrice: this.major(row) }];
    });
  }

  private async variant(variantId: number): Promise<VariantFacts> {
    const variant = await repository.variantFacts(this.db, variantId);
    if (variant === undefined) throw new NotFoundError(`Unknown variant ${variantId}`, 'variant_id');
    return variant;
  }

  /** A stored target in major units of the primary currency (2 decimals). */
  private major(row: { target_price: number | null; target_currency: string | null }): number | null {
    if (row.target_price === null || row.target_currency === null) return null;
    return convert({ amount: row.target_price, from: row.target_currency, to: this.options.currency }) / MINOR_PER_MAJOR;
  }

  private money(amount: number): string {
    return displayPrices({ amount, currency: this.options.currency }, this.options.currency).primary;
  }
}

/** The offer state rules.ts reads, from a variant row. */
export const offerOf = (row: { price: number; currency: string; active: number; in_stock: number }) => ({
  price: row.price,
  currency: row.currency,
  active: row.active === 1,
  inStock: row.in_stock === 1,
});

/**
 * Pairs a visitor's watchdogs with the user who just signed in (the likes service's GET /login, in its transaction):
 * each becomes the user's unless the user already watches that variant; no visitor row stays. Answers how many moved.
 */
export async function pairVisitorWatchdogs(trx: Db, options: { visitorKey: string; userId: number; now?: Date }): Promise<number> {
  return repository.moveVisitorWatchdogs(trx, {
    visitorKey: options.visitorKey,
    userId: options.userId,
    now: (options.now ?? new Date()).toISOString(),
  });
}
