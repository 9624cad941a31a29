import { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { GSTIN_LENGTH } from '../validation/gstin';
import type { FieldErrors } from '../validation/types';
import type { AddressField } from '../validation/validateAddress';
import type { AddressForm } from './checkoutReducer';

/** A section of the checkout's address form, and of its autofill tokens. */
export type AddressSection = 'shipping' | 'billing';

/**
 * What a component rendering one of the checkout's address forms is given, in any framework
 * (the widgets' and the storefront's `AddressFields`): the section, its values and errors (from
 * the checkout's state) and where a change goes (`checkout.setField(form, field, value)`).
 */
export interface AddressFormProps {
  form: AddressSection;
  values: Readonly<Record<AddressField, string>>;
  errors: FieldErrors<AddressField>;
  onChange(field: AddressField, value: string): void;
  /** Prefix of the inputs' ids (unique on the page). */
  idPrefix: string;
  /** While a payment is in flight the fields are read-only. */
  disabled?: boolean;
}

/** One field of the checkout's address form: how it is typed, autofilled and laid out. */
export interface AddressFormField {
  readonly field: AddressField;
  /** The autofill token after the section ('given-name'…), or 'off'. */
  readonly autoComplete: string;
  readonly required: boolean;
  /** The input's typing hints, as HTML attributes (React's names). */
  readonly input?: {
    readonly type?: 'email' | 'tel';
    readonly inputMode?: 'numeric';
    readonly maxLength?: number;
    readonly autoCapitalize?: 'characters';
    readonly spellCheck?: boolean;
  };
  /** A picker of the GST states instead of a text input: the place of supply. */
  readonly picker?: boolean;
  /** Spans both columns of a two-column layout (the street). */
  readonly wide?: boolean;
}

/**
 * The checkout's shipping and billing fields in order (spec 2 §3), with their autofill tokens,
 * typing hints and which are required, for every UI that renders the address form.
 *
 * @example
 * ADDRESS_FORM_FIELDS.map((spec) => <input name={spec.field} autoComplete={addressAutoComplete('shipping', spec)} {...spec.input} />)
 */
export const ADDRESS_FORM_FIELDS: readonly AddressFormField[] = [
  { field: 'firstName', autoComplete: 'given-name', required: true },
  { field: 'lastName', autoComplete: 'family-name', required: true },
  { field: 'email', autoComplete: 'email', required: true, input: { type: 'email' } },
  {
    field: 'phone',
    autoComplete: 'tel-national',
    required: true,
    input: { type: 'tel', inputMode: 'numeric', maxLength: 10 },
  },
  { field: 'address_line1', autoComplete: 'address-line1', required: true, wide: true },
  { field: 'city', autoComplete: 'address-level2', required: true },
  { field: 'state', autoComplete: 'address-level1', required: true, picker: true },
  {
    field: 'pincode',
    autoComplete: 'postal-code',
    required: true,
    input: { inputMode: 'numeric', maxLength: 6 },
  },
  { field: 'country', autoComplete: 'country-name', required: false },
  { field: 'companyName', autoComplete: 'organization', required: false },
  {
    field: 'gstNumber',
    autoComplete: 'off',
    required: false,
    input: { maxLength: GSTIN_LENGTH, autoCapitalize: 'characters', spellCheck: false },
  },
];

/**
 * A field's `autocomplete` in its section: 'shipping given-name', 'billing postal-code', or 'off'
 * (the GSTIN, which no browser stores).
 */
export function addressAutoComplete(section: AddressSection, spec: AddressFormField): string {
  return spec.autoComplete === 'off' ? 'off' : `${section} ${spec.autoComplete}`;
}

/**
 * An address as the shopper typed it, as the lines its review shows (the pay step's Ship to and
 * Bill to): the name, company, street, 'city, state pincode', country, e-mail, phone and
 * 'GSTIN …', empty parts left out.
 *
 * @example addressLines(checkout.shipping) // ['Asha Verma', '14 MIDC Road', 'Pune, Maharashtra 411019', 'India', …]
 */
export function addressLines(
  address: Readonly<AddressForm>,
  messages?: MessageOverrides,
): string[] {
  const t = createTranslator(checkoutMessages, messages);
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.companyName,
    address.address_line1,
    `${address.city}, ${address.state} ${address.pincode}`.trim(),
    address.country,
    address.email,
    address.phone,
    address.gstNumber ? t('checkout.reviewGstin', { gstin: address.gstNumber }) : '',
  ].filter((line): line is string => Boolean(line) && line !== ',');
}
