import { describe, expect, it } from 'vitest';
import { validateAddress } from '../validation/validateAddress';
import { emptyProfileDraft } from './profileDraft';
import { validateProfile } from './validateProfile';

const valid = { ...emptyProfileDraft, name: 'Asha Verma', email: 'asha@example.in' };

describe('validateProfile', () => {
  it('accepts a name with an e-mail or a mobile number', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, email: '', mobile_number: '9876543210' })).toEqual({});
  });

  it("gives the server's messages for each rule", () => {
    expect(validateProfile({ ...emptyProfileDraft, name: '  ' })).toEqual({
      name: 'Name is required',
      email: 'Email or mobile number is required',
    });
    expect(
      validateProfile({ ...valid, email: 'asha@', mobile_number: '12345', pincode: '1220' }),
    ).toEqual({
      email: 'Please enter a valid email address',
      mobile_number: 'Mobile number must be 10 digits starting with 6-9',
      pincode: 'Pincode must be 6 digits',
    });
  });

  it('takes overrides', () => {
    expect(
      validateProfile({ ...valid, name: '' }, { messages: { 'auth.nameRequired': 'Naam likhein' } })
        .name,
    ).toBe('Naam likhein');
  });

  it("words the pincode like the checkout's, and follows the checkout's overrides", () => {
    const pincode = '12';
    expect(validateProfile({ ...valid, pincode }).pincode).toBe(
      validateAddress({ pincode }).pincode,
    );
    expect(
      validateProfile(
        { ...valid, pincode },
        {
          messages: {
            'checkout.invalidPincode': '{field}: 6 digits',
            'checkout.field.pincode': 'PIN',
          },
        },
      ).pincode,
    ).toBe('PIN: 6 digits');
  });
});
