import { type ReactNode, useId } from 'react';
import './DashboardPage.css';

/** What a {@link FormField} gives its control: the id, its description and its state. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface FormFieldProps {
  label: string;
  /** Marks the label with * (and the control as required). */
  required?: boolean;
  hint?: string | undefined;
  /** The field's message: shown under it and linked to the control. */
  error?: string | undefined;
  /** Renders the control (`input`, `select`, `textarea`) with the given props. */
  children(props: FieldControlProps): ReactNode;
}

/** A labelled form control with its hint and error message (linked by `aria-describedby`). */
export function FormField({ label, required, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="dashboard-page-field">
      <label htmlFor={id} className="dashboard-page-label">
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="dashboard-page-required">
              *
            </span>
          </>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="dashboard-page-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="dashboard-page-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
