import { useEffect, useState } from 'react';
import type { Variant } from '../../client';
import { Icon } from '../../components';
import { bg } from '../../i18n';
import { sitePrices } from '../../lib/currency';
import { emitUiEvent } from '../../lib/ui-events';
import { voucherValueText } from './card-rules';
import './catalogue.css';

/** Spec §9: 'Копирано!' shows for 2000 ms, then the button reverts (spec §4 Voucher copy). */
export const VOUCHER_COPIED_MS = 2000;

export interface VoucherCardProps {
  voucher: NonNullable<Variant['voucher']>;
  currency: string;
  variantId: number;
}

/** The voucher code with a copy button; copy failures are logged only (spec §8). */
export function VoucherCard({ voucher, currency, variantId }: VoucherCardProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), VOUCHER_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(voucher.code);
      setCopied(true);
      emitUiEvent({ name: 'voucher_copy', params: { variantId, code: voucher.code } });
    } catch (cause) {
      console.error('Copying the voucher code failed.', cause);
    }
  };

  return (
    <div className="voucher-card" data-testid="voucher-card">
      <span className="voucher-card__label">
        {bg.catalogue.voucher} <strong className="voucher-card__value">{voucherValueText(voucher, currency)}</strong>
      </span>
      <code className="voucher-card__code">{voucher.code}</code>
      <span className="voucher-card__price">
        {bg.catalogue.voucherPrice(sitePrices({ amount: voucher.priceWithVoucher, currency }).primary)}
      </span>
      <button type="button" className="voucher-card__copy" onClick={copy} aria-live="polite">
        <Icon name="copy" size={16} />
        {copied ? bg.catalogue.voucherCopied : bg.catalogue.voucherCopy}
      </button>
    </div>
  );
}
