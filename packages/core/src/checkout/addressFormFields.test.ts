import { describe, expect, it } from 'vitest';
import { validateAddress } from '../validation/validateAddress';
import { ADDRESS_FORM_FIELDS, addressAutoComplete } from './addressFormFields';

describe('ADDRESS_FORM_FIELDS', () => {
  it('lists every address field once, in the form order of spec 2 §3', () => {
    expect(ADDRESS_FORM_FIELDS.map((spec) => spec.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'address_line1',
      'city',
      'state',
      'pincode',
      'country',
      'companyName',
      'gstNumber',
    ]);
  });

  it('requires what the validation requires, and only the state is a picker', () => {
    const refused = Object.keys(validateAddress({}));
    expect(ADDRESS_FORM_FIELDS.filter((spec) => spec.required).map((spec) => spec.field)).toEqual(
      refused,
    );
    expect(ADDRESS_FORM_FIELDS.filter((spec) => !spec.required).map((spec) => spec.field)).toEqual([
      'country',
      'companyName',
      'gstNumber',
    ]);
    expect(ADDRESS_FORM_FIELDS.filter((spec) => spec.picker).map((spec) => spec.field)).toEqual([
      'state',
    ]);
  });

  it('gives each section its own autofill tokens, and none to the GSTIN', () => {
    const token = (field: string, section: 'shipping' | 'billing') => {
      const spec = ADDRESS_FORM_FIELDS.find((candidate) => candidate.field === field);
      if (!spec) throw new Error(field);
      return addressAutoComplete(section, spec);
    };
    expect(token('firstName', 'shipping')).toBe('shipping given-name');
    expect(token('pincode', 'billing')).toBe('billing postal-code');
    expect(token('gstNumber', 'billing')).toBe('off');
    expect(ADDRESS_FORM_FIELDS.find((spec) => spec.field === 'gstNumber')?.input).toEqual({
      maxLength: 15,
      autoCapitalize: 'characters',
      spellCheck: false,
    });
  });
});
