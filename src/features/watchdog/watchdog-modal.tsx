import { PROJECT } from '@uyut/core';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys, apiProblem, ResponseError, watchdogApi } from '../../client';
import { fieldDescription, FormField, Icon, useEscape } from '../../components';
import { bgWatchdog } from '../../i18n/watchdog';
import { PRIMARY_SYMBOL } from '../../lib/currency';
import { useUser } from '../user';
import { type SubscribeErrors, subscribeBody, subscribedState, subscribeProblemErrors } from './watchdog-rules';
import './watchdog.css';

const t = bgWatchdog;

export interface WatchdogModalProps {
  variantId: number;
  productName: string;
  onClose: () => void;
}

/** Every element a keyboard can reach inside `root`, in order. */
const focusable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')].filter(
    (element) => !element.closest('[hidden]'),
  );

function Field(props: {
  name: 'email' | 'targetPrice';
  label: string;
  value: string;
  hint?: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={props.label} hint={props.hint} error={props.error}>
      <input
        id={id}
        name={props.name}
        type={props.name === 'email' ? 'email' : 'text'}
        inputMode={props.name === 'email' ? 'email' : 'decimal'}
        autoComplete={props.name === 'email' ? 'email' : 'off'}
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={fieldDescription({ id, hint: props.hint, error: props.error })}
      />
    </FormField>
  );
}

/**
 * The watchdog's subscribe dialog (spec §4, §3 Subscribe payload): an e-mail (the signed-in user's, to start with) and
 * an optional target price; without one the watchdog waits for availability, with one for the price. A signed-in
 * user's watchdog is active at once; an anonymous one waits for the address to confirm it, which the dialog says.
 * Loaded on demand by the button's first click.
 */
export function WatchdogModal({ variantId, productName, onClose }: WatchdogModalProps) {
  const user = useUser();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState({ email: user?.email ?? '', targetPrice: '' });
  const [errors, setErrors] = useState<SubscribeErrors>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEscape({ active: true, onEscape: onClose });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector('input')?.focus();
    return () => opener?.focus();
  }, []);

  function trapTab(event: KeyboardEvent) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const elements = focusable(dialog.current);
    const [first, last] = [elements[0], elements[elements.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = subscribeBody(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await watchdogApi.watchdogSubscribe({ project: PROJECT, variantId, subscribeBody: checked.body });
      /* Signed in: active at once, so the button turns now and the read confirms it; anonymous: pending, read it as it is. */
      if (user) void mutate(apiKeys.watchdog(variantId), subscribedState(checked.body));
      else void mutate(apiKeys.watchdog(variantId));
      void mutate(apiKeys.variantsWatched());
      setDone(user ? t.subscribed(checked.body.email.email) : t.confirmationSent(checked.body.email.email));
    } catch (error) {
      setErrors(subscribeProblemErrors(error instanceof ResponseError ? await apiProblem(error) : null));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="watchdog-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="watchdog-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapTab}
        data-testid="watchdog-modal"
      >
        <button type="button" className="icon-button watchdog-modal__close" aria-label={t.closeDialog} onClick={onClose}>
          <Icon name="close" />
        </button>
        <h2 id={titleId}>{t.title}</h2>
        {done ? (
          <>
            <p role="status" className="watchdog-message watchdog-message--success">
              {done}
            </p>
            <button type="button" className="button button--primary" onClick={onClose}>
              {t.close}
            </button>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <p className="watchdog-modal__lead">{t.lead(productName)}</p>
            <Field
              name="email"
              label={t.email}
              value={values.email}
              error={errors.email}
              onChange={(email) => setValues({ ...values, email })}
            />
            <Field
              name="targetPrice"
              label={t.targetPrice}
              value={values.targetPrice}
              hint={t.targetPriceHint(PRIMARY_SYMBOL)}
              error={errors.targetPrice}
              onChange={(targetPrice) => setValues({ ...values, targetPrice })}
            />
            <p role="alert" className="watchdog-message watchdog-message--error" hidden={!errors.form}>
              {errors.form}
            </p>
            <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending}>
              {pending ? t.submitting : t.submit}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
