import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema';
import { conflict, type HttpError } from '../http/errors';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const MOBILE_TAKEN = 'An account with this mobile number already exists';

/**
 * Refuses (409) an e-mail or mobile number that another account already uses. `exceptUserId`
 * is the account being edited. The unique indexes still guard the race between this check and
 * the write (see `contactConflictOf`).
 */
export async function assertContactAvailable(
  db: Executor,
  contact: { email: string | null; mobileNumber: string | null },
  exceptUserId?: string,
): Promise<void> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(users.email, contact.email));
  if (contact.mobileNumber) matches.push(eq(users.mobileNumber, contact.mobileNumber));
  if (matches.length === 0) return;
  const taken = await db
    .select({ email: users.email, mobileNumber: users.mobileNumber })
    .from(users)
    .where(and(or(...matches), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(2);
  if (contact.email && taken.some((row) => row.email === contact.email)) {
    throw conflict(EMAIL_TAKEN);
  }
  if (taken.length > 0) throw conflict(MOBILE_TAKEN);
}

/** The accounts that already use an e-mail or a mobile number (sign-up; at most two). */
export async function contactOwners(
  db: Executor,
  contact: { email: string | null; mobileNumber: string | null },
): Promise<{ id: string; name: string; email: string | null }[]> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(users.email, contact.email));
  if (contact.mobileNumber) matches.push(eq(users.mobileNumber, contact.mobileNumber));
  if (matches.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(or(...matches))
    .limit(2);
}

/**
 * The 409 for a unique-index violation on `users` (a concurrent sign-up or edit took the
 * e-mail or mobile number after the check), or null for any other error.
 */
export function contactConflictOf(error: unknown): HttpError | null {
  let cause = error;
  // Drizzle wraps the driver's error: look a few causes deep.
  for (let depth = 0; depth < 4 && cause instanceof Object; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    cause = (cause as { cause?: unknown }).cause;
    if (code !== '23505') continue;
    if (constraint === 'users_email_idx') return conflict(EMAIL_TAKEN);
    if (constraint === 'users_mobile_idx') return conflict(MOBILE_TAKEN);
    return null;
  }
  return null;
}
