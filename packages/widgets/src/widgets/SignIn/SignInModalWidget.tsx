import {
  type AuthFormField,
  authFeature,
  authFormMessages,
  sessionMessages,
  type User,
} from '@storefront-kit/core';
import { useAuthForm, useTranslator } from '@storefront-kit/react';
import { type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from '../../dom/adoptStyles';
import { getPageConfig } from '../../dom/configurePage';
import type { SignInMode } from '../../shared/signInRequest';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { WidgetDialog } from '../../shared/WidgetDialog';
import { FormField } from './FormField';
import { signInCss } from './signInCss';

/** Props of {@link SignInModalWidget}. */
export interface SignInModalWidgetProps {
  /** Whether the modal is shown (controlled). */
  open: boolean;
  /** Called with `false` on Escape, the backdrop, × and after a sign-in. */
  onOpenChange(open: boolean): void;
  /** Called once the shopper is signed in (the local cart already merged), before it closes. */
  onSignedIn?(user: User): void;
  /** The form shown on opening. @default 'sign-in' */
  initialMode?: SignInMode;
}

const strings = { ...authFormMessages, ...sessionMessages };

/** Moves focus to the first invalid field of `form` once it has rendered. */
function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
}

/**
 * The lazily loaded modal brings its own sheet: when it renders in a shadow root (a widget's),
 * the dialog and form styles are adopted there (once; later adoptions of the same text are
 * no-ops). A React app without shadow DOM includes `signInCss` itself.
 */
function useOwnStyles(anchor: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (root?.nodeType !== 11 || !('host' in root)) return;
    adoptStyles(root as ShadowRoot, signInCss, { nonce: getPageConfig().nonce });
  }, [anchor]);
}

function AuthForms({
  mode,
  onModeChange,
  onSignedIn,
  firstField,
}: {
  mode: SignInMode;
  onModeChange(mode: SignInMode): void;
  onSignedIn(user: User): void;
  firstField: RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslator(strings);
  const id = useId();
  // Sign In and Create Account, the 3-second switch after a sign-up: core's createAuthForm. The
  // form is new at each opening (the dialog renders its content only while open), and follows
  // the modal's mode (its title), which the switch button changes.
  const form = useAuthForm({ mode, onModeChange: (next) => onModeChange(next) });
  const { errors, notice, submitting } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.invalidAttempts);

  const noticeId = `${id}-notice`;
  const field = (name: AuthFormField) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
  });
  const submitLabel =
    form.mode === 'sign-in'
      ? t(submitting ? 'auth.signingIn' : 'auth.signInTitle')
      : t(submitting ? 'auth.creatingAccount' : 'auth.signUpTitle');

  return (
    <>
      <form
        ref={formRef}
        part="sign-in-form"
        className="sk-form"
        data-mode={form.mode}
        noValidate
        aria-describedby={notice?.kind === 'error' ? noticeId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit().then((result) => {
            if (result.status === 'signed-in') onSignedIn(result.user);
          });
        }}
      >
        {form.mode === 'sign-in' ? (
          <>
            <FormField
              {...field('login')}
              inputRef={firstField}
              label={t('auth.field.login')}
              autoComplete="username"
              value={form.signIn.login}
              onChange={(event) => form.setSignInField('login', event.currentTarget.value)}
            />
            <FormField
              {...field('password')}
              type="password"
              label={t('auth.field.password')}
              autoComplete="current-password"
              value={form.signIn.password}
              onChange={(event) => form.setSignInField('password', event.currentTarget.value)}
            />
          </>
        ) : (
          <>
            <FormField
              {...field('name')}
              inputRef={firstField}
              label={t('auth.field.name')}
              autoComplete="name"
              value={form.signUp.name}
              onChange={(event) => form.setSignUpField('name', event.currentTarget.value)}
            />
            <FormField
              {...field('email')}
              type="email"
              label={t('auth.field.email')}
              autoComplete="email"
              value={form.signUp.email}
              onChange={(event) => form.setSignUpField('email', event.currentTarget.value)}
            />
            <FormField
              {...field('mobile_number')}
              type="tel"
              label={t('auth.field.mobile')}
              autoComplete="tel-national"
              inputMode="numeric"
              value={form.signUp.mobile_number}
              onChange={(event) => form.setSignUpField('mobile_number', event.currentTarget.value)}
            />
            <FormField
              {...field('password')}
              type="password"
              label={t('auth.field.password')}
              autoComplete="new-password"
              value={form.signUp.password}
              onChange={(event) => form.setSignUpField('password', event.currentTarget.value)}
            />
            <FormField
              {...field('confirm_password')}
              type="password"
              label={t('auth.field.confirmPassword')}
              autoComplete="new-password"
              value={form.signUp.confirm_password}
              onChange={(event) =>
                form.setSignUpField('confirm_password', event.currentTarget.value)
              }
            />
            <div part="field" className="sk-field sk-check" data-field="terms">
              <input
                id={`${id}-terms`}
                type="checkbox"
                name="terms"
                part="field-checkbox"
                className="sk-check-input"
                checked={form.signUp.terms}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
                onChange={(event) => form.setSignUpField('terms', event.currentTarget.checked)}
              />
              <label part="field-label" className="sk-check-label" htmlFor={`${id}-terms`}>
                {t('auth.field.terms')}
              </label>
              {errors.terms ? (
                <p id={`${id}-terms-error`} part="field-error" className="sk-field-error">
                  {errors.terms}
                </p>
              ) : null}
            </div>
          </>
        )}
        {/* A live region present from the start, so the success is announced; an error is an alert. */}
        <p id={`${noticeId}-status`} part="sign-in-success" className="sk-notice" role="status">
          {notice?.kind === 'success' ? notice.text : ''}
        </p>
        {notice?.kind === 'error' ? (
          <p id={noticeId} part="sign-in-error" className="sk-alert" role="alert">
            {notice.text}
          </p>
        ) : null}
        <button
          type="submit"
          part="sign-in-submit"
          className="sk-action"
          aria-disabled={submitting || undefined}
          aria-busy={submitting || undefined}
        >
          {submitLabel}
        </button>
      </form>
      <button
        type="button"
        part="sign-in-switch"
        className="sk-text-button sk-auth-switch"
        onClick={() => onModeChange(form.mode === 'sign-in' ? 'sign-up' : 'sign-in')}
      >
        {t(form.mode === 'sign-in' ? 'auth.signUpTitle' : 'auth.signInTitle')}
      </button>
    </>
  );
}

