import { authApiOnDemand } from '../../api/apiGroupsOnDemand';
import { createAuthController } from '../../session/createAuthController';
import type { StorefrontFeature } from '../types';

/** `storefront.auth` (sign-in, sign-up, sign-out) and `storefront.signIn`/`signOut`. */
export const authFeature: StorefrontFeature = {
  api: { auth: authApiOnDemand },
  services: {
    auth: ({ client, session, notify, messages }) =>
      createAuthController({ client, session, notify, messages }),
  },
};
