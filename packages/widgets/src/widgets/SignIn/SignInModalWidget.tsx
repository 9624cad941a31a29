import {
  authFeature,
  authFormMessages,
  clearFieldError,
  type FieldErrors,
  hasErrors,
  SIGNUP_SWITCH_MS,
  type SignUpField,
  sessionMessages,
  type User,
  validateSignIn,
  validateSignUp,
} from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import {
  type FormEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
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

type SignInField = 'login' | 'password';
type Notice = { readonly kind: 'success' | 'error'; readonly text: string } | null;

interface FormsState {
  signIn: Record<SignInField, string>;
  signUp: Record<Exclude<SignUpField, 'terms'>, string> & { terms: boolean };
}

const EMPTY_FORMS: FormsState = {
  signIn: { login: '', password: '' },
  signUp: {
    name: '',
    email: '',
    mobile_number: '',
    password: '',
    confirm_password: '',
    terms: false,
  },
};

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
  const session = useSession();
  const { messages } = useStorefront();
  const id = useId();
  const [forms, setForms] = useState(EMPTY_FORMS);
  const [errors, setErrors] = useState<FieldErrors<SignInField | SignUpField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [signedUp, setSignedUp] = useState<string | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a sign-up the spec switches to the sign-in form after 3 s, with the new login filled in.
  useEffect(() => {
    if (signedUp === null) return;
    const timer = setTimeout(() => {
      setForms((current) => ({ ...current, signIn: { login: signedUp, password: '' } }));
      setSignedUp(null);
      onModeChange('sign-in');
    }, SIGNUP_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [signedUp, onModeChange]);

  const edit = <Form extends keyof FormsState>(
    form: Form,
    field: keyof FormsState[Form] & (SignInField | SignUpField),
    value: FormsState[Form][keyof FormsState[Form]],
  ) => {
    setForms((current) => ({ ...current, [form]: { ...current[form], [field]: value } }));
    setErrors((current) => clearFieldError(current, field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One submission at a time (the auth controller also shares an in-flight request).
    if (busy.current) return;
    const found =
      mode === 'sign-in'
        ? validateSignIn(forms.signIn, { messages })
        : validateSignUp(forms.signUp, { messages });
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((count) => count + 1);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    setNotice(null);
    try {
      if (mode === 'sign-in') {
        const result = await session.signIn({
          login: forms.signIn.login.trim(),
          password: forms.signIn.password,
        });
        if (!mounted.current) return;
        if (result.status === 'success') onSignedIn(result.user);
        else setNotice({ kind: 'error', text: result.message });
      } else {
        const { name, password, confirm_password } = forms.signUp;
        const email = forms.signUp.email.trim();
        const mobile = forms.signUp.mobile_number.trim();
        const result = await session.signUp({
          name: name.trim(),
          ...(email ? { email } : {}),
          ...(mobile ? { mobile_number: mobile } : {}),
          password,
          confirm_password,
        });
        if (!mounted.current) return;
        if (result.status === 'success') {
          setNotice({ kind: 'success', text: t('session.signupSuccess') });
          setSignedUp(email || mobile);
        } else setNotice({ kind: 'error', text: result.message });
      }
    } finally {
      busy.current = false;
      if (mounted.current) setSubmitting(false);
    }
  };

  const noticeId = `${id}-notice`;
  const field = (name: SignInField | SignUpField) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
  });
  const submitLabel =
    mode === 'sign-in'
      ? t(submitting ? 'auth.signingIn' : 'auth.signInTitle')
      : t(submitting ? 'auth.creatingAccount' : 'auth.signUpTitle');

  return (
    <>
      <form
        ref={formRef}
        part="sign-in-form"
        className="sk-form"
        data-mode={mode}
        noValidate
        aria-describedby={notice?.kind === 'error' ? noticeId : undefined}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        {mode === 'sign-in' ? (
          <>
            <FormField
              {...field('login')}
              inputRef={firstField}
              label={t('auth.field.login')}
              autoComplete="username"
              value={forms.signIn.login}
              onChange={(event) => edit('signIn', 'login', event.currentTarget.value)}
            />
            <FormField
              {...field('password')}
              type="password"
              label={t('auth.field.password')}
              autoComplete="current-password"
              value={forms.signIn.password}
              onChange={(event) => edit('signIn', 'password', event.currentTarget.value)}
            />
          </>
        ) : (
          <>
            <FormField
              {...field('name')}
              inputRef={firstField}
              label={t('auth.field.name')}
              autoComplete="name"
              value={forms.signUp.name}
              onChange={(event) => edit('signUp', 'name', event.currentTarget.value)}
            />
            <FormField
              {...field('email')}
              type="email"
              label={t('auth.field.email')}
              autoComplete="email"
              value={forms.signUp.email}
              onChange={(event) => edit('signUp', 'email', event.currentTarget.value)}
            />
            <FormField
              {...field('mobile_number')}
              type="tel"
              label={t('auth.field.mobile')}
              autoComplete="tel-national"
              inputMode="numeric"
              value={forms.signUp.mobile_number}
              onChange={(event) => edit('signUp', 'mobile_number', event.currentTarget.value)}
            />
            <FormField
              {...field('password')}
              type="password"
              label={t('auth.field.password')}
              autoComplete="new-password"
              value={forms.signUp.password}
              onChange={(event) => edit('signUp', 'password', event.currentTarget.value)}
            />
            <FormField
              {...field('confirm_password')}
              type="password"
              label={t('auth.field.confirmPassword')}
              autoComplete="new-password"
              value={forms.signUp.confirm_password}
              onChange={(event) => edit('signUp', 'confirm_password', event.currentTarget.value)}
            />
            <div part="field" className="sk-field sk-check" data-field="terms">
              <input
                id={`${id}-terms`}
                type="checkbox"
                name="terms"
                part="field-checkbox"
                className="sk-check-input"
                checked={forms.signUp.terms}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
                onChange={(event) => edit('signUp', 'terms', event.currentTarget.checked)}
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
        onClick={() => {
          setErrors({});
          setNotice(null);
          setSignedUp(null);
          onModeChange(mode === 'sign-in' ? 'sign-up' : 'sign-in');
        }}
      >
        {t(mode === 'sign-in' ? 'auth.signUpTitle' : 'auth.signInTitle')}
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
