import {
  type AddressField,
  checkoutMessages,
  type FieldErrors,
  GSTIN_LENGTH,
} from '@storefront-kit/core';
import { GstStateSelect, useTranslator } from '@storefront-kit/react';
import type { InputHTMLAttributes } from 'react';
import './Checkout.css';
import { checkoutText } from './checkoutCopy';

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'autoCapitalize' | 'spellCheck'
>;

interface FieldSpec {
  readonly field: AddressField;
  /** The autofill token after the section ('given-name'…), or 'off'. */
  readonly autoComplete: string;
  readonly required: boolean;
  /** Spans both columns of the grid. */
  readonly wide?: boolean;
  readonly extras?: InputExtras;
  /** A picker of GST states instead of a text input. */
  readonly picker?: boolean;
}

/** The address form's fields in order (spec 2 §3), with how each is typed and autofilled. */
const FIELDS: readonly FieldSpec[] = [
  { field: 'firstName', autoComplete: 'given-name', required: true },
  { field: 'lastName', autoComplete: 'family-name', required: true },
  { field: 'email', autoComplete: 'email', required: true, extras: { type: 'email' } },
  {
    field: 'phone',
    autoComplete: 'tel-national',
    required: true,
    extras: { type: 'tel', inputMode: 'numeric', maxLength: 10 },
  },
  { field: 'address_line1', autoComplete: 'address-line1', required: true, wide: true },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'state', autoComplete: 'address-level1', required: true, picker: true },
  {
    field: 'pincode',
    autoComplete: 'postal-code',
    required: true,
    extras: { inputMode: 'numeric', maxLength: 6 },
  },
  { field: 'country', autoComplete: 'country-name', required: false },
  { field: 'companyName', autoComplete: 'organization', required: false },
  {
    field: 'gstNumber',
    autoComplete: 'off',
    required: false,
    extras: { maxLength: GSTIN_LENGTH, autoCapitalize: 'characters', spellCheck: false },
  },
];

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  form: 'shipping' | 'billing';
  values: Readonly<Record<AddressField, string>>;
  errors: FieldErrors<AddressField>;
  onChange(field: AddressField, value: string): void;
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** While a payment is in flight the fields are read-only. */
  disabled?: boolean;
}

/**
 * The checkout's shipping or billing fields: labelled ('First name', 'GST number'…, required
 * ones marked), autofill tokens per section, each field's message under it and linked to it
 * (the billing ones carry the spec's 'Billing' prefix, from core's validation). The GST number
 * is upper-cased as typed (core) and at most 15 characters. The state is a picker of core's
 * GST states ('Haryana (06)'), whose pincode and GSTIN core's validation checks against it.
 */
export function AddressFields({
  form,
  values,
  errors,
  onChange,
  idPrefix,
  disabled,
}: AddressFieldsProps) {
  const t = useTranslator(checkoutMessages);
  return (
    <div className="checkout-fields">
      {FIELDS.map(({ field, autoComplete, required, wide, extras, picker }) => {
        const id = `${idPrefix}-${form}-${field}`;
        const error = errors[field];
        const errorId = `${id}-error`;
        const control = {
          id,
          name: `${form}-${field}`,
          className: 'input',
          value: values[field],
          autoComplete: autoComplete === 'off' ? 'off' : `${form} ${autoComplete}`,
          'aria-required': required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        } as const;
        return (
          <div key={field} className={wide ? `checkout-field checkout-wide` : 'checkout-field'}>
            {/* The marks sit beside the label, so each field's name is its label alone
                (aria-required tells assistive technology which are required). */}
            <span className="checkout-label-row">
              <label htmlFor={id} className="checkout-label">
                {t(`checkout.field.${field}`)}
              </label>
              {required ? (
                <span className="checkout-required" aria-hidden="true">
                  *
                </span>
              ) : (
                <span className="checkout-optional" aria-hidden="true">
                  {checkoutText('checkout.optional')}
                </span>
              )}
            </span>
            {picker ? (
              // The place of supply: a state of core's GST table, shown with its GST code.
              <GstStateSelect
                {...control}
                placeholder={t('checkout.selectState')}
                disabled={disabled}
                onChange={(event) => onChange(field, event.currentTarget.value)}
              />
            ) : (
              <input
                {...control}
                readOnly={disabled}
                {...extras}
                onChange={(event) => onChange(field, event.currentTarget.value)}
              />
            )}
            {error ? (
              <p id={errorId} className="checkout-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
