import type { InputHTMLAttributes, Ref } from 'react';

/** Props of {@link FormField}: an input's own props plus its label and error. */
export interface FormFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** The input's id; the error's id is `{id}-error`. */
  id: string;
  label: string;
  /** The field's message (shown under it, `aria-invalid`, `aria-describedby`), if any. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * One labelled text field of the widgets' forms (sign-in, sign-up, checkout addresses), with
 * its message under it. Parts: field, field-label, field-input, field-error (`data-field` names
 * the field).
 */
export function FormField({ id, label, error, inputRef, name, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div part="field" className="sk-field" data-field={name}>
      <label part="field-label" className="sk-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        part="field-input"
        className="sk-field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} part="field-error" className="sk-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
