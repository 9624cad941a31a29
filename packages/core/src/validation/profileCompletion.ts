import type { Profile } from '../schemas/auth';

/** The parts of a profile the completion counts; a loaded `Profile` or the edit form. */
export type ProfileCompletionInput = Pick<
  Profile,
  'name' | 'email' | 'mobile_number' | 'profile_image' | 'additional_info'
>;

/**
 * Profile completion in percent, rounded (spec 2 §5): the share of 11 fields that are not
 * empty: name, e-mail, mobile number, profile image, the five address parts (street, city,
 * state, pincode, country of `additional_info.address`), gender and date of birth.
 *
 * @example profileCompletion({ name: 'Asha', email: 'asha@example.in' }) // 18
 */
export function profileCompletion(profile: ProfileCompletionInput | null | undefined): number {
  const info = profile?.additional_info;
  const address = info?.address;
  const fields = [
    profile?.name,
    profile?.email,
    profile?.mobile_number,
    profile?.profile_image,
    address?.street,
    address?.city,
    address?.state,
    address?.pincode,
    address?.country,
    info?.gender,
    info?.date_of_birth,
  ];
  const filled = fields.filter((value) => value?.trim()).length;
  return Math.round((filled / fields.length) * 100);
}
