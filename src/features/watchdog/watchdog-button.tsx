import { PROJECT } from '@uyut/core';
import { useEffect, useState } from 'react';
import { useWatchdogStatus, watchdogApi } from '../../client';
import { Icon } from '../../components';
import { bg } from '../../i18n';
import { bgWatchdog } from '../../i18n/watchdog';
import { useHydrated } from '../../lib/use-hydrated';
import { useWatchdogModal } from './use-watchdog-modal';
import { readConfirmation, UNSUBSCRIBED } from './watchdog-rules';

export interface WatchdogButtonProps {
  variantId: number;
  /** The product's name, for the modal's lead. */
  productName: string;
  className: string;
  /** Whether to read the status now; false until the shopper reaches the card (a listing reads none on load). */
  readStatus: boolean;
  /** The product page's button: announces a confirmation link's redirect (`?watchdog=confirmed`) once. */
  announceConfirmation?: boolean;
}

/**
 * That the e-mail link confirmed the watchdog: read once from the address, shown after hydration (the build rendered
 * no message); the flag then leaves the address, so a reload or a shared link says nothing. A component of its own,
 * rendered only where it is announced: its re-render after hydration stays out of every card's button.
 */
function ConfirmedNotice() {
  const hydrated = useHydrated();
  const [confirmed] = useState(() => typeof window !== 'undefined' && readConfirmation(window.location.search).confirmed);
  useEffect(() => {
    if (!confirmed) return;
    const { rest } = readConfirmation(window.location.search);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest}${window.location.hash}`);
  }, [confirmed]);
  if (!hydrated || !confirmed) return null;
  return (
    <p className="watchdog-notice" role="status">
      {bgWatchdog.confirmedNotice}
    </p>
  );
}

/**
 * Spec §4 Watchdog: 'Следете за наличност' opens the subscribe modal; once subscribed the button reads 'Прекратяване
 * на следването' and a click unsubscribes. When the unsubscribe fails the status is read again, so the button shows
 * what the server holds. A failed status read is silent (spec §8): the button stays in its first state.
 */
export function WatchdogButton({ variantId, productName, className, readStatus, announceConfirmation = false }: WatchdogButtonProps) {
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
      {announceConfirmation && <ConfirmedNotice />}
      {watchdogModal}
    </>
  );
}
