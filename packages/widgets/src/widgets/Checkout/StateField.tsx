import { GstStateSelect } from '@storefront-kit/react';
import type { SelectHTMLAttributes } from 'react';

/** Props of {@link StateField}: a select's own props plus its label, value and error. */
export interface StateFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value'> {
  /** The select's id; the error's id is `{id}-error`. */
  id: string;
  label: string;
  /** The first, empty choice ('Select a state'). */
  placeholder: string;
  /** The state's name ('Haryana'); one given by its code ('06') shows as its state. */
  value: string;
  error?: string;
}

/**
 * The checkout's state picker (React's `GstStateSelect`: core's GST states with their codes,
 * 'Haryana (06)'), labelled, with its message under it. Same parts as a text field (field,
 * field-label, field-input, field-error).
 */
export function StateField({
  id,
  label,
  placeholder,
  value,
  error,
  name,
  ...select
}: StateFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div part="field" className="sk-field" data-field={name}>
      <label part="field-label" className="sk-field-label" htmlFor={id}>
        {label}
      </label>
      <GstStateSelect
        {...select}
        id={id}
        name={name}
        part="field-input"
        className="sk-field-input"
        value={value}
        placeholder={placeholder}
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
