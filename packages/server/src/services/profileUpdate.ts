import {
  authFormMessages,
  GENDER_OPTIONS,
  isEmail,
  isIndianMobile,
  isPincode,
  updateProfileBodySchema,
} from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { assertContactAvailable, contactConflictOf } from './authContactConflicts';
import { authIstDate } from './authIstDate';
import { authRequestFields } from './authRequestFields';
import type { UserRow } from './authUserJson';
import { findOwnUpload } from './uploadOwnership';

/** The messages of the profile rules that core's form messages do not cover. */
export const PROFILE_MESSAGES = {
  pincode: 'Pincode must be 6 digits',
  gender: `Gender must be one of ${GENDER_OPTIONS.join(', ')}`,
  dateOfBirth: 'Date of birth must be a real past date in the format YYYY-MM-DD',
  profileImage: 'Profile image must be an image you uploaded',
} as const;

type Input = z.output<typeof updateProfileBodySchema>;
type Editable = Omit<
  UserRow,
  | 'id'
  | 'passwordHash'
  | 'userType'
  | 'tokenVersion'
  | 'lastDailyReward'
  | 'createdAt'
  | 'lastLoginAt'
>;

/** Absent: unchanged; null or empty: cleared; else the new value. */
const change = (value: string | null | undefined, current: string | null) =>
  value === undefined ? current : value || null;

/** A field of a nested object that may itself be absent (unchanged) or null (cleared). */
const nested = <K extends string>(
  source: Partial<Record<K, string | null>> | null | undefined,
  key: K,
  current: string | null,
) => (source === undefined ? current : source === null ? null : change(source[key], current));

function merge(current: UserRow, input: Input): Editable {
  const info = input.additional_info;
  const address = info === undefined ? undefined : (info?.address ?? null);
  return {
    name: input.name,
    email: change(input.email, current.email)?.toLowerCase() ?? null,
    mobileNumber: change(input.mobile_number, current.mobileNumber),
    profileImage: change(input.profile_image, current.profileImage),
    city: change(input.city, current.city),
    state: change(input.state, current.state),
    pincode: change(input.pincode, current.pincode),
    country: change(input.country, current.country),
    addressStreet: nested(address, 'street', current.addressStreet),
    addressCity: nested(address, 'city', current.addressCity),
    addressState: nested(address, 'state', current.addressState),
    addressPincode: nested(address, 'pincode', current.addressPincode),
    addressCountry: nested(address, 'country', current.addressCountry),
    gender: nested(info, 'gender', current.gender),
    dateOfBirth: nested(info, 'date_of_birth', current.dateOfBirth),
  };
}

/** A real calendar day, `YYYY-MM-DD`, after 1900 and before `today`. */
function isPastDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    value < today
  );
}

/** The first rule the merged profile breaks, or undefined. */
function profileError(next: Editable, today: string): string | undefined {
  if (!next.email && !next.mobileNumber) return authFormMessages['auth.emailOrMobileRequired'];
  if (next.email && !isEmail(next.email)) return authFormMessages['auth.invalidEmail'];
  if (next.mobileNumber && !isIndianMobile(next.mobileNumber)) {
    return authFormMessages['auth.invalidMobile'];
  }
  if (next.pincode && !isPincode(next.pincode)) return PROFILE_MESSAGES.pincode;
  if (next.addressPincode && !isPincode(next.addressPincode)) return PROFILE_MESSAGES.pincode;
  if (next.gender && !(GENDER_OPTIONS as readonly string[]).includes(next.gender)) {
    return PROFILE_MESSAGES.gender;
  }
  if (next.dateOfBirth && !isPastDate(next.dateOfBirth, today)) {
    return PROFILE_MESSAGES.dateOfBirth;
  }
  return undefined;
}

/**
 * Updates the signed-in user's profile (the fields of spec 2 §3). Absent fields stay as they
 * are; null or empty ones are cleared. Rules: a name; an e-mail or a mobile number, valid and
 * not another account's (409); 6-digit pincodes; a gender of core's options; a real past date
 * of birth; a profile image that is one of the user's own uploaded images (`origin` is the
 * server's public origin, see `publicOrigin`). Answers the updated row.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  body: unknown,
  origin: string,
): Promise<UserRow> {
  if (!authRequestFields(body, ['name'] as const).name.trim()) {
    throw badRequest(authFormMessages['auth.nameRequired']);
  }
  const input = parseInput(updateProfileBodySchema, body);
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User not found');
  const next = merge(current, input);
  const message = profileError(next, authIstDate(ctx.now()));
  if (message) throw badRequest(message);
  if (next.profileImage && next.profileImage !== current.profileImage) {
    const upload = await findOwnUpload(ctx.db, userId, next.profileImage, origin);
    if (!upload?.mimeType.startsWith('image/')) throw badRequest(PROFILE_MESSAGES.profileImage);
  }
  await assertContactAvailable(ctx.db, next, userId);
  try {
    const [updated] = await ctx.db.update(users).set(next).where(eq(users.id, userId)).returning();
    if (!updated) throw notFound('User not found');
    return updated;
  } catch (error) {
    throw contactConflictOf(error) ?? error;
  }
}
