import {
  ADDRESS_FORM_FIELDS,
  type AddressFormProps,
  addressAutoComplete,
  checkoutMessages,
} from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { FormField } from '../SignIn/FormField';
import { StateField } from './StateField';

/**
 * Props of {@link AddressFields}: core's, as every checkout UI's address form takes them (the
 * fields are on steps 1 and 2, never shown while a payment is in flight: no `disabled`).
 */
export type AddressFieldsProps = Omit<AddressFormProps, 'disabled'>;

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
      {ADDRESS_FORM_FIELDS.map((spec) => {
        const { field } = spec;
        const common = {
          id: `${idPrefix}-${form}-${field}`,
          name: field,
          label: t(`checkout.field.${field}`),
          error: errors[field],
          value: values[field],
          autoComplete: addressAutoComplete(form, spec),
          'aria-required': spec.required || undefined,
        };
        // The place of supply: a picker of GST states instead of free text.
        return spec.picker ? (
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
            {...spec.input}
            onChange={(event) => onChange(field, event.currentTarget.value)}
          />
        );
      })}
    </div>
  );
}
