import { findGstState } from '../gst/gstStates';
import { pincodeMatchesState, pincodeStates } from '../gst/pincodeStates';
import { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import { isEmail, isIndianMobile, isPincode } from './formats';
import { isGstin } from './gstin';
import type { FieldErrors, ValidationOptions } from './types';

/** A field of the checkout address form (spec 2 §3). */
export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address_line1'
  | 'city'
  | 'state'
  | 'pincode'
  | 'country'
  | 'gstNumber'
  | 'companyName';

/** Address values as a form or the API holds them; missing and null count as empty. */
export type AddressValues = { readonly [Field in AddressField]?: string | null };

const REQUIRED = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address_line1',
  'city',
  'state',
  'pincode',
] as const satisfies readonly AddressField[];

export interface ValidateAddressOptions extends ValidationOptions {
  /**
   * Validate as the billing address: labels get the 'Billing {field}' prefix, e.g.
   * 'Billing first name is required'.
   *
   * @default false
   */
  billing?: boolean;
}

/**
 * Checks a shipping (or billing) address by the spec's rules: the eight required fields
 * ('First name is required'), e-mail shape, a 10-digit mobile starting 6-9, a 6-digit pincode
 * and, when given, a GSTIN. Values are trimmed before they are checked. The place of supply
 * is checked too (decisions.md): the state must be one of `GST_STATES` (by name or code), the
 * pincode in that state ('Pincode 560001 is in Karnataka, not in Haryana') and a GSTIN must
 * start with the state's code ('GST number must start with 06, the GST state code of
 * Haryana'). The server runs the same checks.
 *
 * @example validateAddress({ firstName: '' }).firstName // 'First name is required'
 */
export function validateAddress(
  address: AddressValues,
  options?: ValidateAddressOptions,
): FieldErrors<AddressField> {
  const t = createTranslator(checkoutMessages, options?.messages);
  const label = (field: AddressField) => {
    const name = t(`checkout.field.${field}` as const);
    // 'First name' reads 'Billing first name'; an acronym such as 'GST number' stays as it is.
    return options?.billing
      ? t('checkout.billingPrefix', {
          field: name.replace(/^\p{Lu}(?!\p{Lu})/u, (c) => c.toLowerCase()),
        })
      : name;
  };
  const value = (field: AddressField) => address[field]?.trim() ?? '';
  const errors: FieldErrors<AddressField> = {};
  for (const field of REQUIRED) {
    if (!value(field)) errors[field] = t('checkout.required', { field: label(field) });
  }
  const check = (
    field: AddressField,
    valid: (value: string) => boolean,
    id:
      | 'checkout.invalidEmail'
      | 'checkout.invalidPhone'
      | 'checkout.invalidPincode'
      | 'checkout.invalidGst',
  ) => {
    const text = value(field);
    if (text && !valid(text)) errors[field] = t(id, { field: label(field) });
  };
  check('email', isEmail, 'checkout.invalidEmail');
  check('phone', isIndianMobile, 'checkout.invalidPhone');
  check('pincode', isPincode, 'checkout.invalidPincode');
  check('gstNumber', isGstin, 'checkout.invalidGst');
  // The place of supply: a state of the picker, with the pincode and the GSTIN in it.
  const state = findGstState(value('state'));
  if (value('state') && !state) {
    errors.state = t('checkout.invalidState', { field: label('state') });
  }
  const pincode = value('pincode');
  if (state && !errors.pincode && pincode && !pincodeMatchesState(pincode, state)) {
    errors.pincode = t('checkout.pincodeState', {
      field: label('pincode'),
      pincode,
      states: pincodeStates(pincode)
        .map((candidate) => candidate.name)
        .join(' or '),
      state: state.name,
    });
  }
  const gstin = value('gstNumber');
  if (state && !errors.gstNumber && gstin && !gstin.startsWith(state.code)) {
    errors.gstNumber = t('checkout.gstinState', {
      field: label('gstNumber'),
      code: state.code,
      state: state.name,
    });
  }
  return errors;
}

/**
 * Checks the billing address, which is not validated while `sameAsShipping` is true (the
 * shipping address is used for billing then).
 */
export function validateBillingAddress(
  billing: AddressValues & { readonly sameAsShipping?: boolean },
  options?: ValidationOptions,
): FieldErrors<AddressField> {
  return billing.sameAsShipping ? {} : validateAddress(billing, { ...options, billing: true });
}
