import { describe, expect, it } from 'vitest';
import { validateAddress } from '../validation/validateAddress';
import { ADDRESS_FORM_FIELDS, addressAutoComplete, addressLines } from './addressFormFields';

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

describe('addressLines', () => {
  const address = {
    firstName: 'Asha',
    lastName: 'Verma',
    companyName: 'Verma Controls',
    address_line1: '14 MIDC Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411019',
    country: 'India',
    email: 'asha@example.in',
    phone: '9876543210',
    gstNumber: '27AABCU9603R1ZM',
  };

  it('gives the review its lines in order, with the GST number labelled', () => {
    expect(addressLines(address)).toEqual([
      'Asha Verma',
      'Verma Controls',
      '14 MIDC Road',
      'Pune, Maharashtra 411019',
      'India',
      'asha@example.in',
      '9876543210',
      'GSTIN 27AABCU9603R1ZM',
    ]);
  });

  it('leaves out what is empty, and says GSTIN in the embedder’s words', () => {
    expect(addressLines({ ...address, companyName: '', gstNumber: '', lastName: '' })).toEqual([
      'Asha',
      '14 MIDC Road',
      'Pune, Maharashtra 411019',
      'India',
      'asha@example.in',
      '9876543210',
    ]);
    const empty = Object.fromEntries(
      Object.keys(address).map((key) => [key, '']),
    ) as typeof address;
    expect(addressLines(empty)).toEqual([]);
    expect(addressLines(address, { 'checkout.reviewGstin': 'GST No. {gstin}' }).at(-1)).toBe(
      'GST No. 27AABCU9603R1ZM',
    );
  });
});
