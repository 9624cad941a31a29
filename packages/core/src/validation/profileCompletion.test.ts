import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENDER_OPTIONS } from './genderOptions';
import { profileCompletion } from './profileCompletion';

const full = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  mobile_number: '9876543210',
  profile_image: 'https://cdn.example.in/asha.png',
  additional_info: {
    address: {
      street: 'Plot 12',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122003',
      country: 'India',
    },
    gender: 'female',
    date_of_birth: '1990-04-01',
  },
};

describe('profileCompletion', () => {
  it('is 100 for all 11 fields and 0 for none', () => {
    expect(profileCompletion(full)).toBe(100);
    expect(profileCompletion(null)).toBe(0);
    expect(profileCompletion(undefined)).toBe(0);
    expect(profileCompletion({ name: '' })).toBe(0);
  });

  it('rounds the share of filled fields', () => {
    expect(profileCompletion({ name: 'Asha' })).toBe(9); // 1/11 = 9.09
    expect(profileCompletion({ name: 'Asha', email: 'a@b.in' })).toBe(18); // 18.18
    expect(profileCompletion({ ...full, profile_image: null })).toBe(91); // 90.9
    expect(profileCompletion({ ...full, additional_info: { gender: 'other' } })).toBe(45); // 5/11
  });

  it('counts blank strings as empty', () => {
    expect(profileCompletion({ ...full, email: '  ', mobile_number: undefined })).toBe(82);
  });

  it('is an integer between 0 and 100', () => {
    const field = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(fc.string(), field, field, field, field, (name, email, street, gender, dob) => {
        const value = profileCompletion({
          name,
          email,
          additional_info: { address: { street }, gender, date_of_birth: dob },
        });
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('GENDER_OPTIONS', () => {
  it('lists the spec options', () => {
    expect(GENDER_OPTIONS).toEqual(['male', 'female', 'other', 'prefer-not-to-say']);
  });
});
