import type { Http, RequestOptions } from '../http/createHttp';
import {
  type ChangePasswordBody,
  changePasswordResponseSchema,
  type ForgotPasswordBody,
  profileResponseSchema,
  type ResetPasswordBody,
  type SignInBody,
  type SignUpBody,
  signInResponseSchema,
  signUpResponseSchema,
  type UpdateProfileBody,
  type UploadBody,
  uploadResponseSchema,
} from '../schemas/auth';
import { metaOnlySchema } from '../schemas/common';

/** Customer accounts: sign-up, sign-in, sign-out, passwords, profile, uploads. */
export function authApi(http: Http) {
  return {
    /** `POST /auth/customer/signup`. */
    signUp: (body: SignUpBody, options?: RequestOptions) =>
      http.post('auth/customer/signup', signUpResponseSchema, body, options),
    /** `POST /auth/customer/signin_password`: `data.token` and `data.user` on success. */
    signIn: (body: SignInBody, options?: RequestOptions) =>
      http.post('auth/customer/signin_password', signInResponseSchema, body, options),
    /** `POST /auth/customer/signout`: invalidates every token issued to the user so far. */
    signOut: (options?: RequestOptions) =>
      http.post('auth/customer/signout', metaOnlySchema, undefined, options),
    /**
     * `POST /auth/customer/change_password`: checks the current password, sets the new one and
     * revokes every token issued so far, the one sending this request included. Store
     * `data.token`, the session's new token, in its place.
     */
    changePassword: (body: ChangePasswordBody, options?: RequestOptions) =>
      http.post('auth/customer/change_password', changePasswordResponseSchema, body, options),
    /**
     * `POST /auth/customer/forgot_password`: e-mails a single-use reset link (valid 30 minutes)
     * when the login names an account with an e-mail address. The answer is the same whether
     * or not it does.
     */
    forgotPassword: (body: ForgotPasswordBody, options?: RequestOptions) =>
      http.post('auth/customer/forgot_password', metaOnlySchema, body, options),
    /**
     * `POST /auth/customer/reset_password`: sets a new password with the token from the reset
     * e-mail, signs the account out everywhere and lifts its sign-in lock. A used, expired or
     * unknown token is a 400.
     */
    resetPassword: (body: ResetPasswordBody, options?: RequestOptions) =>
      http.post('auth/customer/reset_password', metaOnlySchema, body, options),
    /** `GET /auth/get/{id}`: the signed-in user's profile. */
    profile: (id: string, options?: RequestOptions) =>
      http.get(`auth/get/${encodeURIComponent(id)}`, profileResponseSchema, undefined, options),
    /** `POST /auth/customer/update_profile`. */
    updateProfile: (body: UpdateProfileBody, options?: RequestOptions) =>
      http.post('auth/customer/update_profile', profileResponseSchema, body, options),
    /** `POST /auth/upload`: a base64 file; `data.url` is where it is served. */
    upload: (body: UploadBody, options?: RequestOptions) =>
      http.post('auth/upload', uploadResponseSchema, body, options),
  };
}
export type AuthApi = ReturnType<typeof authApi>;
