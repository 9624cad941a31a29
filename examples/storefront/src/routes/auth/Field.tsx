import { type ComponentPropsWithoutRef, useId } from 'react';
import './AuthPage.css';

/** A labelled input with its error message (announced, and linked by `aria-describedby`). */
export function Field({
  label,
  error,
  ...props
}: { label: string; error?: string | undefined } & ComponentPropsWithoutRef<'input'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-page-field">
      <label htmlFor={id} className="auth-page-label">
        {label}
      </label>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="auth-page-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
