import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon, useEscape } from '../../components';
import { bgAccount } from '../../i18n/account';
import { LoginForm, RegisterForm, RenewForm } from './auth-forms';
import './account.css';

const t = bgAccount;

export type AuthForm = 'login' | 'register' | 'renew';

const TABS: ReadonlyArray<{ form: AuthForm; label: string }> = [
  { form: 'login', label: t.login },
  { form: 'register', label: t.register },
  { form: 'renew', label: t.forgotten },
];

export interface AuthModalProps {
  initialForm?: AuthForm;
  onClose: () => void;
}

/** Every element a keyboard can reach inside `root`, in order. */
const focusable = (root: HTMLElement) =>
  [
    ...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]'),
  ].filter((element) => !element.closest('[hidden]'));

/**
 * The auth dialog (spec §6): login, registration and forgotten-password tabs. Loaded on demand, never part of a page's
 * first load. Modal: focus moves in, stays in (Tab wraps), Escape or the close button closes it and focus returns to
 * what opened it; signing in closes it (the header then shows the user menu).
 */
export function AuthModal({ initialForm = 'login', onClose }: AuthModalProps) {
  const [form, setForm] = useState<AuthForm>(initialForm);
  const dialog = useRef<HTMLDivElement>(null);
  const id = useId();
  useEscape({ active: true, onEscape: onClose });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current && focusable(dialog.current).find((element) => element.tagName === 'INPUT');
    first?.focus();
    return () => opener?.focus();
  }, []);

  /* A link inside a form that switches forms disappears with it: focus goes to the new form's first field. */
  const focusPanel = useRef(false);
  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    dialog.current?.querySelector<HTMLElement>('[role="tabpanel"] input')?.focus();
  }, [form]);
  const switchFromPanel = (next: AuthForm) => {
    focusPanel.current = true;
    setForm(next);
  };

  /* The tabs pattern: arrow keys move between tabs, Tab leaves the list for the selected panel. */
  function onTabKey(event: KeyboardEvent) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.form === form);
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    setForm(next.form);
    document.getElementById(`${id}-${next.form}`)?.focus();
  }

  function trapTab(event: KeyboardEvent) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const elements = focusable(dialog.current);
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="auth-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="auth-modal__dialog" role="dialog" aria-modal="true" aria-label={t.dialogLabel} onKeyDown={trapTab}>
        <button type="button" className="icon-button auth-modal__close" aria-label={t.closeDialog} onClick={onClose}>
          <Icon name="close" />
        </button>
        <div role="tablist" className="auth-modal__tabs" aria-label={t.dialogLabel} onKeyDown={onTabKey}>
          {TABS.map((tab) => (
            <button
              key={tab.form}
              type="button"
              role="tab"
              id={`${id}-${tab.form}`}
              aria-selected={form === tab.form}
              aria-controls={`${id}-panel`}
              tabIndex={form === tab.form ? 0 : -1}
              onClick={() => setForm(tab.form)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${form}`}>
          {form === 'login' && <LoginForm onSignedIn={onClose} onSwitch={switchFromPanel} />}
          {form === 'register' && <RegisterForm onSwitch={switchFromPanel} />}
          {form === 'renew' && <RenewForm onSwitch={switchFromPanel} />}
        </div>
      </div>
    </div>
  );
}
