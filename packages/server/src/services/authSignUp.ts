import { signUpBodySchema, validateSignUp } from '@storefront-kit/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { sendInBackground, signInPageUrl, signUpExistingMail, welcomeMail } from './accountMails';
import { contactConflictOf, contactOwners } from './authContactConflicts';
import { authRequestFields } from './authRequestFields';
import { newId } from './ids';
import { hashPassword } from './passwords';

const FIELDS = ['name', 'email', 'mobile_number', 'password', 'confirm_password'] as const;

/** The one answer to a sign-up, whether it created an account or named an existing one. */
export const SIGN_UP_DONE = 'Account created successfully';

/**
 * Creates a customer account (spec 2 §5 sign-up rules, through core's `validateSignUp`): the
 * first rule broken is a 400 with core's message. E-mails are stored lower-cased; the password
 * as an scrypt hash of the configured cost.
 *
 * A sign-up must not tell which e-mails and mobile numbers are registered, so one naming an
 * existing account gets the same answer as a new one, after the same scrypt work: the caller
 * answers {@link SIGN_UP_DONE} either way. The new account's e-mail gets a welcome; an existing
 * account's e-mail is told someone tried to register with it (and how to reset the password).
 * Returns whether an account was created.
 */
export async function signUpCustomer(
  ctx: AppContext,
  body: unknown,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<boolean> {
  const fields = authRequestFields(body, FIELDS);
  const errors = validateSignUp({ ...fields, terms: true });
  const message = FIELDS.map((field) => errors[field]).find(Boolean);
  if (message) throw badRequest(message);
  const input = parseInput(signUpBodySchema, body);
  const email = input.email ? input.email.toLowerCase() : null;
  const mobileNumber = input.mobile_number || null;
  // Hashed first, so an existing contact costs the same scrypt work as a new account.
  const passwordHash = await hashPassword(input.password, ctx.config.scryptN);
  const existing = (owners: { email: string | null }[]) => {
    for (const owner of owners) {
      if (!owner.email) continue;
      const notice = signUpExistingMail(owner.email, signInPageUrl(ctx.config));
      void sendInBackground(ctx.mailer, notice, log);
    }
    return false;
  };
  const owners = await contactOwners(ctx.db, { email, mobileNumber });
  if (owners.length > 0) return existing(owners);
  try {
    await ctx.db
      .insert(users)
      .values({ id: newId('usr'), name: input.name, email, mobileNumber, passwordHash });
  } catch (error) {
    // A concurrent sign-up took the e-mail or mobile number after the check: the same answer.
    if (contactConflictOf(error))
      return existing(await contactOwners(ctx.db, { email, mobileNumber }));
    throw error;
  }
  if (email) void sendInBackground(ctx.mailer, welcomeMail(email, input.name), log);
  return true;
}
