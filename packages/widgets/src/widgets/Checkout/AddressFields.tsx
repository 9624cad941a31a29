import {
  type AddressField,
  checkoutMessages,
  type FieldErrors,
  GSTIN_LENGTH,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import type { InputHTMLAttributes } from 'react';
import { FormField } from '../SignIn/FormField';
import { StateField } from './StateField';

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'autoCapitalize'
>;

/** The address form's fields in order (spec 2 §3), with how each is typed and autofilled. */
const FIELDS: readonly (readonly [AddressField, string, boolean, InputExtras?])[] = [
  ['firstName', 'given-name', true],
  ['lastName', 'family-name', true],
  ['email', 'email', true, { type: 'email' }],
  ['phone', 'tel-national', true, { type: 'tel', inputMode: 'numeric', maxLength: 10 }],
  ['address_line1', 'address-line1', true],
  ['city', 'address-level2', true],
  ['state', 'address-level1', true],
  ['pincode', 'postal-code', true, { inputMode: 'numeric', maxLength: 6 }],
  ['country', 'country-name', false],
  ['companyName', 'organization', false],
  ['gstNumber', 'off', false, { maxLength: GSTIN_LENGTH, autoCapitalize: 'characters' }],
];

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  form: 'shipping' | 'billing';
  values: Readonly<Record<AddressField, string>>;
  errors: FieldErrors<AddressField>;
  onChange(field: AddressField, value: string): void;
  /** Prefix of the inputs' ids. */
  idPrefix: string;
}

/**
 * The checkout's shipping or billing fields: labelled ('First name', 'GST number'…), each with
 * its message under it (the billing ones carry the spec's 'Billing' prefix, from core's
 * validation). The GST number is upper-cased as typed (core) and at most 15 characters; the
 * state is picked from core's GST states, and core checks the pincode and GSTIN against it.
 */
export function AddressFields({ form, values, errors, onChange, idPrefix }: AddressFieldsProps) {
  const t = useTranslator(checkoutMessages);
  return (
    <div part={`${form}-fields`} className="sk-address-fields">
      {FIELDS.map(([field, autoComplete, required, extras]) => {
        const common = {
          id: `${idPrefix}-${form}-${field}`,
          name: field,
          label: t(`checkout.field.${field}`),
          error: errors[field],
          value: values[field],
          autoComplete: autoComplete === 'off' ? 'off' : `${form} ${autoComplete}`,
          'aria-required': required || undefined,
        };
        // The place of supply: a picker of GST states instead of free text.
        return field === 'state' ? (
          <StateField
            key={field}
            {...common}
            placeholder={t('checkout.selectState')}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        ) : (
          <FormField
            key={field}
            {...common}
            {...extras}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        );
      })}
    </div>
  );
}
