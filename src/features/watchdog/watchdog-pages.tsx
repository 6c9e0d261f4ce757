import { PROJECT, productPath } from '@uyut/core';
import { Link } from 'gatsby';
import { type ReactNode, useState } from 'react';
import { apiProblem, ResponseError, useVariantsWatched, type WatchedItem, watchdogApi } from '../../client';
import { Price } from '../../components';
import { bgWatchdog } from '../../i18n/watchdog';
import { useUser } from '../user';
import { unsubscribeHash, watchdogTypeText } from './watchdog-rules';
import './watchdog.css';
import { useHydrated, usePageLocation } from '../../lib/use-hydrated';

const t = bgWatchdog;

export const WATCHDOG_PAGE = '/user/watchdog';
const LOGIN_FOR_WATCHDOG = `/login?next=${encodeURIComponent(WATCHDOG_PAGE)}`;

function WatchdogPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="watchdog-page">
      <h1>{title}</h1>
      {children}
    </section>
  );
}

const isUnauthorised = (error: unknown) => error instanceof ResponseError && error.response.status === 401;

function SignInPrompt() {
  return (
    <>
      <p>{t.signInPrompt}</p>
      <p>
        <Link to={LOGIN_FOR_WATCHDOG} className="button button--primary">
          {t.signIn}
        </Link>
      </p>
    </>
  );
}

function WatchedRow({ item, onRemove }: { item: WatchedItem; onRemove: (variantId: number) => Promise<void> }) {
  const { variant } = item;
  const [state, setState] = useState<'idle' | 'removing' | 'failed'>('idle');
  async function remove() {
    setState('removing');
    try {
      await onRemove(variant.id);
    } catch {
      setState('failed');
    }
  }
  return (
    <li className="watchdog-item" data-testid="watched-item">
      <div className="watchdog-item__main">
        <Link className="watchdog-item__name" to={productPath(variant)}>
          {variant.name}
        </Link>
        <span className="watchdog-item__meta">{`${watchdogTypeText(item)} · ${variant.eshop.name}`}</span>
        {variant.active ? (
          <Price amount={variant.price.price} currency={variant.price.currency} />
        ) : (
          <span className="watchdog-item__meta">{t.notAvailable}</span>
        )}
        {state === 'failed' && (
          <p role="alert" className="form-field__error">
            {t.removeFailed}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t.remove(variant.name)}
        disabled={state === 'removing'}
        onClick={() => void remove()}
      >
        {t.removeShort}
      </button>
    </li>
  );
}

function WatchedList() {
  const { data, error, mutate } = useVariantsWatched(true);
  if (isUnauthorised(error)) return <SignInPrompt />;
  if (error)
    return (
      <div role="alert">
        <p>{t.listFailed}</p>
        <button type="button" className="button button--ghost" onClick={() => void mutate()}>
          {t.retry}
        </button>
      </div>
    );
  if (!data) return <p role="status">{t.loading}</p>;
  if (data.length === 0) return <p>{t.listEmpty}</p>;

  async function remove(variantId: number) {
    await watchdogApi.watchdogUnsubscribe({ project: PROJECT, variantId });
    await mutate((items) => items?.filter((item) => item.variant.id !== variantId), { revalidate: false });
  }
  return (
    <>
      <p>{t.listLead}</p>
      <ul className="watchdog-list">
        {data.map((item) => (
          <WatchedRow key={item.variant.id} item={item} onRemove={remove} />
        ))}
      </ul>
    </>
  );
}

/** `/user/watchdog` (spec §2): the signed-in user's watched variants with what each waits for and a remove button. */
export function WatchdogListView() {
  const hydrated = useHydrated();
  const user = useUser();
  return (
    <WatchdogPage title={t.listTitle}>
      {!hydrated ? <p role="status">{t.loading}</p> : user ? <WatchedList /> : <SignInPrompt />}
    </WatchdogPage>
  );
}

type UnsubscribeState = 'ready' | 'pending' | 'done' | 'invalid' | 'failed';

function Unsubscribe({ hash }: { hash: string }) {
  const [state, setState] = useState<UnsubscribeState>('ready');
  async function confirm() {
    setState('pending');
    try {
      await watchdogApi.watchdogUnsubscribeByHash({ project: PROJECT, hash });
      setState('done');
    } catch (error) {
      const problem = error instanceof ResponseError ? await apiProblem(error) : null;
      setState(problem?.status === 404 ? 'invalid' : 'failed');
    }
  }
  if (state === 'done')
    return (
      <>
        <p role="status">{t.unsubscribed}</p>
        <Link to="/">{t.toHome}</Link>
      </>
    );
  if (state === 'invalid') return <UnsubscribeInvalid />;
  return (
    <>
      <p>{t.unsubscribeLead}</p>
      <p role="alert" className="watchdog-message watchdog-message--error" hidden={state !== 'failed'}>
        {t.unsubscribeFailed}
      </p>
      <p>
        <button type="button" className="button button--primary" disabled={state === 'pending'} onClick={() => void confirm()}>
          {state === 'pending' ? t.unsubscribing : t.unsubscribeConfirm}
        </button>
      </p>
    </>
  );
}

function UnsubscribeInvalid() {
  return (
    <>
      <p role="alert">{t.unsubscribeInvalid}</p>
      <Link to="/">{t.toHome}</Link>
    </>
  );
}

/**
 * `/watchdog/unsubscribe/{hash}` (spec §2), the link in every watchdog e-mail: opening it changes nothing (a mail
 * scanner or a prefetch follows links), only the confirm button's DELETE unsubscribes.
 */
export function UnsubscribeView({ location }: { location: { pathname: string } }) {
  const known = usePageLocation(location);
  const hash = known === null ? null : unsubscribeHash(known.pathname);
  let body: ReactNode;
  if (known === null) body = <p role="status">{t.loading}</p>;
  else body = hash === null ? <UnsubscribeInvalid /> : <Unsubscribe hash={hash} />;
  return <WatchdogPage title={t.unsubscribeTitle}>{body}</WatchdogPage>;
}
