import type { profileSchema } from '@storefront-kit/core';
import type * as z from 'zod/mini';
import type { UserRow } from './authUserJson';

/** The profile as `GET /auth/get/{id}` sends it (core's `profileSchema`). */
export function profileJson(row: UserRow): z.input<typeof profileSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    profile_image: row.profileImage,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    user_types: [{ name: row.userType }],
    additional_info: {
      address: {
        street: row.addressStreet,
        city: row.addressCity,
        state: row.addressState,
        pincode: row.addressPincode,
        country: row.addressCountry,
      },
      gender: row.gender,
      date_of_birth: row.dateOfBirth,
    },
  };
}
