import { signUpBodySchema, validateSignUp } from '@storefront-kit/core';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { assertContactAvailable, contactConflictOf } from './authContactConflicts';
import { authRequestFields } from './authRequestFields';
import type { UserRow } from './authUserJson';
import { newId } from './ids';
import { hashPassword } from './passwords';

const FIELDS = ['name', 'email', 'mobile_number', 'password', 'confirm_password'] as const;

/**
 * Creates a customer account (spec 2 §5 sign-up rules, through core's `validateSignUp`):
 * the first rule broken is a 400 with core's message, a taken e-mail or mobile a 409.
 * E-mails are stored lower-cased; the password as an scrypt hash of the configured cost.
 */
export async function signUpCustomer(ctx: AppContext, body: unknown): Promise<UserRow> {
  const fields = authRequestFields(body, FIELDS);
  const errors = validateSignUp({ ...fields, terms: true });
  const message = FIELDS.map((field) => errors[field]).find(Boolean);
  if (message) throw badRequest(message);
  const input = parseInput(signUpBodySchema, body);
  const email = input.email ? input.email.toLowerCase() : null;
  const mobileNumber = input.mobile_number || null;
  await assertContactAvailable(ctx.db, { email, mobileNumber });
  const passwordHash = await hashPassword(input.password, ctx.config.scryptN);
  try {
    const [created] = await ctx.db
      .insert(users)
      .values({ id: newId('usr'), name: input.name, email, mobileNumber, passwordHash })
      .returning();
    if (!created) throw new Error('The new account was not returned');
    return created;
  } catch (error) {
    throw contactConflictOf(error) ?? error;
  }
}
