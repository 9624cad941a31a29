import { type ComponentPropsWithoutRef, useId } from 'react';
import styles from './AuthPage.module.css';

/** A labelled input with its error message (announced, and linked by `aria-describedby`). */
export function Field({
  label,
  error,
  ...props
}: { label: string; error?: string | undefined } & ComponentPropsWithoutRef<'input'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
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
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
