import { normaliseName, PASSWORD_MIN_LENGTH } from '@uyut/core';
import { type ChangeEvent, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { accountApi, apiKeys, apiProblem, AVATAR_TYPES, type Profile, type ProfileChanges, ResponseError } from '../../client';
import { FormField } from '../../components';
import { bgAccount } from '../../i18n/account';
import {
  birthDateError,
  changePasswordErrors,
  deleteAccountErrors,
  errorsOf,
  type FieldErrors,
  FORM_ERROR,
  nameError,
  problemErrors,
} from './account-rules';
import { FormMessage, PasswordField, SubmitButton, TextField } from './form-controls';
import { useAccountForm } from './use-account-form';

const t = bgAccount;

/** The avatar upload limit of ADR 0006: checked here too, so a too-big file is refused before it is sent. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const today = () => new Date().toISOString().slice(0, 10);

type ProfileValues = { name: string; firstName: string; lastName: string; dob: string; gender: string };

const profileValues = (profile: Profile): ProfileValues => ({
  name: profile.name,
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  dob: profile.dob ?? '',
  gender: profile.gender === null ? '' : String(profile.gender),
});

/** The PATCH body: every field, an empty optional one as null (which clears it). */
export function profileChanges(values: ProfileValues): ProfileChanges {
  const optional = (value: string) => normaliseName(value) || null;
  return {
    name: normaliseName(values.name),
    firstName: optional(values.firstName),
    lastName: optional(values.lastName),
    dob: values.dob || null,
    gender: values.gender === '1' ? 1 : values.gender === '2' ? 2 : null,
  };
}

export const profileErrors = (values: ProfileValues) =>
  errorsOf({
    name: nameError(values.name),
    firstName: nameError(values.firstName, { optional: true }),
    lastName: nameError(values.lastName, { optional: true }),
    dob: birthDateError(values.dob, today()),
  });

export function ProfileForm({ profile }: { profile: Profile }) {
  const { mutate } = useSWRConfig();
  const form = useAccountForm({
    initial: profileValues(profile),
    validate: profileErrors,
    submit: (values) => accountApi.updateProfile(profileChanges(values)),
    onDone: (saved) => void mutate(apiKeys.profile(), saved, { revalidate: false }),
  });
  const genderId = useId();
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby={`${genderId}-title`} className="account-form">
      <h2 id={`${genderId}-title`}>{t.profileSection}</h2>
      <FormMessage errors={form.errors} success={form.result && !form.pending && t.profileSaved} />
      <TextField {...form.field('name')} label={t.name} autoComplete="nickname" required />
      <TextField {...form.field('firstName')} label={t.firstName} autoComplete="given-name" />
      <TextField {...form.field('lastName')} label={t.lastName} autoComplete="family-name" />
      <TextField {...form.field('dob')} type="date" label={t.birthDate} autoComplete="bday" max={today()} />
      <FormField id={genderId} label={t.gender}>
        <select id={genderId} name="gender" value={form.values.gender} onChange={form.change('gender')} autoComplete="sex">
          <option value="">{t.genderNone}</option>
          <option value="2">{t.genderFemale}</option>
          <option value="1">{t.genderMale}</option>
        </select>
      </FormField>
      <SubmitButton pending={form.pending}>{t.profileSave}</SubmitButton>
    </form>
  );
}

/** Uploads the chosen image as it is (the server squares and re-encodes it) or removes the avatar. */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const { mutate } = useSWRConfig();
  const inputId = useId();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [success, setSuccess] = useState<string | null>(null);

  async function run(call: () => Promise<Profile>, done: string) {
    setPending(true);
    setErrors({});
    setSuccess(null);
    try {
      await mutate(apiKeys.profile(), await call(), { revalidate: false });
      setSuccess(done);
    } catch (error) {
      const problem = error instanceof ResponseError ? await apiProblem(error) : null;
      setErrors(
        problem?.status === 400 || problem?.status === 413 || problem?.status === 415
          ? { [FORM_ERROR]: t.errors.avatarInvalid }
          : problemErrors(problem),
      );
    } finally {
      setPending(false);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      setSuccess(null);
      setErrors({ [FORM_ERROR]: t.errors.avatarInvalid });
      return;
    }
    void run(() => accountApi.uploadAvatar(file), t.avatarSaved);
  }

  return (
    <section className="account-avatar" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t.avatar}</h2>
      <div className="account-avatar__row">
        {profile.avatarUrl ? (
          <img className="account-avatar__image" src={profile.avatarUrl} alt="" width={96} height={96} />
        ) : (
          <span className="avatar account-avatar__image" aria-hidden="true" />
        )}
        <div className="account-avatar__actions">
          <label htmlFor={inputId} className="button button--ghost" aria-disabled={pending}>
            {t.avatarUpload}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={onFile}
            disabled={pending}
            aria-describedby={`${inputId}-hint`}
          />
          {profile.avatarUrl && (
            <button
              type="button"
              className="button button--ghost"
              disabled={pending}
              onClick={() => void run(() => accountApi.removeAvatar(), t.avatarRemoved)}
            >
              {t.avatarRemove}
            </button>
          )}
          <p id={`${inputId}-hint`} className="form-field__hint">
            {t.avatarHint}
          </p>
        </div>
      </div>
      <FormMessage errors={errors} success={success} />
    </section>
  );
}

export function ChangePasswordForm() {
  const titleId = useId();
  const form = useAccountForm({
    initial: { currentPassword: '', newPassword: '' },
    validate: changePasswordErrors,
    submit: (values) => accountApi.changePassword(values),
    onDone: () => form.setValues({ currentPassword: '', newPassword: '' }),
    fieldMessages: { currentPassword: t.errors.currentPasswordWrong },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby={titleId} className="account-form">
      <h2 id={titleId}>{t.passwordSection}</h2>
      <FormMessage errors={form.errors} success={form.result && !form.pending && t.passwordChanged} />
      <PasswordField {...form.field('currentPassword')} label={t.currentPassword} autoComplete="current-password" required />
      <PasswordField
        {...form.field('newPassword')}
        label={t.newPassword}
        autoComplete="new-password"
        hint={t.passwordHint(PASSWORD_MIN_LENGTH)}
        required
      />
      <SubmitButton pending={form.pending}>{t.passwordSave}</SubmitButton>
    </form>
  );
}

/** Deletes the account after the password is typed again, with the warning that nothing can be restored. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const titleId = useId();
  const form = useAccountForm({
    initial: { password: '' },
    validate: deleteAccountErrors,
    submit: (values) => accountApi.deleteAccount(values),
    onDone: onDeleted,
    fieldMessages: { password: t.errors.passwordWrong },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-labelledby={titleId} className="account-form account-form--danger">
      <h2 id={titleId}>{t.deleteSection}</h2>
      <p className="account-warning">{t.deleteWarning}</p>
      <FormMessage errors={form.errors} />
      <PasswordField {...form.field('password')} label={t.deleteConfirm} autoComplete="current-password" required />
      <SubmitButton pending={form.pending}>{t.deleteSubmit}</SubmitButton>
    </form>
  );
}
