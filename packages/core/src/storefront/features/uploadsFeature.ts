import { authApiOnDemand } from '../../api/apiGroupsOnDemand';
import { createLazyUploadTransport } from '../../uploads/createLazyUploadTransport';
import type { StorefrontFeature } from '../types';

/** `storefront.uploads`: file uploads, whose transport loads on the first upload. */
export const uploadsFeature: StorefrontFeature = {
  api: { auth: authApiOnDemand },
  services: {
    uploads: ({ client, options, messages, session, onUnauthorized }) =>
      createLazyUploadTransport({
        client,
        baseUrl: options.baseUrl,
        headers: options.headers,
        messages,
        getToken: session.token,
        onUnauthorized,
        // A custom fetch routes every request; XMLHttpRequest would go around it.
        XMLHttpRequest: options.fetch ? null : undefined,
      }),
  },
};
