import {
  ADDRESS_FORM_FIELDS,
  type AddressFormProps,
  addressAutoComplete,
  checkoutMessages,
} from '@storefront-kit/core';
import { GstStateSelect, useTranslator } from '@storefront-kit/react';
import './Checkout.css';
import { checkoutText } from './checkoutCopy';

/** Props of {@link AddressFields}: core's, as every checkout UI's address form takes them. */
export type AddressFieldsProps = AddressFormProps;

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
      {ADDRESS_FORM_FIELDS.map((spec) => {
        const { field, required, wide, picker } = spec;
        const id = `${idPrefix}-${form}-${field}`;
        const error = errors[field];
        const errorId = `${id}-error`;
        const control = {
          id,
          name: `${form}-${field}`,
          className: 'input',
          value: values[field],
          autoComplete: addressAutoComplete(form, spec),
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
                {...spec.input}
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
