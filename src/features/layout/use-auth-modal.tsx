import { navigate } from 'gatsby';
import { type ComponentType, type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AuthForm, AuthModalProps } from '../account';

/**
 * Opens the auth dialog (spec §6), fetching its code on the first open: the account feature is never part of a page's
 * first load. If its code cannot be loaded (offline, a stale deploy) the login page takes over.
 */
export function useAuthModal(): { openAuthModal: (form: AuthForm) => void; authModal: ReactNode } {
  const [Modal, setModal] = useState<ComponentType<AuthModalProps> | null>(null);
  const [form, setForm] = useState<AuthForm | null>(null);

  function openAuthModal(next: AuthForm) {
    setForm(next);
    if (Modal) return;
    import('../account').then(
      (account) => setModal(() => account.AuthModal),
      () => void navigate('/login'),
    );
  }

  const authModal = form && Modal ? createPortal(<Modal initialForm={form} onClose={() => setForm(null)} />, document.body) : null;
  return { openAuthModal, authModal };
}
