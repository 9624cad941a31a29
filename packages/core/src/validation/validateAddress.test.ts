import { describe, expect, it } from 'vitest';
import { type AddressValues, validateAddress, validateBillingAddress } from './validateAddress';

const valid: AddressValues = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: 'Plot 12, Sector 44',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122003',
  country: 'India',
  gstNumber: '',
  companyName: '',
};

describe('validateAddress', () => {
  it('accepts a complete address without GSTIN', () => {
    expect(validateAddress(valid)).toEqual({});
  });

  it('accepts a real GSTIN', () => {
    const mumbai = { ...valid, city: 'Mumbai', state: 'Maharashtra', pincode: '400001' };
    expect(validateAddress({ ...mumbai, gstNumber: '27AAACR5055K1Z7' })).toEqual({});
    expect(validateAddress({ ...mumbai, gstNumber: '27AAPFU0939F1ZV' })).toEqual({});
    expect(validateAddress({ ...valid, gstNumber: '06AAKCS4821M1Z0' })).toEqual({});
  });

  it('requires the eight fields with "{Field} is required"', () => {
    expect(validateAddress({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address_line1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      pincode: 'Pincode is required',
    });
  });

  it('treats whitespace and null as empty', () => {
    expect(validateAddress({ ...valid, city: '   ', state: null })).toEqual({
      city: 'City is required',
      state: 'State is required',
    });
  });

  it('checks formats of e-mail, phone, pincode and GSTIN', () => {
    expect(
      validateAddress({
        ...valid,
        email: 'asha@example',
        phone: '5876543210',
        pincode: '12200',
        gstNumber: '27AAPFU0939F1AV',
      }),
    ).toEqual({
      email: 'Email must be a valid email address',
      phone: 'Phone must be 10 digits starting with 6-9',
      pincode: 'Pincode must be 6 digits',
      gstNumber: 'GST number must be a valid 15-character GSTIN',
    });
  });

  it('requires a state of the picker, by name or GST code', () => {
    expect(validateAddress({ ...valid, state: ' haryana ' })).toEqual({});
    expect(validateAddress({ ...valid, state: '06' })).toEqual({});
    expect(validateAddress({ ...valid, state: 'Gurgaon State' })).toEqual({
      state: 'State must be a state or union territory of India',
    });
  });

  it('checks the pincode against the state', () => {
    expect(validateAddress({ ...valid, pincode: '122015' })).toEqual({});
    expect(validateAddress({ ...valid, state: 'Delhi', pincode: '110001' })).toEqual({});
    expect(validateAddress({ ...valid, state: 'Karnataka', pincode: '560001' })).toEqual({});
    expect(validateAddress({ ...valid, pincode: '560001' })).toEqual({
      pincode: 'Pincode 560001 is in Karnataka, not in Haryana',
    });
    expect(validateAddress({ ...valid, state: 'Tamil Nadu', pincode: '400001' })).toEqual({
      pincode: 'Pincode 400001 is in Maharashtra, not in Tamil Nadu',
    });
    expect(validateAddress({ ...valid, pincode: '160062' })).toEqual({
      pincode: 'Pincode 160062 is in Chandigarh or Punjab, not in Haryana',
    });
    expect(validateAddress({ ...valid, pincode: '560001' }, { billing: true }).pincode).toBe(
      'Billing pincode 560001 is in Karnataka, not in Haryana',
    );
  });

  it('checks a GSTIN against the state code', () => {
    expect(validateAddress({ ...valid, gstNumber: '29AAACR5055K1Z5' })).toEqual({
      gstNumber: 'GST number must start with 06, the GST state code of Haryana',
    });
    expect(
      validateAddress(
        { ...valid, state: 'Karnataka', pincode: '560058', gstNumber: '06AAKCS4821M1Z0' },
        { billing: true },
      ),
    ).toEqual({
      gstNumber: 'Billing GST number must start with 29, the GST state code of Karnataka',
    });
  });

  it('checks trimmed values', () => {
    expect(validateAddress({ ...valid, phone: ' 9876543210 ', pincode: '122003 ' })).toEqual({});
  });

  it('prefixes billing labels and lower-cases them, keeping acronyms', () => {
    expect(
      validateAddress({ ...valid, firstName: '', gstNumber: 'X', phone: '12' }, { billing: true }),
    ).toEqual({
      firstName: 'Billing first name is required',
      phone: 'Billing phone must be 10 digits starting with 6-9',
      gstNumber: 'Billing GST number must be a valid 15-character GSTIN',
    });
  });

  it('uses overridden messages and labels', () => {
    expect(
      validateAddress(
        { ...valid, city: '' },
        {
          billing: true,
          messages: {
            'checkout.required': '{field} zaroori hai',
            'checkout.field.city': 'Shahar',
            'checkout.billingPrefix': 'Bill {field}',
          },
        },
      ),
    ).toEqual({ city: 'Bill shahar zaroori hai' });
  });
});

describe('validateBillingAddress', () => {
  it('skips validation while billing is the same as shipping', () => {
    expect(validateBillingAddress({ sameAsShipping: true })).toEqual({});
  });

  it('validates with the billing prefix otherwise', () => {
    expect(validateBillingAddress({ ...valid, lastName: '', sameAsShipping: false })).toEqual({
      lastName: 'Billing last name is required',
    });
    expect(validateBillingAddress({ ...valid, email: 'x' })).toEqual({
      email: 'Billing email must be a valid email address',
    });
  });
});
