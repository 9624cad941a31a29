import type { userSchema } from '@storefront-kit/core';
import type * as z from 'zod/mini';
import type { users } from '../db/schema';

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;

/** The user as the API sends it (core's `userSchema`), never with the password hash. */
export function authUserJson(row: UserRow): z.input<typeof userSchema> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    user_types: [{ name: row.userType }],
    profile_image: row.profileImage,
  };
}
