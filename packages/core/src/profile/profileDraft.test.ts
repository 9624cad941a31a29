import { describe, expect, it } from 'vitest';
import type { Profile } from '../schemas/auth';
import {
  applyProfileDraft,
  emptyProfileDraft,
  profileDraftOf,
  toUpdateProfileBody,
} from './profileDraft';

const profile: Profile = {
  id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  mobile_number: null,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
  profile_image: 'https://shop.test/uploads/a.png',
  additional_info: { address: { street: 'MG Road', city: 'Gurugram' }, gender: 'female' },
};

describe('profileDraft', () => {
  it('reads the address part first, then the top-level field', () => {
    expect(profileDraftOf(profile)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      mobile_number: '',
      street: 'MG Road',
      city: 'Gurugram',
      state: 'Maharashtra',
      pincode: '411001',
      country: 'India',
      gender: 'female',
      date_of_birth: '',
    });
    expect(profileDraftOf(null)).toBe(emptyProfileDraft);
  });

  it('sends every field trimmed, the address both nested and top level', () => {
    const body = toUpdateProfileBody({ ...profileDraftOf(profile), city: ' Noida ' });
    expect(body).toMatchObject({
      name: 'Asha Verma',
      mobile_number: '',
      city: 'Noida',
      additional_info: {
        address: { street: 'MG Road', city: 'Noida', country: 'India' },
        gender: 'female',
        date_of_birth: '',
      },
    });
    expect(body).not.toHaveProperty('profile_image');
  });

  it('applies a draft to the profile as the server will store it (empty is null)', () => {
    const next = applyProfileDraft(profile, { ...profileDraftOf(profile), street: '', name: 'A' });
    expect(next).toMatchObject({
      name: 'A',
      mobile_number: null,
      profile_image: 'https://shop.test/uploads/a.png',
      additional_info: { address: { street: null, city: 'Gurugram' }, gender: 'female' },
    });
  });
});
