import type { AddressBody } from '@storefront-kit/core';

/** A valid Indian shipping address (Gurugram, Haryana), as checkout sends and its form holds it. */
export const ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  country: 'India',
} as const satisfies AddressBody;
