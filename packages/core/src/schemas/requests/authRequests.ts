import * as z from 'zod/mini';
import { optionalText, text } from './common';

export const signInBodySchema = z.object({
  /** E-mail address or 10-digit mobile number. */
  login: text(254),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const signUpBodySchema = z.object({
  name: text(120),
  email: optionalText(254),
  mobile_number: optionalText(20),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
  confirm_password: z.string().check(z.maxLength(256)),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

const password = z.string().check(z.minLength(1), z.maxLength(256));

/** Change password: the current one and the new one twice (the signed-in user's). */
export const changePasswordBodySchema = z.object({
  current_password: password,
  password,
  confirm_password: z.string().check(z.maxLength(256)),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Forgot password: the account's e-mail address or mobile number, as at sign-in. */
export const forgotPasswordBodySchema = z.object({
  /** E-mail address or 10-digit mobile number. */
  login: text(254),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** Reset password: the token from the reset e-mail and the new password twice. */
export const resetPasswordBodySchema = z.object({
  token: text(200),
  password,
  confirm_password: z.string().check(z.maxLength(256)),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

const address = z.object({
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  pincode: optionalText(10),
  country: optionalText(100),
});

export const updateProfileBodySchema = z.object({
  name: text(120),
  email: optionalText(254),
  mobile_number: optionalText(20),
  city: optionalText(100),
  state: optionalText(100),
  pincode: optionalText(10),
  country: optionalText(100),
  profile_image: optionalText(500),
  additional_info: z.optional(
    z.nullable(
      z.object({
        address: z.optional(z.nullable(address)),
        gender: optionalText(40),
        date_of_birth: optionalText(10),
      }),
    ),
  ),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/**
 * A file as base64 JSON: `data` is the base64 body, `filetype` its MIME type, `filename` the
 * name it had on the sender's computer (shown with ticket attachments; the server cleans it).
 */
export const uploadBodySchema = z.object({
  data: z.string().check(z.minLength(1)),
  filetype: text(100),
  extension: text(10),
  filename: optionalText(1000),
});
export type UploadBody = z.input<typeof uploadBodySchema>;
