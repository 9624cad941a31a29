import * as z from 'zod/mini';
import { envelope, optionalString, withId } from './common';

export const userSchema = withId({
  name: z.string(),
  email: optionalString,
  mobile_number: optionalString,
  user_types: z.nullish(z.array(z.object({ name: z.string() }))),
  profile_image: optionalString,
});
export type User = z.output<typeof userSchema>;

const addressInfo = z.object({
  street: optionalString,
  city: optionalString,
  state: optionalString,
  pincode: optionalString,
  country: optionalString,
});

export const profileSchema = withId({
  name: z.string(),
  email: optionalString,
  mobile_number: optionalString,
  profile_image: optionalString,
  city: optionalString,
  state: optionalString,
  pincode: optionalString,
  country: optionalString,
  createdAt: optionalString,
  lastLogin: optionalString,
  user_types: z.nullish(z.array(z.object({ name: z.string() }))),
  additional_info: z.nullish(
    z.object({
      address: z.nullish(addressInfo),
      gender: optionalString,
      date_of_birth: optionalString,
    }),
  ),
});
export type Profile = z.output<typeof profileSchema>;

/** Sign-in answer; `data` is null when `meta.status` is false. */
export const signInResponseSchema = envelope(
  z.nullish(z.object({ token: z.string(), user: userSchema })),
);
export type SignInResponse = z.output<typeof signInResponseSchema>;
export const signUpResponseSchema = envelope(z.nullish(userSchema));
export const profileResponseSchema = envelope(profileSchema);
export const uploadResponseSchema = envelope(z.object({ url: z.string() }));

export interface SignInBody {
  /** E-mail address or 10-digit mobile number. */
  login: string;
  password: string;
}
export interface SignUpBody {
  name: string;
  email?: string;
  mobile_number?: string;
  password: string;
  confirm_password: string;
}
export interface UpdateProfileBody {
  name: string;
  email?: string;
  mobile_number?: string;
  city?: string;
  state?: string;
  pincode?: string;
  country?: string;
  profile_image?: string;
  additional_info?: {
    address?: {
      street?: string;
      city?: string;
      state?: string;
      pincode?: string;
      country?: string;
    };
    gender?: string;
    date_of_birth?: string;
  };
}
/** A file as base64 JSON: `data` is the base64 body, `filetype` its MIME type. */
export interface UploadBody {
  data: string;
  filetype: string;
  extension: string;
}
