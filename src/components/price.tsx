import { bg } from '../i18n';
import { discountPercent } from '@uyut/core';
import { sitePrices } from '../lib/currency';
import './price.css';

export interface PriceProps {
  /** Minor units in `currency`. */
  amount: number;
  currency: string;
  /** Price before the discount (same currency); shown struck through only when a discount exists. */
  before?: number | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** The price in the primary currency, the secondary currency under it, and an optional old price (spec §9). */
export function Price({ amount, currency, before = null, size = 'md', className }: PriceProps) {
  const prices = sitePrices({ amount, currency });
  const hasDiscount = discountPercent(amount, before) !== null;
  const classes = ['price', `price--${size}`, hasDiscount ? 'price--discounted' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className="price__primary" data-testid="price-primary">
        {prices.primary}
      </span>
      <span className="price__secondary" data-testid="price-secondary">
        {prices.secondary}
      </span>
      {hasDiscount && before !== null && (
        <del className="price__before" data-testid="price-before">
          <span className="visually-hidden">{bg.price.before}: </span>
          {sitePrices({ amount: before, currency }).primary}
        </del>
      )}
    </span>
  );
}
