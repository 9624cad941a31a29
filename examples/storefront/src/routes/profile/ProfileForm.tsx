import { GENDER_OPTIONS, type ProfileField } from '@storefront-kit/core';
import type { UseProfileResult } from '@storefront-kit/react';
import { type ComponentPropsWithoutRef, type FormEvent, useEffect, useRef, useState } from 'react';
import { FormField } from '../dashboard/FormField';
import './ProfilePage.css';
import { profileText } from './profileCopy';

/** Today as `YYYY-MM-DD` in the shopper's time zone: the latest date of birth. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The edit mode: every profile field with the server's rules checked first; Save shows the new
 * values at once (rolled back with the server's reason on failure), Cancel restores the saved
 * ones.
 */
export function ProfileForm({ profile }: { profile: UseProfileResult }) {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { draft, errors } = profile;
  const saving = profile.saveStatus === 'saving';

  // Opening the form focuses its first field; a refused Save focuses the first with a message.
  useEffect(() => {
    const selector = attempt === 0 ? 'input, select' : '[aria-invalid="true"]';
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await profile.save();
    if (result.status === 'invalid') setAttempt((n) => n + 1);
  };

  const text = (field: ProfileField, props: InputProps = {}) => (
    <ProfileInput
      field={field}
      value={draft[field]}
      error={errors[field]}
      onValue={(value) => profile.setField(field, value)}
      {...props}
    />
  );

  return (
    <form
      ref={form}
      className="profile-page-card profile-page-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-edit"
    >
      <h2 id="profile-edit" className="profile-page-card-title">
        {profileText('profile.details')}
      </h2>
      <div className="profile-page-fields">
        {text('name', { autoComplete: 'name', required: true })}
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('mobile_number', {
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'numeric',
          maxLength: 10,
        })}
        <GenderSelect
          value={draft.gender}
          error={errors.gender}
          onValue={(value) => profile.setField('gender', value)}
        />
        {text('date_of_birth', { type: 'date', autoComplete: 'bday', max: today() })}
      </div>
      <fieldset className="profile-page-fieldset">
        <legend className="profile-page-sub-title">{profileText('profile.address')}</legend>
        <div className="profile-page-fields">
          {text('street', { autoComplete: 'street-address' })}
          {text('city', { autoComplete: 'address-level2' })}
          {text('state', { autoComplete: 'address-level1' })}
          {text('pincode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
          {text('country', { autoComplete: 'country-name' })}
        </div>
      </fieldset>
      <div className="profile-page-form-actions">
        <button type="button" className="button button-secondary" onClick={profile.cancel}>
          {profileText('profile.cancel')}
        </button>
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? profileText('profile.saving') : profileText('profile.save')}
        </button>
      </div>
    </form>
  );
}

/** The input attributes a field may set (its value and change handler are the form's). */
type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange'>;

interface ProfileInputProps extends InputProps {
  field: ProfileField;
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}

/** One labelled input of the form, with its message. */
function ProfileInput({ field, value, error, onValue, ...props }: ProfileInputProps) {
  return (
    <FormField label={profileText(`field.${field}`)} error={error}>
      {(control) => (
        <input
          {...control}
          name={field}
          className="input"
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
          {...props}
        />
      )}
    </FormField>
  );
}

/** Gender: male, female, other, prefer-not-to-say (spec 2 §5), or none. */
function GenderSelect({
  value,
  error,
  onValue,
}: {
  value: string;
  error: string | undefined;
  onValue(value: string): void;
}) {
  return (
    <FormField label={profileText('field.gender')} error={error}>
      {(control) => (
        <select
          {...control}
          name="gender"
          className="input"
          value={value}
          onChange={(event) => onValue(event.currentTarget.value)}
        >
          <option value="">{profileText('gender.none')}</option>
          {GENDER_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {profileText(`gender.${option}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
