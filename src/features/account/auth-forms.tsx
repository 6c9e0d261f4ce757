import { normaliseEmail, normaliseName, PASSWORD_MIN_LENGTH } from '@uyut/core';
import { useState } from 'react';
import { accountApi, ResponseError } from '../../client';
import { bgAccount } from '../../i18n/account';
import { emailOnlyErrors, loginErrors, registerErrors, resetErrors } from './account-rules';
import { FormMessage, PasswordField, SubmitButton, TextField } from './form-controls';
import { useAccountForm } from './use-account-form';

const t = bgAccount;

/** Where a form's secondary links lead: pages on their own, tabs inside the auth modal. */
export interface AuthNavigation {
  /** Shows the other auth form ('register', 'renew'); without it the forms link to their pages. */
  onSwitch?: (form: 'login' | 'register' | 'renew') => void;
}

const PAGES = { login: '/login', register: '/register', renew: '/password/renew' } as const;

function SwitchLink({ to, label, onSwitch }: { to: keyof typeof PAGES; label: string } & AuthNavigation) {
  if (!onSwitch) return <a href={PAGES[to]}>{label}</a>;
  return (
    <button type="button" className="link-button" onClick={() => onSwitch(to)}>
      {label}
    </button>
  );
}

/** Sends the confirmation e-mail again (always 202: it says nothing about whether the address has an account). */
function ResendConfirmation({ email }: { email: string }) {
  const form = useAccountForm({
    initial: { email },
    validate: emailOnlyErrors,
    submit: (values) => accountApi.resendConfirmation({ email: normaliseEmail(values.email) }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="account-inline-form">
      <FormMessage errors={form.errors} success={form.result && t.resent} />
      <button type="submit" className="button button--ghost" disabled={form.pending}>
        {t.resend}
      </button>
    </form>
  );
}

export function LoginForm({ onSignedIn, onSwitch }: { onSignedIn: () => void } & AuthNavigation) {
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useAccountForm({
    initial: { email: '', password: '' },
    validate: loginErrors,
    submit: async (values) => {
      setUnconfirmed(null);
      try {
        return await accountApi.login({ email: normaliseEmail(values.email), password: values.password });
      } catch (error) {
        if (error instanceof ResponseError && error.response.status === 403) setUnconfirmed(values.email);
        throw error;
      }
    },
    onDone: onSignedIn,
    fieldMessages: { password: t.errors.invalidCredentials },
  });
  return (
    <div className="account-form">
      <form onSubmit={form.onSubmit} noValidate aria-label={t.login}>
        <FormMessage errors={form.errors} />
        <TextField {...form.field('email')} type="email" label={t.email} autoComplete="email" required />
        <PasswordField {...form.field('password')} label={t.password} autoComplete="current-password" required />
        <SubmitButton pending={form.pending}>{t.loginSubmit}</SubmitButton>
      </form>
      {unconfirmed !== null && <ResendConfirmation email={unconfirmed} />}
      <p className="account-links">
        <SwitchLink to="renew" label={t.forgottenLink} onSwitch={onSwitch} />
      </p>
      <p className="account-links">
        {t.noAccount} <SwitchLink to="register" label={t.register} onSwitch={onSwitch} />
      </p>
    </div>
  );
}

export function RegisterForm({ onSwitch }: AuthNavigation) {
  const form = useAccountForm({
    initial: { name: '', email: '', password: '' },
    validate: registerErrors,
    submit: (values) =>
      accountApi.register({ name: normaliseName(values.name), email: normaliseEmail(values.email), password: values.password }),
  });
  if (form.result) {
    const email = normaliseEmail(form.values.email);
    return (
      <div className="account-form" role="status">
        <h2>{t.checkEmailTitle}</h2>
        <p>{t.checkEmail(email)}</p>
        <ResendConfirmation email={email} />
      </div>
    );
  }
  return (
    <div className="account-form">
      <form onSubmit={form.onSubmit} noValidate aria-label={t.register}>
        <FormMessage errors={form.errors} />
        <TextField {...form.field('name')} label={t.name} autoComplete="name" required />
        <TextField {...form.field('email')} type="email" label={t.email} autoComplete="email" required />
        <PasswordField
          {...form.field('password')}
          label={t.password}
          autoComplete="new-password"
          hint={t.passwordHint(PASSWORD_MIN_LENGTH)}
          required
        />
        <SubmitButton pending={form.pending}>{t.registerSubmit}</SubmitButton>
      </form>
      <p className="account-links">
        {t.haveAccount} <SwitchLink to="login" label={t.login} onSwitch={onSwitch} />
      </p>
    </div>
  );
}

export function RenewForm({ onSwitch }: AuthNavigation) {
  const form = useAccountForm({
    initial: { email: '' },
    validate: emailOnlyErrors,
    submit: (values) => accountApi.renewPassword({ email: normaliseEmail(values.email) }),
  });
  return (
    <div className="account-form">
      <p>{t.renewLead}</p>
      <form onSubmit={form.onSubmit} noValidate aria-label={t.forgotten}>
        <FormMessage errors={form.errors} success={form.result && t.renewSent} />
        <TextField {...form.field('email')} type="email" label={t.email} autoComplete="email" required />
        <SubmitButton pending={form.pending}>{t.renewSubmit}</SubmitButton>
      </form>
      <p className="account-links">
        <SwitchLink to="login" label={t.login} onSwitch={onSwitch} />
      </p>
    </div>
  );
}

/** The form behind a reset link: a new password for the account of `code`, which signs the shopper in. */
export function ResetForm({ code }: { code: string }) {
  const form = useAccountForm({
    initial: { password: '' },
    validate: resetErrors,
    submit: (values) => accountApi.confirmPassword({ code, password: values.password }),
  });
  if (form.result)
    return (
      <div className="account-form">
        <p role="status">{t.resetDone}</p>
        <a href="/user" className="button button--primary">
          {t.toProfile}
        </a>
      </div>
    );
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.resetTitle} className="account-form">
      <FormMessage errors={form.errors} />
      <PasswordField
        {...form.field('password')}
        label={t.newPassword}
        autoComplete="new-password"
        hint={t.passwordHint(PASSWORD_MIN_LENGTH)}
        required
      />
      <SubmitButton pending={form.pending}>{t.resetSubmit}</SubmitButton>
    </form>
  );
}
