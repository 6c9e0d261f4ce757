import { PROJECT } from '@uyut/core';
import { useState } from 'react';
import { useWatchdogStatus, watchdogApi } from '../../client';
import { Icon } from '../../components';
import { bg } from '../../i18n';
import { bgWatchdog } from '../../i18n/watchdog';
import { useWatchdogModal } from './use-watchdog-modal';
import { UNSUBSCRIBED } from './watchdog-rules';

export interface WatchdogButtonProps {
  variantId: number;
  /** The product's name, for the modal's lead. */
  productName: string;
  className: string;
  /** Whether to read the status now; false until the shopper reaches the card (a listing reads none on load). */
  readStatus: boolean;
}

/**
 * Spec §4 Watchdog: 'Следете за наличност' opens the subscribe modal; once subscribed the button reads 'Прекратяване
 * на следването' and a click unsubscribes. When the unsubscribe fails the status is read again, so the button shows
 * what the server holds. A failed status read is silent (spec §8): the button stays in its first state.
 */
export function WatchdogButton({ variantId, productName, className, readStatus }: WatchdogButtonProps) {
  const { data, mutate } = useWatchdogStatus(variantId, readStatus);
  const [busy, setBusy] = useState(false);
  const { openWatchdogModal, watchdogModal } = useWatchdogModal({ variantId, productName });
  const subscribed = data?.subscribed === true;

  async function unsubscribe() {
    setBusy(true);
    try {
      await watchdogApi.watchdogUnsubscribe({ project: PROJECT, variantId });
      await mutate(UNSUBSCRIBED, { revalidate: false });
    } catch {
      await mutate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        data-testid="watchdog-button"
        onClick={subscribed ? () => void unsubscribe() : openWatchdogModal}
      >
        <Icon name="bell" size={16} />
        {subscribed ? bgWatchdog.stop : bg.catalogue.watchdog}
      </button>
      {watchdogModal}
    </>
  );
}
