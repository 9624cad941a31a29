import {
  authFormMessages,
  type ChangePasswordBody,
  type FieldErrors,
  hasErrors,
  validateChangePassword,
} from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormField } from '../dashboard/FormField';
import './ProfilePage.css';
import { profileText } from './profileCopy';

type Field = keyof ChangePasswordBody;
const EMPTY: ChangePasswordBody = { current_password: '', password: '', confirm_password: '' };
const FIELDS: readonly {
  field: Field;
  label: 'auth.field.currentPassword' | 'auth.field.newPassword' | 'auth.field.confirmPassword';
  autoComplete: string;
}[] = [
  {
    field: 'current_password',
    label: 'auth.field.currentPassword',
    autoComplete: 'current-password',
  },
  { field: 'password', label: 'auth.field.newPassword', autoComplete: 'new-password' },
  { field: 'confirm_password', label: 'auth.field.confirmPassword', autoComplete: 'new-password' },
];

/**
 * Change Password on /dashboard/profile: the current password and the new one twice, checked
 * by core's rules first. The server signs the account out everywhere else; this browser keeps
 * its session with the new token (core's `changePassword`).
 */
export function ChangePasswordCard() {
  const t = useTranslator(authFormMessages);
  const { messages } = useStorefront();
  const session = useSession();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // A refused submit focuses the first field with a message.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateChangePassword(values, { messages });
    setErrors(found);
    setFailure(null);
    setDone(false);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    setSaving(true);
    const result = await session.changePassword(values);
    setSaving(false);
    if (result.status === 'success') {
      setValues(EMPTY);
      setDone(true);
    } else {
      setFailure(result.message);
    }
  };

  return (
    <form
      ref={form}
      className="profile-page-card"
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password"
    >
      <h2 id="change-password" className="profile-page-card-title">
        {t('auth.changePasswordTitle')}
      </h2>
      <p className="dashboard-page-hint">{profileText('password.lead')}</p>
      <div className="profile-page-fields">
        {FIELDS.map(({ field, label, autoComplete }) => (
          <FormField key={field} label={t(label)} required error={errors[field]}>
            {(control) => (
              <input
                {...control}
                name={field}
                type="password"
                className="input"
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field]: value }));
                  setErrors((current) => ({ ...current, [field]: undefined }));
                }}
              />
            )}
          </FormField>
        ))}
      </div>
      <p className="profile-page-notice" role="status">
        {done ? profileText('password.changed') : ''}
      </p>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? profileText('password.saving') : t('auth.changePasswordTitle')}
        </button>
      </div>
    </form>
  );
}
