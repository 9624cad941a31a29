import { findGstState, GST_STATES, gstStateLabel } from '@storefront-kit/core';
import type { SelectHTMLAttributes } from 'react';

/** Props of {@link StateField}: a select's own props plus its label, value and error. */
export interface StateFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value'> {
  /** The select's id; the error's id is `{id}-error`. */
  id: string;
  label: string;
  /** The first, empty choice ('Select a state'). */
  placeholder: string;
  /** The state's name; one saved as 'HR' or '06' before the picker shows as its state. */
  value: string;
  error?: string;
}

/**
 * The checkout's state picker: core's GST states with their codes ('Haryana (06)'), the
 * state's name as the value, so core's validation can check the pincode and the GSTIN against
 * it. Same parts as a text field (field, field-label, field-input, field-error).
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
      <select
        {...select}
        id={id}
        name={name}
        part="field-input"
        className="sk-field-input"
        value={findGstState(value)?.name ?? value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {GST_STATES.map((state) => (
          <option key={state.code} value={state.name}>
            {gstStateLabel(state)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} part="field-error" className="sk-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
