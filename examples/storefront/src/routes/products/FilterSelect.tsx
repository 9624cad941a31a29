import { listingMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { useId } from 'react';
import './FilterPanel.css';

/** The names of a filter's choices as a select's options. */
export const byName = (names: readonly string[]) =>
  names.map((name) => ({ value: name, label: name }));

/** A filter's labelled select: All, then its choices (a chosen value not among them still shows). */
export function Select({
  label,
  name,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  /** The query parameter it is sent as when the form is submitted without JavaScript. */
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useTranslator(listingMessages);
  // A value from the URL that the options do not (yet) hold still shows as selected.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className="filter-panel-field">
      <label htmlFor={id} className="filter-panel-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t('listing.all')}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
