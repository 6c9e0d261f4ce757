import { Link, navigate } from 'gatsby';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { accountApi, apiProblem, ResponseError, useProfile, usePublicProfile } from '../../client';
import { bgAccount } from '../../i18n/account';
import { currentUser, useUser } from '../user';
import { confirmationParams, FORM_ERROR, nextPath, pathParameter, problemErrors } from './account-rules';
import { LoginForm, RegisterForm, RenewForm, ResetForm } from './auth-forms';
import { AvatarEditor, ChangePasswordForm, DeleteAccountForm, ProfileForm } from './profile-forms';
import './account.css';
import { usePageLocation } from '../../lib/use-hydrated';

const t = bgAccount;

/** The page's location; the views read their parameters from it (client routes, `?next=`). */
export interface PageLocation {
  pathname: string;
  search: string;
}

function Loading({ title }: { title: string }) {
  return (
    <AccountPage title={title}>
      <p role="status">{t.loading}</p>
    </AccountPage>
  );
}

function AccountPage({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={wide ? 'account-page account-page--wide' : 'account-page'}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

export function LoginView({ location }: { location: PageLocation }) {
  return (
    <AccountPage title={t.loginTitle}>
      <LoginForm onSignedIn={() => void navigate(nextPath(location.search), { replace: true })} />
    </AccountPage>
  );
}

export function RegisterView() {
  return (
    <AccountPage title={t.registerTitle}>
      <RegisterForm />
    </AccountPage>
  );
}

export function RenewView() {
  return (
    <AccountPage title={t.renewTitle}>
      <RenewForm />
    </AccountPage>
  );
}

/** A one-shot request run on load (confirming a link, signing out): pending, done or its error message. */
function useOnLoad(run: () => Promise<unknown>) {
  const [state, setState] = useState<{ status: 'pending' | 'done' } | { status: 'failed'; message: string }>({ status: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    /* Once per page load: React's development double effect must not spend a single-use code twice. */
    if (started.current) return;
    started.current = true;
    run().then(
      () => setState({ status: 'done' }),
      async (error: unknown) => {
        const problem = error instanceof ResponseError ? await apiProblem(error) : null;
        setState({ status: 'failed', message: problemErrors(problem)[FORM_ERROR] ?? t.errors.server });
      },
    );
  }, [run]);
  return state;
}

function ConfirmationFailed({ message }: { message: string }) {
  return (
    <>
      <p role="alert">{message}</p>
      <Link to="/login">{t.login}</Link>
    </>
  );
}

function Confirmation({ userId, code }: { userId: string; code: string }) {
  const [run] = useState(() => () => accountApi.confirm({ userId, code }));
  const state = useOnLoad(run);
  if (state.status === 'failed') return <ConfirmationFailed message={state.message} />;
  if (state.status === 'pending') return <p role="status">{t.confirming}</p>;
  return (
    <>
      <p role="status">{t.confirmed}</p>
      <Link to="/user" className="button button--primary">
        {t.toProfile}
      </Link>
    </>
  );
}

/** `/register/confirmation/{userId}/{code}`: confirms on load, which signs the shopper in. */
export function ConfirmationView({ location }: { location: PageLocation }) {
  const known = usePageLocation(location);
  if (known === null) return <Loading title={t.confirmTitle} />;
  const params = confirmationParams(known.pathname);
  return (
    <AccountPage title={t.confirmTitle}>
      {params ? <Confirmation {...params} /> : <ConfirmationFailed message={t.confirmFailed} />}
    </AccountPage>
  );
}

/** How long the signed-out message shows before the home page. */
export const LOGOUT_REDIRECT_MS = 1500;

/** `/logout`: signs out on load, says so, then goes home. */
export function LogoutView() {
  const [run] = useState(() => () => accountApi.logout());
  const state = useOnLoad(run);
  useEffect(() => {
    if (state.status !== 'done') return undefined;
    const timer = setTimeout(() => void navigate('/', { replace: true }), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);
  return (
    <AccountPage title={t.logoutTitle}>
      {state.status === 'pending' && <p role="status">{t.loggingOut}</p>}
      {state.status === 'done' && (
        <>
          <p role="status">{t.loggedOut}</p>
          <Link to="/">{t.toHome}</Link>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <p role="alert">{t.logoutFailed}</p>
          <a href="/logout">{t.retry}</a>
        </>
      )}
    </AccountPage>
  );
}

/** `/password/confirmation/{code}`: the new-password form of a reset link. */
export function ResetView({ location }: { location: PageLocation }) {
  const known = usePageLocation(location);
  if (known === null) return <Loading title={t.resetTitle} />;
  const code = pathParameter(known.pathname, '/password/confirmation');
  return (
    <AccountPage title={t.resetTitle}>
      {code === null ? <p role="alert">{t.errors.codeInvalid}</p> : <ResetForm code={code} />}
      <p className="account-links">
        <Link to="/password/renew">{t.forgotten}</Link>
      </p>
    </AccountPage>
  );
}

/** `/user` signed out goes to the login page, which comes back here. */
const LOGIN_FOR_PROFILE = `/login?next=${encodeURIComponent('/user')}`;

function OwnProfile() {
  const user = useUser();
  const [deleted, setDeleted] = useState(false);
  const [signedIn] = useState(() => currentUser() !== null);
  const { data: profile, error, mutate } = useProfile(signedIn && !deleted);

  useEffect(() => {
    const signedOut = !signedIn || (error instanceof ResponseError && error.response.status === 401);
    if (signedOut && !deleted) void navigate(LOGIN_FOR_PROFILE, { replace: true });
  }, [signedIn, error, deleted]);

  if (deleted)
    return (
      <AccountPage title={t.deleteSection}>
        <p role="status">{t.deleted}</p>
        <Link to="/">{t.toHome}</Link>
      </AccountPage>
    );
  return (
    <AccountPage title={t.profileTitle} wide>
      {!profile && !error && <p role="status">{t.loading}</p>}
      {error && !(error instanceof ResponseError && error.response.status === 401) && (
        <div role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button button--ghost" onClick={() => void mutate()}>
            {t.retry}
          </button>
        </div>
      )}
      {profile && (
        <div className="account-sections">
          <p className="account-email">{user?.email ?? profile.email}</p>
          <AvatarEditor profile={profile} />
          <ProfileForm profile={profile} />
          <ChangePasswordForm />
          <DeleteAccountForm onDeleted={() => setDeleted(true)} />
        </div>
      )}
    </AccountPage>
  );
}

const memberSince = (iso: string) => new Intl.DateTimeFormat('bg-BG', { year: 'numeric', month: 'long' }).format(new Date(iso));

function PublicProfileView({ userId }: { userId: string }) {
  const { data, error } = usePublicProfile(userId);
  if (error)
    return (
      <AccountPage title={t.userNotFound}>
        <Link to="/">{t.toHome}</Link>
      </AccountPage>
    );
  if (!data) return <Loading title={t.profileTitle} />;
  return (
    <AccountPage title={t.publicProfileTitle(data.name)}>
      <div className="account-public">
        {data.avatarUrl ? (
          <img className="account-avatar__image" src={data.avatarUrl} alt="" width={96} height={96} />
        ) : (
          <span className="avatar account-avatar__image" aria-hidden="true">
            {data.initials}
          </span>
        )}
        <p>{t.memberSince(memberSince(data.memberSince))}</p>
      </div>
    </AccountPage>
  );
}

/** `/user` (the signed-in user's profile) and `/user/{userId}` (anyone's public profile), one page for both. */
export function UserView({ location }: { location: PageLocation }) {
  const known = usePageLocation(location);
  if (known === null) return <Loading title={t.profileTitle} />;
  const userId = pathParameter(known.pathname, '/user');
  return userId === null ? <OwnProfile /> : <PublicProfileView userId={userId} />;
}
