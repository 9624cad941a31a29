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
/**
 * Change-password answer: every earlier token of the user is revoked, the one that made the
 * request included; `data.token` is the session's new token.
 */
export const changePasswordResponseSchema = envelope(z.object({ token: z.string() }));
export type ChangePasswordResponse = z.output<typeof changePasswordResponseSchema>;
export const profileResponseSchema = envelope(profileSchema);
export const uploadResponseSchema = envelope(z.object({ url: z.string() }));

export type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  UpdateProfileBody,
  UploadBody,
} from './requests/authRequests';