/**
 * The sign-in modal (spec 2 'Auth'): Sign In (email or mobile, password) and Create Account
 * (name, email, mobile number, password, confirmation, terms) toggled by a switch button, each
 * field with its label and the spec's message under it, the server's message under the form,
 * 'Signing In...' / 'Creating Account...' while the request runs (a second submit is ignored).
 * A sign-in merges the local cart into the server cart (the storefront's `signIn`), then calls
 * `onSignedIn` and closes. A sign-up shows 'Account created successfully! You can now login.'
 * and switches to Sign In after 3 s with the new login filled in. Style it with `signInCss`
 * (parts: sign-in, sign-in-form, field, field-label, field-input, field-error, sign-in-success,
 * sign-in-error, sign-in-submit, sign-in-switch); in a shadow root it adopts that sheet itself.
 *
 * Pages usually open it through `requestSignIn()` rather than rendering it.
 *
 * @example <SignInModalWidget open={open} onOpenChange={setOpen} onSignedIn={(user) => …} />
 */
export function SignInModalWidget({
  open,
  onOpenChange,
  onSignedIn,
  initialMode = 'sign-in',
}: SignInModalWidgetProps) {
  useStorefrontFeatures(authFeature);
  const t = useTranslator(strings);
  const anchor = useRef<HTMLSpanElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState(initialMode);
  // Each opening starts on the requested form (before paint, so the title never flashes).
  useLayoutEffect(() => {
    if (open) setMode(initialMode);
  }, [open, initialMode]);
  useOwnStyles(anchor);
  // A switch of form moves the focus to its first field (the opening's focus is the dialog's).
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    firstField.current?.focus();
  }, [mode]);

  return (
    <>
      <span ref={anchor} hidden />
      <WidgetDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t(mode === 'sign-in' ? 'auth.signInTitle' : 'auth.signUpTitle')}
        part="sign-in"
        className="sk-sign-in"
        initialFocus={firstField}
      >
        <AuthForms
          mode={mode}
          onModeChange={setMode}
          firstField={firstField}
          onSignedIn={(user) => {
            onSignedIn?.(user);
            onOpenChange(false);
          }}
        />
      </WidgetDialog>
    </>
  );
}
