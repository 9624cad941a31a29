import type { Profile, UpdateProfileBody } from '../schemas/auth';

/**
 * The profile's edit form (spec 2 §3 Profile): the text fields a customer may change. The
 * address parts are those of `additional_info.address` (the ones profile completion counts);
 * city, state, pincode and country are also sent as the profile's top-level fields.
 */
export interface ProfileDraft {
  readonly name: string;
  readonly email: string;
  readonly mobile_number: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly pincode: string;
  readonly country: string;
  /** One of `GENDER_OPTIONS`, or '' when not given. */
  readonly gender: string;
  /** `YYYY-MM-DD`, or ''. */
  readonly date_of_birth: string;
}

/** A field of the profile's edit form. */
export type ProfileField = keyof ProfileDraft;

export const emptyProfileDraft: ProfileDraft = {
  name: '',
  email: '',
  mobile_number: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  country: '',
  gender: '',
  date_of_birth: '',
};

/** The form's values for a loaded profile (the address part first, then the top-level field). */
export function profileDraftOf(profile: Profile | null | undefined): ProfileDraft {
  if (!profile) return emptyProfileDraft;
  const info = profile.additional_info;
  const address = info?.address;
  return {
    name: profile.name ?? '',
    email: profile.email ?? '',
    mobile_number: profile.mobile_number ?? '',
    street: address?.street ?? '',
    city: address?.city ?? profile.city ?? '',
    state: address?.state ?? profile.state ?? '',
    pincode: address?.pincode ?? profile.pincode ?? '',
    country: address?.country ?? profile.country ?? '',
    gender: info?.gender ?? '',
    date_of_birth: info?.date_of_birth ?? '',
  };
}

const trimmed = (draft: ProfileDraft) =>
  Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as {
    [Field in ProfileField]: string;
  };

/**
 * The `update_profile` body of a draft: every field, trimmed; an empty field clears the value
 * on the server. The profile image is not part of it (it changes through an upload).
 */
export function toUpdateProfileBody(draft: ProfileDraft): UpdateProfileBody {
  const value = trimmed(draft);
  return {
    name: value.name,
    email: value.email,
    mobile_number: value.mobile_number,
    city: value.city,
    state: value.state,
    pincode: value.pincode,
    country: value.country,
    additional_info: {
      address: {
        street: value.street,
        city: value.city,
        state: value.state,
        pincode: value.pincode,
        country: value.country,
      },
      gender: value.gender,
      date_of_birth: value.date_of_birth,
    },
  };
}

/** The profile as it will read once the draft is saved: what the screen shows optimistically. */
export function applyProfileDraft(profile: Profile, draft: ProfileDraft): Profile {
  const body = toUpdateProfileBody(draft);
  const orNull = (text: string | null | undefined) => text || null;
  return {
    ...profile,
    name: body.name,
    email: orNull(body.email),
    mobile_number: orNull(body.mobile_number),
    city: orNull(body.city),
    state: orNull(body.state),
    pincode: orNull(body.pincode),
    country: orNull(body.country),
    additional_info: {
      address: {
        street: orNull(body.additional_info?.address?.street),
        city: orNull(body.city),
        state: orNull(body.state),
        pincode: orNull(body.pincode),
        country: orNull(body.country),
      },
      gender: orNull(body.additional_info?.gender),
      date_of_birth: orNull(body.additional_info?.date_of_birth),
    },
  };
}
