import { type ComponentType, type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WatchdogModalProps } from './watchdog-modal';

type Target = Omit<WatchdogModalProps, 'onClose'>;

/**
 * Opens the watchdog modal (spec §4 Modals): the first open loads its code, then shows it; a failed load resets the
 * open flag, so the next click tries again. The modal is never part of a page's first load.
 */
export function useWatchdogModal(target: Target): { openWatchdogModal: () => void; watchdogModal: ReactNode } {
  const [Modal, setModal] = useState<ComponentType<WatchdogModalProps> | null>(null);
  const [open, setOpen] = useState(false);

  function openWatchdogModal() {
    setOpen(true);
    if (Modal) return;
    import('./watchdog-modal').then(
      (modal) => setModal(() => modal.WatchdogModal),
      () => setOpen(false),
    );
  }

  const watchdogModal = open && Modal ? createPortal(<Modal {...target} onClose={() => setOpen(false)} />, document.body) : null;
  return { openWatchdogModal, watchdogModal };
}
