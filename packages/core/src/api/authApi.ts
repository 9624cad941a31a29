import type { Http, RequestOptions } from '../http/createHttp';
import {
  profileResponseSchema,
  type SignInBody,
  type SignUpBody,
  signInResponseSchema,
  signUpResponseSchema,
  type UpdateProfileBody,
  type UploadBody,
  uploadResponseSchema,
} from '../schemas/auth';
import { metaOnlySchema } from '../schemas/common';

/** Customer accounts: sign-up, sign-in, sign-out, profile, uploads. */
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
